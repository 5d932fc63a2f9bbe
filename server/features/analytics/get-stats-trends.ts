import type { TimeRange } from '#common/constants/analytics.ts';
import type { StatsTrends } from '#common/contracts/analytics.ts';
import type { Db } from '../../db/client.ts';
import { countEventsByType, totalOf } from './count-events.ts';
import { countLeadsByFit, countLeadsPerDay } from './count-leads.ts';
import { periodsOf } from './time-range.ts';

/** The previous period's totals, for real change percentages, and leads per day by fit for the chart. */
export async function getStatsTrends({
  db,
  timeRange,
  now,
}: {
  db: Db;
  timeRange: TimeRange;
  now: Date;
}): Promise<StatsTrends> {
  const { current, previous } = periodsOf(timeRange, now);
  const [previousLeads, previousEvents, leadsPerDay] = await Promise.all([
    countLeadsByFit(db, previous),
    countEventsByType(db, previous),
    countLeadsPerDay(db, current),
  ]);
  return {
    range: { from: current.from.toISOString(), to: current.to.toISOString() },
    previous: { leads: previousLeads, totalEvents: totalOf(previousEvents) },
    leadsPerDay,
  };
}
