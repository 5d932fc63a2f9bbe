/** The date (YYYY-MM-DD) and hour (0-23) it is at `now` in an IANA time zone; UTC when the zone is unknown. */
export function localDateHour(now: Date, timeZone: string | null): { date: string; hour: number } {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone ?? 'UTC');
  } catch {
    // A zone this runtime does not know (a typo saved before validation): UTC rather than no email at all.
    parts = format('UTC');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)!.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}
