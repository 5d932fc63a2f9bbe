import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { FitScore } from '#common/constants/statuses.ts';
import type { LeadCounts, StatsTrends } from '#common/contracts/analytics.ts';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';
import { DAY_MS, type Period, startOfUtcDay, utcDay } from './time-range.ts';

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const countFit = (fit: FitScore) => countWhere(sql`${leads.fitScore} = ${fit}`);

/** Leads created in the period, left out: test conversations' leads (issue #4 Test Chatbot). */
const inPeriod = ({ from, to }: Period) =>
  and(eq(leads.isTest, false), gte(leads.createdAt, from), lt(leads.createdAt, to));

/** Spec §3 Stats `leads`: all, and by fit score, in one aggregate over the period. */
export async function countLeadsByFit(db: Db, period: Period): Promise<LeadCounts> {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      highFit: countFit('high'),
      mediumFit: countFit('medium'),
      lowFit: countFit('low'),
    })
    .from(leads)
    .where(inPeriod(period));
  return counts!;
}

/** Leads per UTC day by fit, every day of the period present (zeros included) so a chart has no gaps. */
export async function countLeadsPerDay(db: Db, period: Period): Promise<StatsTrends['leadsPerDay']> {
  const day = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, high: countFit('high'), medium: countFit('medium'), low: countFit('low') })
    .from(leads)
    .where(inPeriod(period))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: StatsTrends['leadsPerDay'] = [];
  for (let time = startOfUtcDay(period.from).getTime(); time < period.to.getTime(); time += DAY_MS) {
    const key = utcDay(new Date(time));
    days.push(byDay.get(key) ?? { day: key, high: 0, medium: 0, low: 0 });
  }
  return days;
}
