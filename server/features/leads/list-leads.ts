import type { LeadPage, SearchLeadsQuery } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { countListedLeads } from './count-listed-leads.ts';
import { searchLeads } from './search-leads.ts';
import { selectLeadPage } from './select-lead-page.ts';
import { toLeadDto } from './to-lead-dto.ts';

async function listWithoutSearch(db: Db, viewer: UserRow, query: SearchLeadsQuery) {
  const [rows, counted] = await Promise.all([
    selectLeadPage(db, viewer, query),
    countListedLeads({ db, viewer, query }),
  ]);
  return { rows, ...counted };
}

/**
 * One page of the leads in the viewer's scope, newest first, with the total that match and the counts per
 * filter value (spec §7 GET /api/admin/leads and the admin search, docs/decisions/009 and 026). `q` is a
 * case-insensitive substring of email, name or tattoo style, searched as search-leads.ts says; without it the
 * counts come from lead_counts.
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
  const { rows, ...counted } = query.q
    ? await searchLeads({ db, viewer, query: { ...query, q: query.q } })
    : await listWithoutSearch(db, viewer, query);
  return {
    leads: rows.map((row) => toLeadDto(row.lead, row.artistName)),
    page: query.page,
    pageSize: query.pageSize,
    ...counted,
  };
}
