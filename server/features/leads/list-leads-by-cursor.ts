import { and, desc, eq } from 'drizzle-orm';
import type { LeadCursorPage, LeadCursorQuery } from '#common/contracts/leads.ts';
import { encodeKeysetCursor } from '#common/domain/paging/keyset-cursor.ts';
import type { Db } from '../../db/client.ts';
import { leads, type UserRow, users } from '../../db/schema/index.ts';
import { exactInstant, keysetCondition } from '../../lib/keyset.ts';
import { leadFilterCondition } from './lead-filter-condition.ts';
import { leadDtoColumns, toLeadDto } from './to-lead-dto.ts';

/**
 * One page of the leads in the viewer's scope, newest first, after the cursor's lead (GET /api/v1/leads,
 * decision 080): the dashboard list's filter condition and DTO, with a keyset instead of an offset, so a page
 * costs the same at the 10,000th lead as at the first and leads saved meanwhile shift nothing. One row past the
 * limit is read to know whether another page follows.
 */
export async function listLeadsByCursor({
  db,
  viewer,
  query,
}: {
  db: Db;
  viewer: UserRow;
  query: LeadCursorQuery;
}): Promise<LeadCursorPage> {
  const rows = await db
    .select({ lead: leadDtoColumns, artistName: users.artistName, at: exactInstant(leads.createdAt) })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.artistId))
    .where(
      and(
        leadFilterCondition(viewer, query),
        query.cursor && keysetCondition([leads.createdAt, leads.id], query.cursor, 'before'),
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    leads: page.map((row) => toLeadDto(row.lead, row.artistName)),
    nextCursor:
      rows.length > query.limit && last ? encodeKeysetCursor({ at: last.at, id: last.lead.id }) : null,
  };
}
