import { eq } from 'drizzle-orm';
import { type Brief, scoreLead, toLeadFields } from '#common/domain/consultation/index.ts';
import type { Db } from '../../db/client.ts';
import { type InstagramThreadRow, instagramThreads, leads } from '../../db/schema/index.ts';
import type { ChatArtist } from '../chat/load-chat-artist.ts';

/**
 * Creates or re-scores the thread's lead with the same scoring as a saved web chat (issue #10): its contact is
 * the Instagram username (the IGSID until Instagram names the client); email only when the client gave one.
 */
export async function upsertInstagramLead({
  db,
  thread,
  conversationId,
  artist,
  brief,
}: {
  db: Db;
  thread: InstagramThreadRow;
  conversationId: string;
  artist: ChatArtist;
  brief: Brief;
}): Promise<string> {
  const score = scoreLead(brief, artist.profile, artist.portfolio);
  const values = {
    channel: 'instagram' as const,
    instagramUsername: thread.username,
    email: brief.contact?.email?.toLowerCase() ?? '',
    phone: brief.contact?.phone ?? null,
    fitScore: score.fitScore,
    matchPercentage: score.matchPercentage,
    detailedRating: score.detailedRating,
    projectSummary: score.projectSummary,
    matchBreakdown: score.matchBreakdown,
    ...toLeadFields(brief),
    updatedAt: new Date(),
  };
  const [lead] = await db
    .insert(leads)
    .values({ artistId: thread.artistId, conversationId, ...values })
    .onConflictDoUpdate({ target: leads.conversationId, set: values })
    .returning({ id: leads.id });
  if (thread.leadId !== lead!.id) {
    await db.update(instagramThreads).set({ leadId: lead!.id }).where(eq(instagramThreads.id, thread.id));
  }
  return lead!.id;
}
