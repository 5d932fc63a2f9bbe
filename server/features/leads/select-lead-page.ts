import { desc } from 'drizzle-orm';
import type { SearchLeadsQuery } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leads, type UserRow } from '../../db/schema/index.ts';
import { leadFilterCondition } from './lead-filter-condition.ts';
import { selectLeadsWithArtist } from './select-leads-with-artist.ts';

/** One page of the leads matching every filter, newest first: LIMIT/OFFSET over (created_at, id). */
export function selectLeadPage(db: Db, viewer: UserRow, query: SearchLeadsQuery) {
  return selectLeadsWithArtist(db)
    .where(leadFilterCondition(viewer, query))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

export type LeadPageRow = Awaited<ReturnType<typeof selectLeadPage>>[number];
