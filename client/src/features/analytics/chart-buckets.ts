import type { StatsTrends } from '#common/contracts/analytics.ts';

type Day = StatsTrends['leadsPerDay'][number];

export interface LeadsBucket {
  /** First and last UTC day (YYYY-MM-DD) the bar covers; the same for a one-day bar. */
  start: string;
  end: string;
  high: number;
  medium: number;
  low: number;
}

/** Beyond this many days a bar per day is a sliver on a phone (a year is 366 of them). */
const MAX_DAILY_BARS = 120;

/** Days per bar: one, or seven for ranges too long to draw a day per bar. */
export const daysPerBar = (dayCount: number) => (dayCount > MAX_DAILY_BARS ? 7 : 1);

/** Sums days into bars of `size` days; the last bar ends today, so only the oldest can be short. */
export function bucketDays(days: readonly Day[], size: number): LeadsBucket[] {
  const buckets: LeadsBucket[] = [];
  for (let end = days.length; end > 0; end -= size) {
    const chunk = days.slice(Math.max(0, end - size), end);
    buckets.unshift({
      start: chunk[0]!.day,
      end: chunk.at(-1)!.day,
      high: chunk.reduce((sum, day) => sum + day.high, 0),
      medium: chunk.reduce((sum, day) => sum + day.medium, 0),
      low: chunk.reduce((sum, day) => sum + day.low, 0),
    });
  }
  return buckets;
}
