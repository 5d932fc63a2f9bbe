import { TIME_RANGE_DAYS, type TimeRange } from '#common/constants/analytics.ts';

export interface Period {
  from: Date;
  to: Date;
}

export const DAY_MS = 86_400_000;

/**
 * Spec §9 ranges as rolling windows that end now ("last 30 days"), and the window of the same length just
 * before, which the change percentages compare against (docs/decisions/008).
 */
export function periodsOf(timeRange: TimeRange, now: Date): { current: Period; previous: Period } {
  const length = TIME_RANGE_DAYS[timeRange] * DAY_MS;
  const from = new Date(now.getTime() - length);
  return { current: { from, to: now }, previous: { from: new Date(from.getTime() - length), to: from } };
}

export const startOfUtcDay = (time: Date) => new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS);
/** The time itself when it is a UTC midnight, else the next one. */
export const startOfNextUtcDay = (time: Date) => startOfUtcDay(new Date(time.getTime() + DAY_MS - 1));
export const utcDay = (time: Date) => time.toISOString().slice(0, 10);

const earlier = (a: Date, b: Date) => (a < b ? a : b);
const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * A period cut into its whole UTC days and the partial days at either end (any of the three may be empty):
 * daily rollups answer the whole days, the rows' timestamp index the partial ones (docs/decisions/008).
 */
export function splitAtWholeDays({ from, to }: Period): { head: Period; wholeDays: Period; tail: Period } {
  const fullDaysFrom = earlier(startOfNextUtcDay(from), to);
  const fullDaysTo = later(startOfUtcDay(to), fullDaysFrom);
  return {
    head: { from, to: fullDaysFrom },
    wholeDays: { from: fullDaysFrom, to: fullDaysTo },
    tail: { from: fullDaysTo, to },
  };
}
