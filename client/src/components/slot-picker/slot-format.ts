/** "Mon 30 Nov" for a YYYY-MM-DD day, read as a calendar date (no zone shift), in `locale` (the browser's unless told). */
export function formatDay(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** "10:00–12:00" in `timeZone`, in `locale` (the browser's unless told). */
export function formatTimeRange(startsAt: string, endsAt: string, timeZone: string, locale?: string): string {
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  return `${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`;
}
