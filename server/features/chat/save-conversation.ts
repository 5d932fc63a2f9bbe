import { eq, sql } from 'drizzle-orm';
import { MINIMUM_CLIENT_AGE } from '#common/constants/limits.ts';
import type { SaveConversationRequest, SaveConversationResponse } from '#common/contracts/chat.ts';
import {
  artistDisplayName,
  extractBrief,
  findHardGates,
  scoreLead,
  toLeadFields,
} from '#common/domain/consultation/index.ts';
import type { Db } from '../../db/client.ts';
import { conversations, leads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordEvents } from '../analytics/record-event.ts';
import { recordConversion } from '../experiments/record-conversion.ts';
import { loadChatArtist } from './load-chat-artist.ts';

/**
 * Saves a conversation as a lead for its artist (spec §7 POST /api/chat/save). The brief is re-extracted
 * and re-scored from the stored transcript: the client's clarityScore and summary are never trusted.
 * Idempotent per session: saving again updates the lead (keeping its status and notes).
 */
export async function saveConversation({
  db,
  request,
}: {
  db: Db;
  request: SaveConversationRequest;
}): Promise<SaveConversationResponse> {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.sessionId, request.sessionId));
  if (!conversation) throw new AppError('NOT_FOUND', 'No conversation for this session yet');

  const artist = await loadChatArtist(db, conversation.artistId);
  const brief = extractBrief(conversation.messages, {
    preferredStyles: artist.profile.specialtyStyles,
    artistName: artistDisplayName(artist.profile),
  });
  // Issue #11: the server, not only the UI, refuses a client who said they are under 18.
  if (findHardGates(brief, artist.profile).some((gate) => gate.kind === 'under_age')) {
    throw new AppError(
      'FORBIDDEN',
      `This conversation says the client is under ${MINIMUM_CLIENT_AGE}; ${artistDisplayName(artist.profile)} only tattoos clients who are ${MINIMUM_CLIENT_AGE} or older, so it cannot be saved`,
    );
  }
  const score = scoreLead(brief, artist.profile, artist.portfolio);
  const values = {
    email: request.email.toLowerCase(),
    name: request.name || null,
    phone: request.phone || brief.contact?.phone || null,
    fitScore: score.fitScore,
    matchPercentage: score.matchPercentage,
    detailedRating: score.detailedRating,
    projectSummary: score.projectSummary,
    matchBreakdown: score.matchBreakdown,
    ...toLeadFields(brief),
    language: brief.language,
    updatedAt: new Date(),
  };
  const [lead] = await db
    .insert(leads)
    .values({
      artistId: conversation.artistId,
      conversationId: conversation.id,
      isTest: conversation.isTest,
      ...values,
    })
    .onConflictDoUpdate({ target: leads.conversationId, set: values })
    .returning({ id: leads.id, isNew: sql<boolean>`xmax = 0` });

  if (!conversation.isTest) {
    // A repeated save updates the lead; the saved-conversation event counts the first save only
    // (xmax = 0 marks a row this statement inserted rather than updated).
    if (lead!.isNew) {
      await recordEvents({
        db,
        sessionId: request.sessionId,
        artistId: conversation.artistId,
        events: [
          { eventType: 'conversation_saved', properties: { leadId: lead!.id, fitScore: score.fitScore } },
        ],
      });
    }
    await recordConversion({ db, goal: 'lead_submission', sessionId: request.sessionId });
  }
  return { leadId: lead!.id };
}
