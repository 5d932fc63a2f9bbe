import { and, desc, gte, lt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AnalyticsEvent } from '#common/contracts/analytics.ts';
import type { Db } from '../../db/client.ts';
import { analyticsDailyCounts, analyticsEvents } from '../../db/schema/index.ts';
import { type Period, startOfNextUtcDay, startOfUtcDay, utcDay } from './time-range.ts';

const earlier = (a: Date, b: Date) => (a < b ? a : b);
const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * Events per type in [from, to), most frequent first. Whole UTC days come from the analytics_daily_counts
 * rollup, the partial days at either end from the events' timestamp index: the same numbers as counting the
 * events, but a year costs a few hundred rollup rows instead of a million events (docs/decisions/008).
 */
export async function countEventsByType(db: Db, { from, to }: Period): Promise<Record<string, number>> {
  // [from, fullDaysFrom) and [fullDaysTo, to) are the partial days; either may be empty, and so may the whole days.
  const fullDaysFrom = earlier(startOfNextUtcDay(from), to);
  const fullDaysTo = later(startOfUtcDay(to), fullDaysFrom);
  const wholeDays = db
    .select({
      eventType: analyticsDailyCounts.eventType,
      n: sql<number>`${analyticsDailyCounts.count}`.as('n'),
    })
    .from(analyticsDailyCounts)
    .where(
      and(
        gte(analyticsDailyCounts.day, utcDay(fullDaysFrom)),
        lt(analyticsDailyCounts.day, utcDay(fullDaysTo)),
      ),
    );
  const partialDay = (start: Date, end: Date) =>
    db
      .select({ eventType: analyticsEvents.eventType, n: sql<number>`count(*)`.as('n') })
      .from(analyticsEvents)
      .where(and(gte(analyticsEvents.timestamp, start), lt(analyticsEvents.timestamp, end)))
      .groupBy(analyticsEvents.eventType);
  const parts = unionAll(wholeDays, partialDay(from, fullDaysFrom), partialDay(fullDaysTo, to)).as('parts');
  const count = sql<number>`sum(${parts.n})::int`.mapWith(Number);
  const rows = await db
    .select({ eventType: parts.eventType, count })
    .from(parts)
    .groupBy(parts.eventType)
    .having(sql`sum(${parts.n}) > 0`)
    .orderBy(desc(count), parts.eventType);
  return Object.fromEntries(rows.map((row) => [row.eventType, row.count]));
}

/** All events of a `countEventsByType` result. */
export const totalOf = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/** The latest events of the period, newest first (the recent-activity list; spec §9 shows 10). */
export async function latestEvents(db: Db, { from, to }: Period, limit: number): Promise<AnalyticsEvent[]> {
  const rows = await db
    .select()
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.timestamp, from), lt(analyticsEvents.timestamp, to)))
    .orderBy(desc(analyticsEvents.timestamp))
    .limit(limit);
  return rows.map(({ id, eventType, sessionId, properties, timestamp }) => ({
    id,
    eventType,
    sessionId,
    properties,
    timestamp: timestamp.toISOString(),
  }));
}
