import { and, desc, gte, lt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AnalyticsEvent } from '#common/contracts/analytics.ts';
import type { Db } from '../../db/client.ts';
import { analyticsDailyCounts, analyticsEvents } from '../../db/schema/index.ts';
import { type Period, splitAtWholeDays, utcDay } from './time-range.ts';

/**
 * Events per type in [from, to), most frequent first. Whole UTC days come from the analytics_daily_counts
 * rollup (its shard rows summed), the partial days at either end from the events' timestamp index: the same
 * numbers as counting the events, but a year costs a few thousand rollup rows instead of a million events
 * (docs/decisions/008 and 026).
 */
export async function countEventsByType(db: Db, period: Period): Promise<Record<string, number>> {
  const { head, wholeDays, tail } = splitAtWholeDays(period);
  const wholeDayRows = db
    .select({
      eventType: analyticsDailyCounts.eventType,
      n: sql<number>`${analyticsDailyCounts.count}`.as('n'),
    })
    .from(analyticsDailyCounts)
    .where(
      and(
        gte(analyticsDailyCounts.day, utcDay(wholeDays.from)),
        lt(analyticsDailyCounts.day, utcDay(wholeDays.to)),
      ),
    );
  const partialDay = ({ from: start, to: end }: Period) =>
    db
      .select({ eventType: analyticsEvents.eventType, n: sql<number>`count(*)`.as('n') })
      .from(analyticsEvents)
      .where(and(gte(analyticsEvents.timestamp, start), lt(analyticsEvents.timestamp, end)))
      .groupBy(analyticsEvents.eventType);
  const parts = unionAll(wholeDayRows, partialDay(head), partialDay(tail)).as('parts');
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
