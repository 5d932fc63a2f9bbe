import { z } from 'zod';
import { SPECIALTY_STYLES } from '../../constants/styles.ts';

/**
 * What an artist needs to know about a tattoo, in the default order the assistant asks for it
 * (issue #4 "What a client experiences"). A conversation style may reorder them.
 */
export const BRIEF_FIELDS = [
  'idea',
  'style',
  'placement',
  'size',
  'color',
  'budget',
  'references',
  'timing',
  'contact',
] as const;
export type BriefField = (typeof BRIEF_FIELDS)[number];

/** 'black': black ink only, no grey wash ("black only", "solo negro"; decision 047). */
export const COLOR_MODES = ['color', 'black_and_grey', 'black'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const PLACEMENT_SIDES = ['left', 'right', 'both'] as const;
export type PlacementSide = (typeof PLACEMENT_SIDES)[number];

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'BRL'] as const;
export type Currency = (typeof CURRENCIES)[number];

const placementSchema = z.object({
  /** A body area such as 'forearm', 'ribs' or 'behind the ear'. */
  area: z.string(),
  side: z.enum(PLACEMENT_SIDES).optional(),
  /** Where on the area: 'inner', 'outer', 'upper', 'back', 'top'... */
  subArea: z.string().optional(),
});
export type Placement = z.infer<typeof placementSchema>;

const tattooSizeSchema = z.object({
  /** How the size reads in a summary: '3-4 in', '10 x 15 cm', 'palm-sized', 'small'. */
  text: z.string(),
  /** The largest dimension in cm, when it can be told. */
  cm: z.number().positive().optional(),
  /** 'small', 'big'...: enough not to ask again, but the artist will still want a number. */
  isVague: z.boolean().optional(),
});
export type TattooSize = z.infer<typeof tattooSizeSchema>;

const budgetSchema = z.object({
  min: z.number().nonnegative().optional(),
  max: z.number().nonnegative().optional(),
  /** Null when the client gave no symbol or word: the engine never guesses a currency. */
  currency: z.enum(CURRENCIES).nullable(),
  /** How the budget reads in a summary: '$300-500', 'up to £600', '~€400', 'flexible'. */
  text: z.string(),
  isFlexible: z.boolean().optional(),
});
export type Budget = z.infer<typeof budgetSchema>;

const contactSchema = z.object({ email: z.string().optional(), phone: z.string().optional() });
export type Contact = z.infer<typeof contactSchema>;

/**
 * Everything read from a conversation. A schema, so that a brief from the OpenAI-compatible adapter
 * (issue #4 "AI providers") can be validated before the server scores it.
 */
export const briefSchema = z.object({
  /** The idea in the client's words, trimmed of filler: 'wolf head', 'rose with my mums name'. */
  idea: z.string().nullable(),
  /** Known subjects seen anywhere in the conversation ('wolf', 'rose'), for portfolio matching. */
  subjects: z.array(z.string()),
  style: z.enum(SPECIALTY_STYLES).nullable(),
  colorMode: z.enum(COLOR_MODES).nullable(),
  placement: placementSchema.nullable(),
  size: tattooSizeSchema.nullable(),
  budget: budgetSchema.nullable(),
  /** True when images were attached or references mentioned; false when the client said they have none. */
  hasReferences: z.boolean().nullable(),
  timing: z.string().nullable(),
  contact: contactSchema.nullable(),
  /** A stated age; drives the under-age gate (spec §5: minimum age 18). */
  age: z.number().int().nullable(),
  isCoverUp: z.boolean(),
  /**
   * Issue #11: the client confirmed being 18 or over (true) or said they are not (false); null until asked.
   * Defaulted so a model's brief without it still validates.
   */
  isAdultConfirmed: z.boolean().nullable().default(null),
  /** "turning 18 in june": under age today, welcome after the birthday. */
  turnsAdultSoon: z.boolean().default(false),
  /** A name, a date or a quote in script: lettering needs no style question (issue #11). */
  isLettering: z.boolean().default(false),
  /** ISO 639-1 language the client writes in ('en', 'es', 'pt', …), kept on the lead; null until told. */
  language: z.string().nullable().default(null),
  /** Fields the client answered with "not sure" or "up to the artist": never asked again. */
  deferredFields: z.array(z.enum(BRIEF_FIELDS)),
});
export type Brief = z.infer<typeof briefSchema>;

/** The facts about the tattoo and the client's contact, as nothing has told them yet. */
export const EMPTY_PROJECT_FACTS = {
  idea: null,
  subjects: [],
  style: null,
  colorMode: null,
  placement: null,
  size: null,
  budget: null,
  hasReferences: null,
  timing: null,
  contact: null,
  isCoverUp: false,
  isLettering: false,
} as const satisfies Partial<Brief>;

export const EMPTY_BRIEF: Brief = {
  ...EMPTY_PROJECT_FACTS,
  subjects: [],
  age: null,
  isAdultConfirmed: null,
  turnsAdultSoon: false,
  language: null,
  deferredFields: [],
};

/** Issue #11: the client is known to be an adult, by a stated age or a confirmation. */
export function isKnownAdult(brief: Pick<Brief, 'age' | 'isAdultConfirmed'>, minimumAge: number): boolean {
  return brief.age !== null ? brief.age >= minimumAge : brief.isAdultConfirmed === true;
}

/** The fields that answer a question; a single message's findings have them too. */
export type BriefAnswers = Pick<
  Brief,
  'idea' | 'style' | 'placement' | 'size' | 'colorMode' | 'budget' | 'hasReferences' | 'timing' | 'contact'
>;

/** True when the client gave the field (a deferred answer is not a given one). */
export function hasField(brief: BriefAnswers, field: BriefField): boolean {
  switch (field) {
    case 'idea':
      return brief.idea !== null;
    case 'style':
      return brief.style !== null;
    case 'placement':
      return brief.placement !== null;
    case 'size':
      return brief.size !== null;
    case 'color':
      return brief.colorMode !== null;
    case 'budget':
      return brief.budget !== null;
    case 'references':
      return brief.hasReferences !== null;
    case 'timing':
      return brief.timing !== null;
    case 'contact':
      return brief.contact !== null;
  }
}

/** The fields still to ask for, in the given order: neither given nor deferred. */
export function missingFields(brief: Brief, order: readonly BriefField[] = BRIEF_FIELDS): BriefField[] {
  return order.filter((field) => !hasField(brief, field) && !brief.deferredFields.includes(field));
}
