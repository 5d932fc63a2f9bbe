import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LeadRouting } from '#common/contracts/studios.ts';
import type { Brief } from '#common/domain/consultation/index.ts';
import { latestStudioRouting, type StudioRoutingRecord } from '#common/domain/studio/studio-turn.ts';
import type { Db } from '../../db/client.ts';
import { type ConversationRow, conversations, leads, type StoredChatMessage } from '../../db/schema/index.ts';
import { type ConsultationArtist, loadConsultationArtist } from '../consultation/load-consultation-artist.ts';
import { loadStudioConsultation } from '../consultation/studio-consultation.ts';
import { decideStudioRouting, type NextOpenSlot } from '../consultation/studio-routing.ts';

/** The artist a routing record sends the conversation to, with why; null for a question or no record. */
export const studioRoutedTo = (record: StudioRoutingRecord | null | undefined) =>
  record && 'routed' in record ? record.routed : null;

/**
 * Hands a studio chat's lead, saved while it was still the studio's (the owner's), to the artist it was routed
 * to, with the routing that says why (issue #28 item 3). A lead the owner already took is left alone.
 */
export async function moveStudioLead(
  db: Db,
  {
    sessionId,
    ownerId,
    artistId,
    routing,
  }: { sessionId: string; ownerId: string; artistId: string; routing: LeadRouting },
): Promise<void> {
  await db
    .update(leads)
    .set({ artistId, routing, updatedAt: new Date() })
    .where(
      and(
        eq(leads.artistId, ownerId),
        inArray(
          leads.conversationId,
          db
            .select({ id: conversations.id })
            .from(conversations)
            .where(eq(conversations.sessionId, sessionId)),
        ),
      ),
    );
}

/** What a save decides for a studio chat: the artist whose lead it is, why, and what the client is told. */
export interface StudioSave {
  artist: ConsultationArtist;
  artistId: string;
  routing: LeadRouting | null;
  /** Said after the confirmation: whom the idea went to, or which of two artists the client would like. */
  sentence: string | null;
}

/**
 * A studio chat at its save (issue #28 item 3: routed "at latest when the lead is saved"): one already routed is
 * its artist's; else the brief goes to the best fit, or the client is asked between two equal ones while the lead
 * waits with the owner. The decision is appended to the transcript, so the next turn reads the client's answer.
 */
export async function routeStudioSave(
  db: Db,
  {
    conversation,
    readBrief,
    nextOpenSlot,
    now,
  }: {
    conversation: ConversationRow & { studioId: string };
    /** The brief as the save reads it, for whom the conversation talks as. */
    readBrief: (artist: ConsultationArtist) => Brief;
    /** Between two equal fits, the artist free sooner takes the lead (decision 075). */
    nextOpenSlot: NextOpenSlot;
    now: Date;
  },
): Promise<StudioSave> {
  const loadArtist = (artistId: string) => loadConsultationArtist(db, artistId);
  const latest = latestStudioRouting(conversation.messages);
  const routed = studioRoutedTo(latest);
  if (routed) {
    const artist = await loadArtist(routed.artistId);
    return { artist, artistId: routed.artistId, routing: routed.routing, sentence: null };
  }
  const consultation = await loadStudioConsultation(db, conversation.studioId, loadArtist);
  const waiting = {
    artist: consultation.persona,
    artistId: consultation.ownerId,
    routing: null,
    sentence: null,
  };
  // Already asked: the lead waits with the owner for the client's answer in the chat.
  if (latest) return waiting;
  const decided = await decideStudioRouting(nextOpenSlot, {
    consultation,
    latest: null,
    brief: readBrief(consultation.persona),
    clientMessage: '',
    now,
  });
  if (!decided) return waiting;
  const to = studioRoutedTo(decided.record);
  const note: StoredChatMessage = {
    role: 'assistant',
    content: decided.sentence,
    timestamp: now.toISOString(),
    studioRouting: decided.record,
  };
  // In SQL, so a consult turn written meanwhile is kept; the conversation moves with its routing.
  await db
    .update(conversations)
    .set({
      messages: sql`${conversations.messages} || ${JSON.stringify([note])}::jsonb`,
      ...(to ? { artistId: to.artistId } : {}),
    })
    .where(eq(conversations.id, conversation.id));
  if (!to) return { ...waiting, sentence: decided.sentence };
  const artist = consultation.members.find((member) => member.profile.id === to.artistId)!;
  return { artist, artistId: to.artistId, routing: to.routing, sentence: decided.sentence };
}
