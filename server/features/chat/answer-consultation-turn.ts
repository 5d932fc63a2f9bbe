import type { FastifyBaseLogger } from 'fastify';
import {
  type Brief,
  type ConsultationResult,
  type ConversationStyle,
  runConsultation,
} from '#common/domain/consultation/index.ts';
import type { ConsultationChannel } from '#common/domain/consultation/run-consultation.ts';
import type { Db } from '../../db/client.ts';
import type { StoredChatMessage } from '../../db/schema/index.ts';
import { aiUsage } from '../../db/schema/index.ts';
import type { AiTextProvider } from '../../providers/ai/types.ts';
import type { ChatArtist } from './load-chat-artist.ts';
import { refineWithModel } from './refine-with-model.ts';

/**
 * One consultation turn for any channel (web chat, Instagram DM): the engine's answer to the transcript
 * (spec §4), rewritten by the configured model when there is one (decision 029), with the model's token
 * usage recorded for the artist's cost figures. `previousBrief` is the brief stored after the last turn.
 * Never fails because of the model.
 */
export async function answerConsultationTurn(
  { db, textProvider, log }: { db: Db; textProvider: AiTextProvider | undefined; log: FastifyBaseLogger },
  {
    artist,
    artistId,
    sessionId,
    transcript,
    style,
    previousBrief,
    channel = 'web',
  }: {
    artist: ChatArtist;
    artistId: string;
    sessionId: string;
    transcript: readonly StoredChatMessage[];
    style: ConversationStyle;
    previousBrief: Brief | null;
    channel?: ConsultationChannel;
  },
): Promise<ConsultationResult> {
  const turn = runConsultation({
    messages: transcript,
    artist: artist.profile,
    portfolio: artist.portfolio,
    style,
    channel,
  });
  if (!textProvider) return turn;
  const refined = await refineWithModel({
    provider: textProvider,
    result: turn,
    artist: artist.profile,
    style,
    messages: transcript,
    previousBrief,
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
