import { FIT_SCORES, type FitScore, LEAD_STATUSES, type LeadStatus } from '#common/constants/statuses.ts';
import type { LeadPage } from '#common/contracts/leads.ts';
import type { LeadFilterQuery } from './lead-filter-condition.ts';

/** How many leads share one (status, fit): a list has at most 15 such cells. */
export interface LeadCell {
  status: string;
  fitScore: string;
  count: number;
}

/** The status and fit filters, for leads already in memory; the database applies the same in lead-filter-condition.ts. */
export function matchesLeadFilters(
  lead: Pick<LeadCell, 'status' | 'fitScore'>,
  query: Pick<LeadFilterQuery, 'status' | 'fitScore'>,
): boolean {
  return (
    (!query.status || lead.status === query.status) && (!query.fitScore || lead.fitScore === query.fitScore)
  );
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * The total matching every filter, and the faceted counts: per fit under the status filter, per status under
 * the fit filter (common/contracts/leads.ts LeadFilterCounts).
 */
export function facetLeadCells(
  cells: readonly LeadCell[],
  query: Pick<LeadFilterQuery, 'status' | 'fitScore'>,
): Pick<LeadPage, 'total' | 'totalIsCapped' | 'counts'> {
  const byFit = zeros<FitScore>(FIT_SCORES);
  const byStatus = zeros<LeadStatus>(LEAD_STATUSES);
  let total = 0;
  for (const cell of cells) {
    if (matchesLeadFilters(cell, { status: query.status }) && cell.fitScore in byFit)
      byFit[cell.fitScore as FitScore] += cell.count;
    if (matchesLeadFilters(cell, { fitScore: query.fitScore }) && cell.status in byStatus)
      byStatus[cell.status as LeadStatus] += cell.count;
    if (matchesLeadFilters(cell, query)) total += cell.count;
  }
  return { total, totalIsCapped: false, counts: { byFit, byStatus } };
}

/** Leads in memory grouped into cells. */
export function cellsOf(leads: ReadonlyArray<Pick<LeadCell, 'status' | 'fitScore'>>): LeadCell[] {
  const cells = new Map<string, LeadCell>();
  for (const { status, fitScore } of leads) {
    const key = `${status}\u0000${fitScore}`;
    const cell = cells.get(key) ?? { status, fitScore, count: 0 };
    cell.count += 1;
    cells.set(key, cell);
  }
  return [...cells.values()];
}
