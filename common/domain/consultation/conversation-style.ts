import { z } from 'zod';
import { BRIEF_FIELDS, type BriefField } from './brief.ts';

export const CONVERSATION_TONES = ['friendly', 'professional', 'playful'] as const;
export type ConversationTone = (typeof CONVERSATION_TONES)[number];

/**
 * How the assistant talks: the knobs an A/B experiment variant's config object turns (issue #4, spec §3
 * Experiment). Every field is lenient: a missing or invalid value falls back to the default, so a
 * hand-written variant config can never break the chat. Default: friendly and concise.
 */
export const conversationStyleSchema = z
  .object({
    tone: z.enum(CONVERSATION_TONES).catch('friendly'),
    /** Opens the first reply instead of the tone's usual opener. */
    greeting: z.string().trim().min(1).max(300).optional().catch(undefined),
    /** Fields to ask for first; the rest follow in the default order. Unknown names are dropped. */
    questionOrder: z.array(z.unknown()).transform(keepBriefFields).optional().catch(undefined),
    /** Ask for the budget right after the idea. */
    askBudgetEarly: z.boolean().catch(false),
    useEmoji: z.boolean().catch(false),
    /** Show the artist's work from the first reply, before anything matches. */
    showPortfolioEarly: z.boolean().catch(false),
  })
  .catch({ tone: 'friendly', askBudgetEarly: false, useEmoji: false, showPortfolioEarly: false });

function keepBriefFields(values: unknown[]): BriefField[] {
  return values.filter((value): value is BriefField => BRIEF_FIELDS.some((field) => field === value));
}

export type ConversationStyle = z.output<typeof conversationStyleSchema>;
/** A style, part of one, or an experiment variant's raw config object: all are read leniently. */
export type ConversationStyleConfig = Partial<ConversationStyle> | Record<string, unknown>;

export const DEFAULT_CONVERSATION_STYLE: ConversationStyle = conversationStyleSchema.parse({});

/** Reads an experiment variant's config object (any JSON) into a style; never throws. */
export function parseConversationStyle(config: unknown): ConversationStyle {
  return conversationStyleSchema.parse(config ?? {});
}

/** The order the assistant asks for missing fields under this style. */
export function questionOrder(style: ConversationStyle): BriefField[] {
  const order = [...new Set([...(style.questionOrder ?? []), ...BRIEF_FIELDS])];
  if (!style.askBudgetEarly) return order;
  const rest = order.filter((field) => field !== 'budget' && field !== 'idea');
  return ['idea', 'budget', ...rest];
}
