import type { FastifyBaseLogger } from 'fastify';
import { MINIMUM_CLIENT_AGE } from '#common/constants/limits.ts';
import { isKnownAdult } from '#common/domain/consultation/brief.ts';
import {
  type ArtistProfile,
  type Brief,
  type BriefField,
  briefSchema,
  type ConsultationResult,
  type ConversationStyle,
  checkModelReply,
  clarityScore,
  extractBrief,
  findHardGates,
  type MessageIntent,
  missingFields,
  READY_TO_SAVE_CLARITY,
  summarizeDirection,
  type TurnPlan,
} from '#common/domain/consultation/index.ts';
import { AiProviderSkippedError } from '../../providers/ai/circuit-breaker.ts';
import type { AiTextProvider, ModelBriefFields, ModelTurnUsage } from '../../providers/ai/types.ts';

/** How many recent messages the model sees: the brief carries the rest (issue #4 "trimmed history"). */
const RECENT_TURNS = 6;

/** The brief fields a model may fill, each with the question field that defers it ("not sure"). */
const GAP_FIELDS = [
  ['idea', 'idea'],
  ['style', 'style'],
  ['colorMode', 'color'],
  ['placement', 'placement'],
  ['size', 'size'],
  ['budget', 'budget'],
  ['timing', 'timing'],
] as const satisfies ReadonlyArray<readonly [keyof ModelBriefFields & keyof Brief, BriefField]>;

type GapField = (typeof GAP_FIELDS)[number][0];

/** Messages the model must not answer or read anything from: its reply would give them a voice. */
const ENGINE_ONLY_INTENTS: ReadonlySet<MessageIntent> = new Set(['business_or_spam', 'abuse', 'injection']);

/**
 * Fills the brief's gaps from `source` (decision 029): a field the engine read, or one the client deferred
 * with "not sure", is never overwritten, and each value must pass the brief's own schema.
 */
export function fillBriefGaps(brief: Brief, source: Partial<Record<GapField, unknown>>): Brief {
  const filled: Brief = { ...brief };
  for (const [key, field] of GAP_FIELDS) {
    if (filled[key] !== null || brief.deferredFields.includes(field)) continue;
    const value = briefSchema.shape[key].safeParse(source[key] ?? null);
    if (value.success && value.data !== null) (filled as Record<GapField, unknown>)[key] = value.data;
  }
  return filled;
}

/**
 * Reads the model's fields with the engine's own parser, each alone, so only what the engine recognises
 * as a tattoo detail is kept: "left forearm" becomes a placement, "pizza near the studio" becomes nothing.
 */
export function parseModelFields(
  fields: ModelBriefFields,
  styles: readonly string[],
): Partial<Record<GapField, unknown>> {
  const parsed: Partial<Record<GapField, unknown>> = {};
  for (const [key] of GAP_FIELDS) {
    const text = fields[key]?.trim();
    if (text) parsed[key] = extractBrief([{ role: 'user', content: text }], styles)[key];
  }
  return parsed;
}

/** The turn's result re-derived from a brief the model helped fill: gates, score and readiness. */
function withBrief(result: ConsultationResult, brief: Brief, artist: ArtistProfile): ConsultationResult {
  const gates = findHardGates(brief, artist);
  const isUnderAge = gates.some((gate) => gate.kind === 'under_age');
  const clarity = clarityScore(brief);
  return {
    ...result,
    brief,
    gates,
    missingFields: missingFields(brief),
    clarityScore: clarity,
    // The model may make a brief clear enough; the client must still be a known adult (issue #11).
    readyToSave: clarity >= READY_TO_SAVE_CLARITY && !isUnderAge && isKnownAdult(brief, MINIMUM_CLIENT_AGE),
    directionSummary: summarizeDirection(brief),
  };
}

export interface RefinedTurn {
  result: ConsultationResult;
  usage: ModelTurnUsage | null;
}

/**
 * Asks the configured model to write this turn's reply from the engine's plan, and fills the brief's gaps with
 * what it read (decision 029). The reply is sent only when it passes the plan's check (decision 050); otherwise
 * the engine's reply is, and the faults are returned with the usage. `previousBrief`, the brief stored after
 * the last turn, keeps what an earlier model turn read. A failing, slow or cooling-down model keeps the built-in
 * engine's turn; the chat never fails because of the model.
 */
export async function refineWithModel({
  provider,
  result,
  plan,
  artist,
  style,
  messages,
  previousBrief,
  log,
}: {
  provider: AiTextProvider;
  result: ConsultationResult;
  /** The engine's plan for this reply (decision 050): what the model is told, and what its reply is checked against. */
  plan: TurnPlan;
  artist: ArtistProfile;
  style: ConversationStyle;
  messages: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>;
  previousBrief: Brief | null;
  log: FastifyBaseLogger;
}): Promise<RefinedTurn> {
  const carried = previousBrief
    ? withBrief(result, fillBriefGaps(result.brief, previousBrief), artist)
    : result;
  const intent = result.classification?.intent;
  if (intent && ENGINE_ONLY_INTENTS.has(intent)) return { result: carried, usage: null };
  try {
    const answer = await provider.consultTurn({
      artist,
      style,
      brief: carried.brief,
      missingFields: carried.missingFields,
      gates: carried.gates,
      recentMessages: messages.slice(-RECENT_TURNS).map(({ role, content }) => ({ role, content })),
      plan,
    });
    // This turn's reading first, then what earlier turns read: the latest answer wins.
    const read = fillBriefGaps(result.brief, parseModelFields(answer.fields, artist.specialtyStyles));
    const refined = withBrief(result, previousBrief ? fillBriefGaps(read, previousBrief) : read, artist);
    // A model can only make a reply better: one that breaks the plan (a hard gate's wording included) is not sent.
    const rejectedFor = checkModelReply(answer.reply, plan);
    if (rejectedFor.length > 0) {
      log.info(
        { provider: provider.name, rejectedFor },
        "model reply broke the turn's plan; engine answered",
      );
    }
    return {
      result: { ...refined, response: rejectedFor.length > 0 ? result.response : answer.reply },
      usage: { ...answer.usage, rejectedFor },
    };
  } catch (error) {
    if (error instanceof AiProviderSkippedError) {
      log.debug({ provider: provider.name, until: error.until }, 'AI provider cooling down; engine answered');
    } else {
      log.warn(
        { err: error, provider: provider.name },
        'AI provider failed; the built-in engine answered this turn',
      );
    }
    return { result: carried, usage: null };
  }
}
