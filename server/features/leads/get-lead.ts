import { and, eq } from 'drizzle-orm';
import type { Lead } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leads, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { leadScope } from './lead-scope.ts';
import { selectLeadsWithArtist } from './select-leads-with-artist.ts';
import { toLeadDto } from './to-lead-dto.ts';

/** One lead without its conversation; throws NOT_FOUND for a lead outside the viewer's scope. */
export async function getLead({
  db,
  viewer,
  leadId,
}: {
  db: Db;
  viewer: UserRow;
  leadId: string;
}): Promise<Lead> {
  const [row] = await selectLeadsWithArtist(db).where(and(eq(leads.id, leadId), leadScope(viewer)));
  if (!row) throw new AppError('NOT_FOUND', 'Lead not found');
  return toLeadDto(row.lead, row.artistName);
}
