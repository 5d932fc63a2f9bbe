import { desc } from 'drizzle-orm';
import type { LeadPage, SearchLeadsQuery } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leads, type UserRow } from '../../db/schema/index.ts';
import { countLeadFilters } from './count-lead-filters.ts';
import { leadFilterCondition } from './lead-filter-condition.ts';
import { selectLeadsWithArtist } from './select-leads-with-artist.ts';
import { toLeadDto } from './to-lead-dto.ts';

/**
 * One page of the leads in the viewer's scope, newest first, with the total that match and the counts per
 * filter value (spec §7 GET /api/admin/leads and the admin search, docs/decisions/009 and 026). `q` is a
 * case-insensitive substring of email, name or tattoo style. The page is LIMIT/OFFSET over (created_at, id);
 * the counts come from lead_counts unless there is a `q`, whose counts stop at a cap (docs/decisions/031).
 */
export async function listLeads({
  db,
  viewer,
  query,
}: {
  db: Db;
  viewer: UserRow;
  query: SearchLeadsQuery;
}): Promise<LeadPage> {
  const [rows, counted] = await Promise.all([
    selectLeadsWithArtist(db)
      .where(leadFilterCondition(viewer, query))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countLeadFilters({ db, viewer, query }),
  ]);
  return {
    leads: rows.map((row) => toLeadDto(row.lead, row.artistName)),
    page: query.page,
    pageSize: query.pageSize,
    ...counted,
  };
}
