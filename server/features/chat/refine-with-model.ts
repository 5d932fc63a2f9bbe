import type { FastifyBaseLogger } from 'fastify';
import type { ArtistProfile, ConversationStyle } from '#common/domain/consultation/index.ts';
import {
  type Brief,
  type ConsultationResult,
  clarityScore,
  extractBrief,
  findHardGates,
  missingFields,
  READY_TO_SAVE_CLARITY,
  summarizeDirection,
} from '#common/domain/consultation/index.ts';
import type { AiTextProvider, ModelBriefFields, TokenUsage } from '../../providers/ai/types.ts';

/** How many recent messages the model sees: the brief carries the rest (issue #4 "trimmed history"). */
const RECENT_TURNS = 6;

/** Which brief field each model field fills, read back through the engine's own parser. */
const FIELD_KEYS: Array<[keyof ModelBriefFields, keyof Brief]> = [
  ['idea', 'idea'],
  ['style', 'style'],
  ['colorMode', 'colorMode'],
  ['placement', 'placement'],
  ['size', 'size'],
  ['budget', 'budget'],
  ['timing', 'timing'],
];

/**
 * Fills fields the engine missed with what the model read, parsed again by the engine so the brief stays
 * structured and the score deterministic. Fields the engine found are never overwritten.
 */
export function mergeModelFields(brief: Brief, fields: ModelBriefFields, styles: readonly string[]): Brief {
  const merged: Brief = { ...brief };
  for (const [modelKey, briefKey] of FIELD_KEYS) {
    const text = fields[modelKey];
    if (!text || merged[briefKey] !== null) continue;
    const parsed = extractBrief([{ role: 'user', content: text }], styles);
    (merged as unknown as Record<string, unknown>)[briefKey] = parsed[briefKey];
  }
  return merged;
}

export interface RefinedTurn {
  result: ConsultationResult;
  usage: TokenUsage | null;
}

/**
 * Asks the configured model to write this turn's reply. A timeout or unusable answer keeps the built-in
 * engine's reply for the turn and logs the fallback; the chat never fails because of the model.
 */
export async function refineWithModel({
  provider,
  result,
  artist,
  style,
  messages,
  log,
}: {
  provider: AiTextProvider;
  result: ConsultationResult;
  artist: ArtistProfile;
  style: ConversationStyle;
  messages: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>;
  log: FastifyBaseLogger;
}): Promise<RefinedTurn> {
  try {
    const answer = await provider.consultTurn({
      artist,
      style,
      brief: result.brief,
      missingFields: result.missingFields,
      gates: result.gates,
      recentMessages: messages.slice(-RECENT_TURNS).map(({ role, content }) => ({ role, content })),
      engineReply: result.response,
    });
    const brief = mergeModelFields(result.brief, answer.fields, artist.specialtyStyles);
    const gates = findHardGates(brief, artist);
    const clarity = clarityScore(brief);
    const isUnderAge = gates.some((gate) => gate.kind === 'under_age');
    return {
      result: {
        ...result,
        // A hard gate's wording is the engine's: the model may not soften a refusal away.
        response: isUnderAge ? result.response : answer.reply,
        brief,
        gates,
        missingFields: missingFields(brief),
        clarityScore: clarity,
        readyToSave: clarity >= READY_TO_SAVE_CLARITY && !isUnderAge,
        directionSummary: summarizeDirection(brief),
      },
      usage: answer.usage,
    };
  } catch (error) {
    log.warn(
      { err: error, provider: provider.name },
      'AI provider failed; the built-in engine answered this turn',
    );
    return { result, usage: null };
  }
}
