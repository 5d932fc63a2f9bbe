/**
 * A booking's consent (issue #26 item 4): green when done, red while the client has not signed, orange while
 * the artist's part after the session is missing. Colour never speaks alone: each has its label.
 */
export const CONSENT_STATUSES = ['done', 'client_missing', 'artist_missing'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const CONSENT_STATUS_LABELS: Record<ConsentStatus, string> = {
  done: 'Consent done',
  client_missing: 'Consent: client to sign',
  artist_missing: 'Consent: your part missing',
};

/** What a booking's consent form still needs; `form` is null before the client signs. */
export function consentStatusOf(
  form: {
    clientSignedAt: Date | string | null;
    hasArtistPart: boolean;
    artistSignedAt: Date | string | null;
  } | null,
): ConsentStatus {
  if (!form?.clientSignedAt) return 'client_missing';
  if (form.hasArtistPart && !form.artistSignedAt) return 'artist_missing';
  return 'done';
}

/** Whole years between a YYYY-MM-DD birth date and `today` (YYYY-MM-DD), as a birthday counts them. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
