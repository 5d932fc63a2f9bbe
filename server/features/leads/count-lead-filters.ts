import { and, eq, sql } from 'drizzle-orm';
import { FIT_SCORES, type FitScore, LEAD_STATUSES, type LeadStatus } from '#common/constants/statuses.ts';
import type { LeadFilterCounts, SearchLeadsQuery } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leadCounts, leads, type UserRow } from '../../db/schema/index.ts';
import { leadScope } from './lead-scope.ts';
import { leadSearchCondition } from './lead-search-condition.ts';

interface Cell {
  status: string;
  fitScore: string;
  count: number;
}

/**
 * The viewer's leads per (status, fit): at most 15 cells. Without a search they are summed from lead_counts,
 * which triggers keep equal to the leads (a few rows per artist, whatever the number of leads); a search has
 * to count its matches.
 */
function countCells(db: Db, viewer: UserRow, q: string | undefined): Promise<Cell[]> {
  if (q) {
    return db
      .select({
        status: leads.status,
        fitScore: leads.fitScore,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(leads)
      .where(and(leadScope(viewer), leadSearchCondition(q)))
      .groupBy(leads.status, leads.fitScore);
  }
  return db
    .select({
      status: leadCounts.status,
      fitScore: leadCounts.fitScore,
      count: sql<number>`sum(${leadCounts.count})`.mapWith(Number),
    })
    .from(leadCounts)
    .where(viewer.isAdmin ? undefined : eq(leadCounts.artistId, viewer.id))
    .groupBy(leadCounts.status, leadCounts.fitScore);
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * The total matching every filter, and the faceted counts: per fit under the status filter, per status under
 * the fit filter (common/contracts/leads.ts LeadFilterCounts).
 */
export async function countLeadFilters({
  db,
  viewer,
  query,
}: {
  db: Db;
  viewer: UserRow;
  query: Pick<SearchLeadsQuery, 'q' | 'status' | 'fitScore'>;
}): Promise<{ total: number; counts: LeadFilterCounts }> {
  const byFit = zeros<FitScore>(FIT_SCORES);
  const byStatus = zeros<LeadStatus>(LEAD_STATUSES);
  let total = 0;
  for (const cell of await countCells(db, viewer, query.q)) {
    const fitMatches = !query.fitScore || cell.fitScore === query.fitScore;
    const statusMatches = !query.status || cell.status === query.status;
    if (statusMatches && cell.fitScore in byFit) byFit[cell.fitScore as FitScore] += cell.count;
    if (fitMatches && cell.status in byStatus) byStatus[cell.status as LeadStatus] += cell.count;
    if (fitMatches && statusMatches) total += cell.count;
  }
  return { total, counts: { byFit, byStatus } };
}
