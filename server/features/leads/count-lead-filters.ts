import { count, eq, sql } from 'drizzle-orm';
import { FIT_SCORES, type FitScore, LEAD_STATUSES, type LeadStatus } from '#common/constants/statuses.ts';
import { LEAD_SEARCH_COUNT_CAP, type LeadPage } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leadCounts, leads, type UserRow } from '../../db/schema/index.ts';
import { type LeadFilterQuery, leadFilterCondition } from './lead-filter-condition.ts';

interface Cell {
  status: string;
  fitScore: string;
  count: number;
}

/**
 * The viewer's leads per (status, fit): at most 15 cells. Without a search they are summed from lead_counts,
 * which triggers keep equal to the leads (a few rows per artist, whatever the number of leads). A search
 * counts its matches, but no more than one past the cap: a word in a tenth of a million leads would
 * otherwise visit every match (docs/decisions/031).
 */
function countCells(db: Db, viewer: UserRow, q: string | undefined): Promise<Cell[]> {
  if (q) {
    const matches = db
      .select({ status: leads.status, fitScore: leads.fitScore })
      .from(leads)
      .where(leadFilterCondition(viewer, { q }))
      .limit(LEAD_SEARCH_COUNT_CAP + 1)
      .as('matches');
    return db
      .select({ status: matches.status, fitScore: matches.fitScore, count: count() })
      .from(matches)
      .groupBy(matches.status, matches.fitScore);
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

/** How many leads match every filter, counted up to one past the cap. */
async function countCapped(db: Db, viewer: UserRow, query: LeadFilterQuery): Promise<number> {
  const matches = db.select({ id: leads.id }).from(leads).where(leadFilterCondition(viewer, query));
  const [row] = await db
    .select({ count: count() })
    .from(matches.limit(LEAD_SEARCH_COUNT_CAP + 1).as('matches'));
  return row!.count;
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * The total matching every filter, and the faceted counts: per fit under the status filter, per status under
 * the fit filter (common/contracts/leads.ts LeadFilterCounts). A search past the cap has no faceted counts,
 * and its total stops at the cap.
 */
export async function countLeadFilters({
  db,
  viewer,
  query,
}: {
  db: Db;
  viewer: UserRow;
  query: LeadFilterQuery;
}): Promise<Pick<LeadPage, 'total' | 'totalIsCapped' | 'counts'>> {
  const cells = await countCells(db, viewer, query.q);
  const matches = cells.reduce((sum, cell) => sum + cell.count, 0);
  if (query.q && matches > LEAD_SEARCH_COUNT_CAP) {
    // Past the cap the cells cannot give a filtered total; it is counted on its own, as far as the cap.
    const total = query.status || query.fitScore ? await countCapped(db, viewer, query) : matches;
    return {
      total: Math.min(total, LEAD_SEARCH_COUNT_CAP),
      totalIsCapped: total > LEAD_SEARCH_COUNT_CAP,
      counts: null,
    };
  }
  const byFit = zeros<FitScore>(FIT_SCORES);
  const byStatus = zeros<LeadStatus>(LEAD_STATUSES);
  let total = 0;
  for (const cell of cells) {
    const fitMatches = !query.fitScore || cell.fitScore === query.fitScore;
    const statusMatches = !query.status || cell.status === query.status;
    if (statusMatches && cell.fitScore in byFit) byFit[cell.fitScore as FitScore] += cell.count;
    if (fitMatches && cell.status in byStatus) byStatus[cell.status as LeadStatus] += cell.count;
    if (fitMatches && statusMatches) total += cell.count;
  }
  return { total, totalIsCapped: false, counts: { byFit, byStatus } };
}
