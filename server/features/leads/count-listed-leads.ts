import { sql } from 'drizzle-orm';
import type { LeadPage } from '#common/contracts/leads.ts';
import { artistScope } from '../../auth/artist-scope.ts';
import type { Db } from '../../db/client.ts';
import { leadCounts, type UserRow } from '../../db/schema/index.ts';
import { facetLeadCells } from './lead-facets.ts';
import type { LeadFilterQuery } from './lead-filter-condition.ts';

/**
 * The total and faceted counts of a list without a search, summed from lead_counts, which triggers keep
 * equal to the leads: a few rows per artist, whatever the number of leads.
 */
export async function countListedLeads({
  db,
  viewer,
  query,
}: {
  db: Db;
  viewer: UserRow;
  query: LeadFilterQuery;
}): Promise<Pick<LeadPage, 'total' | 'totalIsCapped' | 'counts'>> {
  const cells = await db
    .select({
      status: leadCounts.status,
      fitScore: leadCounts.fitScore,
      count: sql<number>`sum(${leadCounts.count})`.mapWith(Number),
    })
    .from(leadCounts)
    .where(artistScope(leadCounts.artistId, viewer))
    .groupBy(leadCounts.status, leadCounts.fitScore);
  return facetLeadCells(cells, query);
}
