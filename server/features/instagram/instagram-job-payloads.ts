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
  }
}

export {};
