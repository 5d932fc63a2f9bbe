import type { RequestPageWords } from './words/index.ts';

/** A slot as the client reads it, in their own zone and language: "Tue, 2 Dec, 10:00 – 12:00" in English. */
export function formatSlot(
  startsAt: string,
  endsAt: string,
  words: RequestPageWords,
  timeZone?: string,
): string {
  const day = new Intl.DateTimeFormat(words.locale.dates, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(words.locale.dates, { hour: '2-digit', minute: '2-digit', timeZone });
  const start = new Date(startsAt);
  return `${day.format(start)}, ${time.format(start)} – ${time.format(new Date(endsAt))}`;
}

/** The browser's IANA zone: the client's own, which the page shows every time in. */
export const clientTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The client's zone, named when it differs from the artist's so nobody misreads a time. */
export function zoneNote(artistTimeZone: string, words: RequestPageWords): string | null {
  const own = clientTimeZone();
  return own === artistTimeZone ? null : words.zoneNote(own, artistTimeZone);
}

export function formatMoney(cents: number, currency: string, words: RequestPageWords): string {
  return new Intl.NumberFormat(words.locale.money, { style: 'currency', currency }).format(cents / 100);
}
