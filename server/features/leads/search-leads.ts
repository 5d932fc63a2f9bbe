import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { LeadPage, SearchLeadsQuery } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leads, type UserRow } from '../../db/schema/index.ts';
import { leadScope } from './lead-scope.ts';
import { selectLeadsWithArtist } from './select-leads-with-artist.ts';
import { toLeadDto } from './to-lead-dto.ts';

/** `q` is matched literally: LIKE's wildcards and its escape character lose their meaning. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * One page of the leads in the viewer's scope, newest first, with the total that match (admin Lead
 * Management, docs/decisions/009). `q` is a case-insensitive substring of email, name or tattoo style:
 * `search_text` holds the three lower-cased, and its pg_trgm index serves the LIKE.
 */
export async function searchLeads({
  db,
  viewer,
  query,
}: {
  db: Db;
  viewer: UserRow;
  query: SearchLeadsQuery;
}): Promise<LeadPage> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    leadScope(viewer),
    pattern === undefined ? undefined : sql`${leads.searchText} like lower(${pattern})`,
    query.status && eq(leads.status, query.status),
    query.fitScore && eq(leads.fitScore, query.fitScore),
  );
  const [rows, [counted]] = await Promise.all([
    selectLeadsWithArtist(db)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return {
    leads: rows.map((row) => toLeadDto(row.lead, row.artistName)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
