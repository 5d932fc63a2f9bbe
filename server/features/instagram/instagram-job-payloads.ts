/** The Instagram features' jobs on the durable queue (decision 016 lists them with their schedules). */
declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /** One signed, shape-checked webhook delivery, stored before Meta got its 200. */
    'instagram-webhook': { body: unknown; receivedAt: string };
    /** Reads /me/media and upserts the artist's posts into the portfolio; on connect and every few hours. */
    'instagram-photo-sync': { artistId: string };
    /** Refreshes long-lived tokens older than 7 days; daily, once per fleet. */
    'instagram-token-refresh': Record<string, never>;
    /** Every few hours: one 'instagram-photo-sync' per connected artist. */
    'instagram-photo-sync-all': Record<string, never>;
    /** Meta's deauthorize callback (spec §2 option 4): disconnect the account it names. */
    'instagram-deauthorize': { code: string };
    /** Deletes an artist for good (spec §2 options 1, 3 and Meta's deletion callback). */
    'account-deletion': { code: string; artistId?: string };
  }
}

export {};
