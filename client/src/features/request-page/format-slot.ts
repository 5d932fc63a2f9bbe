/** A slot as the client reads it, in their own zone: "Tue, 2 Dec, 10:00 – 12:00". */
export function formatSlot(startsAt: string, endsAt: string, timeZone?: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  });
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  const start = new Date(startsAt);
  return `${day.format(start)}, ${time.format(start)} – ${time.format(new Date(endsAt))}`;
}

/** The client's zone, named when it differs from the artist's so nobody misreads a time. */
export function zoneNote(artistTimeZone: string): string | null {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return own === artistTimeZone
    ? null
    : `Times are in your time zone (${own}); the studio is in ${artistTimeZone}.`;
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
}
