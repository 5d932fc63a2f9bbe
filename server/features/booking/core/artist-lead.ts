import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type LeadRow, leads } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';

/** One of the artist's own leads; NOT_FOUND for any other artist's, so nothing tells them apart. */
export async function findArtistLead(
  db: Db,
  { artistId, leadId }: { artistId: string; leadId: string },
): Promise<LeadRow> {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.artistId, artistId)));
  if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
  return lead;
}
