/** The deletion jobs on the durable queue (decision 016). */
declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /** Meta's deauthorize callback (spec §2 option 4): disconnect the account it names. */
    'instagram-deauthorize': { code: string };
    /** Deletes an artist for good (spec §2 options 1, 3 and Meta's deletion callback). */
    'account-deletion': { code: string; artistId?: string };
  }
}

export {};
