const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp as the admin's local date and time, e.g. "Nov 21, 2025, 4:35 PM". */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
