import { eq } from 'drizzle-orm';
import type { ChatResponse, ConsultRequest } from '../../../common/contracts/chat.ts';
import { runConsultation } from '../../../common/domain/consultation/index.ts';
import { aiUsage, conversations, type StoredChatMessage } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ChatEvent, recordEvents } from '../analytics/record-event.ts';
import { assignConversationStyle } from '../experiments/assign-conversation-style.ts';
import { recordConversion } from '../experiments/record-conversion.ts';
import type { ChatDeps } from './chat-deps.ts';
import { refineWithModel } from './refine-with-model.ts';
import { storeChatImages } from './store-chat-images.ts';
import { storeConceptVisual } from './store-concept-visual.ts';

/** Issue #4: engagement is a client who has sent at least this many messages. */
const ENGAGED_CLIENT_MESSAGES = 3;

const clientMessageCount = (messages: readonly StoredChatMessage[]) =>
  messages.filter((message) => message.role === 'user').length;

/**
 * One consultation turn (spec §7 POST /api/chat/consult): stores the client's new messages and images,
 * runs the engine (and the AI provider, if configured), upserts the transcript and records analytics.
 * Throws NOT_FOUND for an unknown artist and BAD_REQUEST when the session belongs to another artist.
 */
export async function consult(
  deps: ChatDeps,
  { request, viewerId }: { request: ConsultRequest; viewerId: string | null },
): Promise<ChatResponse> {
  const { db, storage, log } = deps;
  const artistId = request.artistId ?? deps.demoArtistId;
  const artist = await deps.loadArtist(artistId);
  const [existing] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.sessionId, request.sessionId));
  if (existing && existing.artistId !== artistId) {
    throw new AppError('BAD_REQUEST', 'This chat session belongs to another artist; open a new chat');
  }
  // The artist trying their own assistant: kept out of analytics and quotas (issue #4 Test Chatbot).
  const isTest = existing?.isTest ?? viewerId === artistId;

  const stored = existing?.messages ?? [];
  const kept = stored.slice(0, Math.min(stored.length, request.messages.length));
  const now = new Date().toISOString();
  const added: StoredChatMessage[] = [];
  for (const [offset, message] of request.messages.slice(kept.length).entries()) {
    const images = message.images?.length
      ? await storeChatImages({
          storage,
          conversationKey: request.sessionId,
          images: message.images,
          messageIndex: kept.length + offset,
        })
      : undefined;
    added.push({
      role: message.role,
      content: message.content,
      timestamp: now,
      ...(images ? { images } : {}),
    });
  }
  const transcript = [...kept, ...added];

  // The session's variant in the running A/B experiments decides how the assistant talks (issue #6).
  const style = await assignConversationStyle({ db, sessionId: request.sessionId, isTest });
  let turn = runConsultation({
    messages: transcript,
    artist: artist.profile,
    portfolio: artist.portfolio,
    style,
  });
  if (deps.textProvider) {
    const refined = await refineWithModel({
      provider: deps.textProvider,
      result: turn,
      artist: artist.profile,
      style,
      messages: transcript,
      log,
    });
    turn = refined.result;
    if (refined.usage) {
      await db.insert(aiUsage).values({
        artistId,
        sessionId: request.sessionId,
        provider: deps.textProvider.name,
        model: deps.textProvider.model,
        ...refined.usage,
      });
    }
  }

  const conceptVisual =
    turn.conceptVisual && turn.conceptBoardSvg
      ? {
          ...turn.conceptVisual,
          imageUrl: await storeConceptVisual({
            storage,
            imageProvider: deps.imageProvider,
            draft: turn.conceptVisual,
            boardSvg: turn.conceptBoardSvg,
            log,
          }),
        }
      : null;

  const messages = [...transcript, { role: 'assistant' as const, content: turn.response, timestamp: now }];
  const values = { messages, brief: turn.brief, clarityScore: turn.clarityScore, updatedAt: new Date() };
  await db
    .insert(conversations)
    .values({ sessionId: request.sessionId, artistId, isTest, ...values })
    .onConflictDoUpdate({ target: conversations.sessionId, set: values });

  if (!isTest) {
    const events: ChatEvent[] = [];
    if (!existing) events.push({ eventType: 'chat_opened' });
    events.push({ eventType: 'message_sent', properties: { clarityScore: turn.clarityScore } });
    const before = clientMessageCount(stored);
    const after = clientMessageCount(transcript);
    const isNewlyEngaged = before < ENGAGED_CLIENT_MESSAGES && after >= ENGAGED_CLIENT_MESSAGES;
    if (isNewlyEngaged) {
      events.push({ eventType: 'chat_engagement', properties: { clientMessages: after } });
    }
    await recordEvents({ db, sessionId: request.sessionId, artistId, events });
    if (isNewlyEngaged) await recordConversion({ db, goal: 'chat_engagement', sessionId: request.sessionId });
  }

  return {
    response: turn.response,
    portfolioImages: turn.portfolioImages,
    conceptVisual,
    clarityScore: turn.clarityScore,
    readyToSave: turn.readyToSave,
    directionSummary: turn.directionSummary,
  };
}
