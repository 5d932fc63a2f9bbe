import type { WeeklyHours } from './types.ts';
import { WEEKDAYS } from './types.ts';
import { localDateOf, nextDate, wallTimeToInstant, weekdayIndexOf } from './zoned-time.ts';

export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

export interface FreeSlotsInput {
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** YYYY-MM-DD days in the artist's zone with no bookable time. */
  blockedDates: readonly string[];
  /** Kept free before and after every busy interval. */
  bufferMinutes: number;
  /** The session length the slots are for. */
  durationMinutes: number;
  /** Live bookings (held or confirmed) of the artist; offers do not block. */
  busy: readonly Interval[];
  /** No slot starts before this (now, or now plus a minimum notice). */
  from: Date;
  /** No slot starts at or after this. */
  until: Date;
  /** Slot starts are this far apart inside a working range (30 minutes unless told). */
  stepMinutes?: number;
  /** At most this many slots, earliest first. */
  limit?: number;
}

const MINUTE = 60_000;

/**
 * The bookable slots, earliest first: each lies inside one of the day's working ranges in the artist's zone
 * (DST-correct), not on a blocked date, and at least `bufferMinutes` away from every busy interval.
 */
export function freeSlots(input: FreeSlotsInput): Interval[] {
  const step = (input.stepMinutes ?? 30) * MINUTE;
  const duration = input.durationMinutes * MINUTE;
  const buffer = input.bufferMinutes * MINUTE;
  const limit = input.limit ?? Number.POSITIVE_INFINITY;
  const blocked = new Set(input.blockedDates);
  const busy = [...input.busy].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const slots: Interval[] = [];
  const lastDate = localDateOf(input.until, input.timeZone);
  for (let date = localDateOf(input.from, input.timeZone); date <= lastDate; date = nextDate(date)) {
    if (blocked.has(date)) continue;
    const ranges = input.weeklyHours[WEEKDAYS[weekdayIndexOf(date)] ?? 'mon'] ?? [];
    for (const range of [...ranges].sort((a, b) => a.start.localeCompare(b.start))) {
      const rangeStart = wallTimeToInstant(date, range.start, input.timeZone).getTime();
      const rangeEnd = wallTimeToInstant(date, range.end, input.timeZone).getTime();
      for (let start = rangeStart; start + duration <= rangeEnd; start += step) {
        if (start < input.from.getTime()) continue;
        if (start >= input.until.getTime()) return slots;
        const end = start + duration;
        if (isClear(start, end, busy, buffer)) {
          slots.push({ startsAt: new Date(start), endsAt: new Date(end) });
          if (slots.length >= limit) return slots;
        }
      }
    }
  }
  return slots;
}

/** True when [start, end) keeps `buffer` clear of every busy interval. */
export function isClear(start: number, end: number, busy: readonly Interval[], buffer: number): boolean {
  return busy.every(
    (interval) => end + buffer <= interval.startsAt.getTime() || start >= interval.endsAt.getTime() + buffer,
  );
}

/**
 * True when the interval is one of the artist's free slots for its length: inside working hours on an open
 * day and clear of busy time. Booking directly and picking an offer check a slot with this before inserting.
 */
export function isFreeSlot(
  slot: Interval,
  input: Omit<FreeSlotsInput, 'from' | 'until' | 'durationMinutes'> & {
    now: Date;
  },
): boolean {
  const durationMinutes = (slot.endsAt.getTime() - slot.startsAt.getTime()) / MINUTE;
  const candidates = freeSlots({
    ...input,
    durationMinutes,
    from: slot.startsAt,
    until: new Date(slot.startsAt.getTime() + 1),
    stepMinutes: 1,
    limit: 1,
  });
  return (
    slot.startsAt.getTime() >= input.now.getTime() &&
    candidates.length === 1 &&
    candidates[0]?.startsAt.getTime() === slot.startsAt.getTime()
  );
}
