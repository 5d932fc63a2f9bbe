import { RECENT_EVENTS_LIMIT, type TimeRange } from '#common/constants/analytics.ts';
import type { Stats } from '#common/contracts/analytics.ts';
import type { Db } from '../../db/client.ts';
import { countEventsByType, latestEvents, totalOf } from './count-events.ts';
import { countLeadsByFit } from './count-leads.ts';
import { periodsOf } from './time-range.ts';

/** Spec §3 Stats response for the range ending `now`, from aggregates only (never loading rows into JS). */
export async function getStats({
  db,
  timeRange,
  now,
}: {
  db: Db;
  timeRange: TimeRange;
  now: Date;
}): Promise<Stats> {
  const { current } = periodsOf(timeRange, now);
  const [leadCounts, eventCounts, events] = await Promise.all([
    countLeadsByFit(db, current),
    countEventsByType(db, current),
    latestEvents(db, current, RECENT_EVENTS_LIMIT),
  ]);
  return { leads: leadCounts, analytics: { eventCounts, totalEvents: totalOf(eventCounts), events } };
}
