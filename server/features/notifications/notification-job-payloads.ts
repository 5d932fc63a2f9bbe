/** Something the artist may be emailed about (issue #14), handled off the request path. */
export type ArtistEvent =
  | { kind: 'lead-saved'; leadId: string }
  /** A client asked for a person: in an Instagram thread, or in the web chat of a saved lead (decision 050). */
  | ({ kind: 'human-requested'; requestedAt: string } & ({ threadId: string } | { leadId: string }));

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /** Emails the artist about one event if their settings ask for it (notify-artist.ts). */
    'notify-artist': ArtistEvent;
    /** Hourly, once per fleet: each artist's daily digest and pending summary, at 8:00 in their time zone. */
    'send-daily-emails': Record<string, never>;
  }
}
