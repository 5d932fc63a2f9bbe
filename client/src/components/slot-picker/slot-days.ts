import type { Slot } from '#common/contracts/booking.ts';

const dayKeyFormatters = new Map<string, Intl.DateTimeFormat>();

/** The YYYY-MM-DD day of an instant in a zone ('en-CA' writes dates that way). */
export function dayKeyOf(iso: string, timeZone: string): string {
  let formatter = dayKeyFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayKeyFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

/** Slots grouped by their day in `timeZone` (whoever reads them), days and slots in time order. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): Array<{ date: string; slots: Slot[] }> {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const date = dayKeyOf(slot.startsAt, timeZone);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, list]) => ({ date, slots: list }));
}
