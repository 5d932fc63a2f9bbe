import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { entitlementOf, hasFeature } from '#common/domain/billing/entitlement.ts';
import {
  type MessageIntent,
  SILENT_ON_INSTAGRAM,
} from '#common/domain/consultation/classify/message-intent.ts';
import {
  type Brief,
  type ConsultationResult,
  type ConversationStyle,
  runConsultation,
} from '#common/domain/consultation/index.ts';
import type { ConsultationChannel } from '#common/domain/consultation/run-consultation.ts';
import type { StudioRoutingRecord } from '#common/domain/studio/studio-turn.ts';
import type { Db } from '../../db/client.ts';
import type { StoredChatMessage } from '../../db/schema/index.ts';
import type { AiTextProvider, ModelTurnUsage } from '../../providers/ai/types.ts';
import { assignConversationStyle } from '../experiments/assign-conversation-style.ts';
import { buildLeadValues, type LeadValues } from './build-lead-values.ts';
import type { ConsultationArtist } from './load-consultation-artist.ts';
import { refineWithModel } from './refine-with-model.ts';
import type { StudioConsultation } from './studio-consultation.ts';
import { decideStudioRouting, type NextOpenSlot } from './studio-routing.ts';

/** Intents that make a conversation a consultation, and so a lead (issue #10: only tattoo inquiries). */
const TATTOO_TALK: ReadonlySet<MessageIntent> = new Set(['tattoo_inquiry', 'answer', 'studio_question']);

/** Intents a channel answers with silence, leaving the thread to the artist. */
const SILENT_INTENTS: Record<ConsultationChannel, ReadonlySet<MessageIntent>> = {
  web: new Set(),
  instagram: SILENT_ON_INSTAGRAM,
};

export interface ConsultationTurnDeps {
  db: Db;
  /** The configured model (AI_PROVIDER=openai); undefined: the engine's own replies. */
  textProvider: AiTextProvider | undefined;
  log: FastifyBaseLogger;
  /** A studio chat's tie between two artists goes to the one free sooner (decision 075). */
  nextOpenSlot: NextOpenSlot;
}

export interface ConsultationTurnInput {
  artist: ConsultationArtist;
  channel: ConsultationChannel;
  sessionId: string;
  /** The artist trying their own assistant: kept out of A/B experiments. */
  isTest: boolean;
  /** The stored transcript, ending with the client's new message(s). */
  transcript: readonly StoredChatMessage[];
  /**
   * What the engine reads, when it differs from what is stored: an Instagram image that could not be copied
   * is not stored, yet the client did send one.
   */
  engineTranscript?: Parameters<typeof runConsultation>[0]['messages'];
  /** The brief stored after the last turn: it keeps what an earlier model turn read. */
  previousBrief: Brief | null;
  /** Whether the channel would deliver a reply at all now (a DM thread the artist took over would not). */
  mayReply: boolean;
  /** The turn's time: the artist's plan is read at it. */
  now: Date;
  /**
   * A studio chat no artist has taken yet (issue #28 item 3): `artist` is the studio's persona, and the turn
   * routes the conversation once the idea is clear (the transcript's last routing record read with it).
   */
  studio?: { consultation: StudioConsultation; latest: StudioRoutingRecord | null };
}

export interface ConsultationTurn {
  result: ConsultationResult;
  /** The reply to send, or null when the channel stays silent on this message. */
  reply: string | null;
  intent: MessageIntent;
  /** The conversation is about a tattoo, the studio or a booking: it is, or becomes, a lead. */
  isTattooTalk: boolean;
  /** The lead's fields and score as the conversation now stands (contact details are the channel's). */
  lead: LeadValues;
  /** The model's tokens and why its reply was not sent, to record with the turn's other writes (recordModelUsage). */
  usage: ModelTurnUsage | null;
  /**
   * What a studio chat's routing decided this turn, to store with the reply (which already says it): the artist it
   * went to, or the two the client is asked to choose between; null for an artist's own chat or nothing decided.
   */
  studioRouting: StudioRoutingRecord | null;
}

/**
 * One consultation turn for every channel (conventions §11): the conversation's style in the running A/B
 * experiments, the built-in engine's answer to the transcript (spec §4), the configured model's rewrite when it
 * may help (decision 029), and the lead it makes. Writes nothing but the style assignment, so a channel can run
 * it outside its transaction and store the effects together. Never fails because of the model.
 */
export async function takeConsultationTurn(
  { db, textProvider, log, nextOpenSlot }: ConsultationTurnDeps,
  input: ConsultationTurnInput,
): Promise<ConsultationTurn> {
  const { artist, channel, transcript } = input;
  const style: ConversationStyle = await assignConversationStyle({
    db,
    sessionId: input.sessionId,
    isTest: input.isTest,
    // Decision 070: A/B testing is a plan feature; the plan comes with the cached artist, so this costs no query.
    isEnrolled: hasFeature(entitlementOf(artist.subscription, input.now), 'abTesting'),
  });
  let result = runConsultation({
    messages: input.engineTranscript ?? transcript,
    artist: artist.profile,
    portfolio: artist.portfolio,
    style,
    channel,
    withPlan: textProvider !== undefined,
  });
  const intent = result.classification?.intent ?? 'other';
  const mayReply = input.mayReply && !SILENT_INTENTS[channel].has(intent);
  const isTattooTalk = TATTOO_TALK.has(intent);
  let usage: ModelTurnUsage | null = null;
  // The model writes the reply and reads the brief; a message that gets no reply and is no lead costs no call.
  if (textProvider && result.plan && (mayReply || isTattooTalk)) {
    ({ result, usage } = await refineWithModel({
      provider: textProvider,
      result,
      plan: result.plan,
      artist: artist.profile,
      style,
      messages: transcript,
      previousBrief: input.previousBrief,
      log,
    }));
  }
  // An answer to "which artist?" is read whatever else it says ("Jo please!" is no tattoo talk on its own).
  const isAnswerToAsk = input.studio?.latest !== null && input.studio?.latest !== undefined;
  const lastClient = input.transcript.findLast((message) => message.role === 'user');
  const routing =
    input.studio && (isTattooTalk || isAnswerToAsk)
      ? await decideStudioRouting(nextOpenSlot, {
          ...input.studio,
          brief: result.brief,
          clientMessage: lastClient?.content ?? '',
          now: input.now,
        })
      : null;
  // The routing's sentence ends the reply in every channel: the client hears whom the idea went to, or is asked.
  // A bare answer to the question ("Bo", "Jo please!") gets the sentence alone, not the engine's reply to a message
  // that says nothing new of the piece.
  const saysNothingNew = isAnswerToAsk && isDeepStrictEqual(result.brief, input.previousBrief);
  if (routing)
    result = {
      ...result,
      response:
        isTattooTalk && !saysNothingNew ? `${result.response}\n\n${routing.sentence}` : routing.sentence,
    };
  return {
    result,
    reply: mayReply ? result.response : null,
    intent,
    isTattooTalk,
    lead: buildLeadValues(result.brief, artist, result.openQuestions),
    usage,
    studioRouting: routing?.record ?? null,
  };
}
