import {
  type ConsultationResult,
  type ConversationStyle,
  runConsultation,
} from '#common/domain/consultation/index.ts';
import type { StoredChatMessage } from '../../db/schema/index.ts';
import { aiUsage } from '../../db/schema/index.ts';
import type { ChatDeps } from './chat-deps.ts';
import type { ChatArtist } from './load-chat-artist.ts';
import { refineWithModel } from './refine-with-model.ts';

/**
 * The engine's answer to the transcript (spec §4), rewritten by the configured model when there is one; the
 * model's token usage is recorded for the artist's cost figures. Never fails because of the model.
 */
export async function answerTurn(
  { db, textProvider, log }: Pick<ChatDeps, 'db' | 'textProvider' | 'log'>,
  {
    artist,
    artistId,
    sessionId,
    transcript,
    style,
  }: {
    artist: ChatArtist;
    artistId: string;
    sessionId: string;
    transcript: readonly StoredChatMessage[];
    style: ConversationStyle;
  },
): Promise<ConsultationResult> {
  const turn = runConsultation({
    messages: transcript,
    artist: artist.profile,
    portfolio: artist.portfolio,
    style,
  });
  if (!textProvider) return turn;
  const refined = await refineWithModel({
    provider: textProvider,
    result: turn,
    artist: artist.profile,
    style,
    messages: transcript,
    log,
  });
  if (refined.usage) {
    await db.insert(aiUsage).values({
      artistId,
      sessionId,
      provider: textProvider.name,
      model: textProvider.model,
      ...refined.usage,
    });
  }
  return refined.result;
}
