import { and, eq } from 'drizzle-orm';
import type { Lead, UpdateLead } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leads, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { leadScope } from './lead-scope.ts';
import { leadDtoColumns, toLeadDto } from './to-lead-dto.ts';

/**
 * Sets the status and/or notes of a lead in the viewer's scope (spec §7 PATCH /api/admin/leads/{id}), or marks
 * the client's request for a person handled (decision 050), and returns it; throws NOT_FOUND for a lead outside
 * it, changing nothing.
 */
export async function updateLead({
  db,
  viewer,
  leadId,
  data,
}: {
  db: Db;
  viewer: UserRow;
  leadId: string;
  data: UpdateLead;
}): Promise<Lead> {
  const { wantsPerson, ...fields } = data;
  const now = new Date();
  const [row] = await db
    .update(leads)
    .set({ ...fields, ...(wantsPerson === false && { personRequestClearedAt: now }), updatedAt: now })
    .from(users)
    .where(and(eq(leads.id, leadId), leadScope(viewer), eq(users.id, leads.artistId)))
    .returning({ ...leadDtoColumns, artistName: users.artistName });
  if (!row) throw new AppError('NOT_FOUND', 'Lead not found');
  const { artistName, ...lead } = row;
  return toLeadDto(lead, artistName);
}
