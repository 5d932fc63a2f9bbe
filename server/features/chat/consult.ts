import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ChatResponse, ConsultRequest } from '#common/contracts/chat.ts';
import { runConsultation } from '#common/domain/consultation/index.ts';
import type { Db } from '../../db/client.ts';
import { aiUsage, analyticsEvents, conversations, type StoredChatMessage } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { analyticsEventRows, type ChatEvent } from '../analytics/record-event.ts';
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
  const clientMessages = clientMessageCount(transcript);
  const isNewlyEngaged =
    !isTest &&
    clientMessageCount(stored) < ENGAGED_CLIENT_MESSAGES &&
    clientMessages >= ENGAGED_CLIENT_MESSAGES;
  const events: ChatEvent[] = isTest
    ? []
    : [
        ...(existing ? [] : [{ eventType: 'chat_opened' as const }]),
        { eventType: 'message_sent', properties: { clarityScore: turn.clarityScore } },
        ...(isNewlyEngaged
          ? [{ eventType: 'chat_engagement' as const, properties: { clientMessages } }]
          : []),
      ];
  await saveTurn(db, {
    conversation: {
      sessionId: request.sessionId,
      artistId,
      isTest,
      messages,
      brief: turn.brief,
      clarityScore: turn.clarityScore,
    },
    events,
  });
  if (isNewlyEngaged) await recordConversion({ db, goal: 'chat_engagement', sessionId: request.sessionId });

  return {
    response: turn.response,
    portfolioImages: turn.portfolioImages,
    conceptVisual,
    clarityScore: turn.clarityScore,
    readyToSave: turn.readyToSave,
    directionSummary: turn.directionSummary,
  };
}

/** In an upsert's update: the value the insert would have written to this column. */
const excluded = (column: AnyPgColumn) => sql`excluded.${sql.identifier(column.name)}`;

/**
 * Upserts the transcript and appends the turn's analytics events in one statement (a data-modifying CTE).
 * Writing is most of a turn's database time (bench/consult.bench.ts); one statement is one round trip and
 * one commit, and a turn's events are never stored without its transcript. The update takes its values
 * from `excluded`, so the transcript goes over the wire once.
 */
async function saveTurn(
  db: Db,
  {
    conversation,
    events,
  }: { conversation: typeof conversations.$inferInsert & { artistId: string }; events: ChatEvent[] },
): Promise<void> {
  const upsert = db
    .insert(conversations)
    .values({ ...conversation, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: conversations.sessionId,
      set: {
        messages: excluded(conversations.messages),
        brief: excluded(conversations.brief),
        clarityScore: excluded(conversations.clarityScore),
        updatedAt: excluded(conversations.updatedAt),
      },
    });
  if (events.length === 0) {
    await upsert;
    return;
  }
  const saved = db.$with('saved_conversation').as(upsert.returning({ sessionId: conversations.sessionId }));
  await db
    .with(saved)
    .insert(analyticsEvents)
    .values(
      analyticsEventRows({ sessionId: conversation.sessionId, artistId: conversation.artistId, events }),
    );
}
