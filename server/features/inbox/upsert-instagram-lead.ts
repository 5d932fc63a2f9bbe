import { eq, sql } from 'drizzle-orm';
import type { Brief } from '#common/domain/consultation/index.ts';
import type { Db } from '../../db/client.ts';
import { type InstagramThreadRow, instagramThreads, leads } from '../../db/schema/index.ts';
import type { LeadValues } from '../consultation/build-lead-values.ts';
import { mergedOpenQuestions } from '../consultation/merged-open-questions.ts';
import { countNewRequest } from '../intake/count-new-request.ts';

/**
 * Creates or updates the thread's lead from the turn's lead values (built as a saved web chat's are): its
 * contact is the Instagram username (the IGSID until Instagram names the client); email only when the client
 * gave one. Instagram vouches for who the client is, so a later DM's details replace earlier ones. Returns the
 * lead's id and whether this made it.
 */
export async function upsertInstagramLead({
  db,
  thread,
  conversationId,
  lead: leadValues,
  brief,
}: {
  db: Db;
  thread: InstagramThreadRow;
  conversationId: string;
  lead: LeadValues;
  brief: Brief;
}): Promise<{ id: string; isNew: boolean }> {
  const values = {
    channel: 'instagram' as const,
    instagramUsername: thread.username,
    email: brief.contact?.email?.toLowerCase() ?? '',
    phone: brief.contact?.phone ?? null,
    ...leadValues,
    updatedAt: new Date(),
  };
  const [lead] = await db
    .insert(leads)
    .values({ artistId: thread.artistId, conversationId, ...values })
    .onConflictDoUpdate({
      target: leads.conversationId,
      set: { ...values, openQuestions: mergedOpenQuestions },
    })
    .returning({ id: leads.id, isNew: sql<boolean>`xmax = 0` });
  // Issue #26 item 7: a new Instagram request counts against books that close after N more, as a web one does.
  if (lead!.isNew) await countNewRequest(db, thread.artistId);
  if (thread.leadId !== lead!.id) {
    await db.update(instagramThreads).set({ leadId: lead!.id }).where(eq(instagramThreads.id, thread.id));
  }
  return lead!;
}
