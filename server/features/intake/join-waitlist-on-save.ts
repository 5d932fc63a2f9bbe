import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type LeadRow, leads, waitlistEntries } from '../../db/schema/index.ts';

/** What a waitlist entry keeps of the lead (issue #26 item 7): the idea, style and area, as the lead reads now. */
export const keptOfLead = (lead: LeadRow) => ({
  idea: lead.description?.trim() || lead.projectSummary,
  style: lead.tattooStyle,
  area: lead.placement,
});

/**
 * A web chat saved while the books are closed or waitlist-only (the books are intake's; decision 063) joins the
 * waitlist at once, any day, since the chat tells the client they are on it (decision 067); the request page then
 * asks which days suit. A lead already on it keeps its place.
 */
export async function joinWaitlistOnSave(
  db: Db,
  { leadId, artistId, now }: { leadId: string; artistId: string; now: Date },
): Promise<void> {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.artistId, artistId)));
  if (!lead || lead.email.trim() === '') return;
  await db
    .insert(waitlistEntries)
    .values({ artistId, leadId, ...keptOfLead(lead), joinedAt: now })
    .onConflictDoNothing({ target: waitlistEntries.leadId });
}
