import { type Interval, isFreeSlot } from './free-slots.ts';
import { type SessionKind, type SessionMinutes, WEEKDAYS, type Weekday } from './types.ts';
import { localDateOf, weekdayIndexOf } from './zoned-time.ts';

/**
 * Decision 067: how many waitlisted clients one freed slot is offered to, at once, in join order. All of them may
 * accept; the first to do so gets it (the no-overlap constraint decides), the others find it gone.
 */
export const WAITLIST_OFFER_LIMIT = 25;

/** The days that suit a waitlisted client: weekdays in the artist's zone (none: any) and an inclusive range. */
export interface WaitlistDaysRule {
  weekdays: readonly Weekday[];
  fromDate: string | null;
  untilDate: string | null;
}

/** True when an instant falls on a day that suits the client, read in the artist's zone. */
export function suitsDays(days: WaitlistDaysRule, startsAt: Date, timeZone: string): boolean {
  const date = localDateOf(startsAt, timeZone);
  if (days.fromDate && date < days.fromDate) return false;
  if (days.untilDate && date > days.untilDate) return false;
  if (days.weekdays.length === 0) return true;
  return days.weekdays.includes(WEEKDAYS[weekdayIndexOf(date)]!);
}

export interface WaitlistCandidate extends WaitlistDaysRule {
  id: string;
  sessionKind: SessionKind;
}

/** What the freed-slot matching reads besides the entries: the artist's settings and busy time now. */
export interface FreedSlotContext {
  timeZone: string;
  weeklyHours: Parameters<typeof isFreeSlot>[1]['weeklyHours'];
  blockedDates: readonly string[];
  bufferMinutes: number;
  busy: readonly Interval[];
  sessionMinutes: SessionMinutes;
  now: Date;
}

/**
 * The entries a freed interval can be offered to, in the order given (join order), at most `limit`: each gets its
 * own session from the freed start (its session kind's length), which must fit inside the freed interval, fall
 * on a day that suits it, and be free now (working hours, blocked dates, the buffer, the future).
 */
export function matchFreedSlot<Entry extends WaitlistCandidate>(
  entries: readonly Entry[],
  freed: Interval,
  context: FreedSlotContext,
  limit = WAITLIST_OFFER_LIMIT,
): { entry: Entry; slot: Interval }[] {
  const matches: { entry: Entry; slot: Interval }[] = [];
  // A freed interval already started offers nothing.
  if (freed.startsAt <= context.now) return matches;
  for (const entry of entries) {
    if (matches.length >= limit) break;
    const minutes = context.sessionMinutes[entry.sessionKind];
    const slot = { startsAt: freed.startsAt, endsAt: new Date(freed.startsAt.getTime() + minutes * 60_000) };
    if (slot.endsAt > freed.endsAt) continue;
    if (!suitsDays(entry, slot.startsAt, context.timeZone)) continue;
    if (!isFreeSlot(slot, context)) continue;
    matches.push({ entry, slot });
  }
  return matches;
}
