import { and, desc, eq } from 'drizzle-orm';
import type { FitScore, LeadStatus } from '#common/constants/statuses.ts';
import type { Lead } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leads, type UserRow } from '../../db/schema/index.ts';
import { leadScope } from './lead-scope.ts';
import { selectLeadsWithArtist } from './select-leads-with-artist.ts';
import { toLeadDto } from './to-lead-dto.ts';

/** The viewer's leads, newest first, optionally filtered by status and fit (spec §7 GET /api/admin/leads). */
export async function listLeads({
  db,
  viewer,
  filters,
}: {
  db: Db;
  viewer: UserRow;
  filters: { status?: LeadStatus; fitScore?: FitScore };
}): Promise<Lead[]> {
  const rows = await selectLeadsWithArtist(db)
    .where(
      and(
        leadScope(viewer),
        filters.status && eq(leads.status, filters.status),
        filters.fitScore && eq(leads.fitScore, filters.fitScore),
      ),
    )
    .orderBy(desc(leads.createdAt));
  return rows.map((row) => toLeadDto(row.lead, row.artistName));
}
