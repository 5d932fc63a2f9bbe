import { and, eq } from 'drizzle-orm';
import type { Lead, UpdateLead } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leads, type UserRow, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { leadScope } from './lead-scope.ts';
import { emitLeadEvent } from './lead-webhooks.ts';
import { leadDtoColumns, toLeadDto } from './to-lead-dto.ts';

/**
 * Sets the status and/or notes of a lead in the viewer's scope (spec §7 PATCH /api/admin/leads/{id}), or marks
 * the client's request for a person handled (decision 050), and returns it; throws NOT_FOUND for a lead outside
 * it, changing nothing. The lead's artist's webhooks get `lead.updated` with the change (decision 079); without
 * `jobs` (the public API's route passes none yet) its deliveries go with the minute's sweep.
 */
export async function updateLead({
  db,
  jobs,
  viewer,
  leadId,
  data,
}: {
  db: Db;
  jobs?: JobQueue;
  viewer: UserRow;
  leadId: string;
  data: UpdateLead;
}): Promise<Lead> {
  const { wantsPerson, ...fields } = data;
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(leads)
      .set({ ...fields, ...(wantsPerson === false && { personRequestClearedAt: now }), updatedAt: now })
      .from(users)
      .where(and(eq(leads.id, leadId), leadScope(viewer), eq(users.id, leads.artistId)))
      .returning({ ...leadDtoColumns, artistName: users.artistName });
    if (!row) throw new AppError('NOT_FOUND', 'Lead not found');
    const { artistName, ...stored } = row;
    const lead = toLeadDto(stored, artistName);
    if (!lead.isTest) {
      await emitLeadEvent({ tx, jobs, now }, { artistId: lead.artistId, leadId, isNew: false, lead });
    }
    return lead;
  });
}
