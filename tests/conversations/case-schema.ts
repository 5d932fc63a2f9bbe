import { z } from 'zod';
import { SPECIALTY_STYLES } from '#common/constants/styles.ts';

/**
 * The evaluation set's case format (issue #11 "How you know it works", decision 019). A case is what a skilled
 * front-desk person would extract from a conversation and how they would answer it, written before and
 * independently of what the engine says.
 */

/** One file per category under cases/; a case's category must match its file. */
export const CATEGORIES = [
  'complete',
  'greeting',
  'fan',
  'human',
  'off-topic',
  'spam',
  'abuse',
  'injection',
  'under-age',
  'parent-for-child',
  'turning-18',
  'cover-up',
  'memorial',
  'price-first',
  'walk-in-flash',
  'studio-question',
  'unsure',
  'correction',
  'slang',
  'spanish',
  'portuguese',
  'other-language',
  'books-closed',
  'read-artist',
  'lettering',
  'images',
  'third-party',
  'single-style',
  'instagram-voice',
  'languages',
  'studio-answers',
  'dialogue',
  'reading',
  'fresh-2026-11',
  'fresh-2026-11b',
  'fresh-2026-11c',
  'fresh-2026-11d',
  'closing',
  'fresh-2026-11e',
  'fresh-2026-11f',
  'fresh-2026-11g',
  'fresh-2026-11h',
  'fresh-2026-11i',
  'fresh-2026-11j',
  'fresh-2026-11k',
  'fresh-2026-11l',
  'fresh-2026-11m',
  'fresh-2026-11n',
  'fresh-2026-11o',
  'fresh-2026-11p',
  'fresh-2026-11q',
  'fresh-2026-11r',
  'fresh-2026-11s',
  'fresh-2026-11t',
  'fresh-2026-11u',
  'fresh-2026-11v',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Held-out sets (decision 042): written before they were run, to measure whether the engine generalizes. They
 * are run, judged and printed on their own, and never gate CI; a category leaves this list (and starts gating)
 * once the engine work it measures has landed.
 */
export const HELD_OUT_CATEGORIES: ReadonlySet<Category> = new Set<Category>([
  'fresh-2026-11',
  'fresh-2026-11b',
  'fresh-2026-11c',
  'fresh-2026-11d',
  'closing',
  'fresh-2026-11e',
  'fresh-2026-11f',
  'fresh-2026-11g',
  'fresh-2026-11h',
  'fresh-2026-11i',
  'fresh-2026-11j',
  'fresh-2026-11k',
  'fresh-2026-11l',
  'fresh-2026-11m',
  'fresh-2026-11n',
  'fresh-2026-11o',
  'fresh-2026-11p',
  'fresh-2026-11q',
  'fresh-2026-11r',
  'fresh-2026-11s',
  'fresh-2026-11t',
  'fresh-2026-11u',
  'fresh-2026-11v',
  // Not held out but not yet passing: the six-language cases (issue #23 item 5) are printed apart until the
  // engine reads French, German and Italian as it reads English; they are fixed by class and then gate.
  'languages',
]);

/** The artists cases talk to (artists.ts): the seeded demo artist and fixtures with intake controls set. */
export const ARTIST_KEYS = ['mara', 'iris', 'rafa', 'juno', 'kai', 'noor', 'lena'] as const;
export type ArtistKey = (typeof ARTIST_KEYS)[number];

/** What a reply can ask about: the brief's fields plus the 18+ check (reply-analysis.ts reads which). */
export const ASKABLE_FIELDS = [
  'idea',
  'style',
  'placement',
  'size',
  'color',
  'budget',
  'references',
  'timing',
  'contact',
  'age',
] as const;
export type AskableField = (typeof ASKABLE_FIELDS)[number];

/** Questions a client asks the artist (issue #11 classifier: "question for the artist"). */
export const STUDIO_TOPICS = [
  'price',
  'walk-ins',
  'flash',
  'deposit',
  'aftercare',
  'location',
  'hours',
  'availability',
  'booking',
  'styles',
] as const;

export const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Checks on a reply; every listed check must hold. Text checks are case-insensitive substrings. */
export const replyCheckSchema = z.strictObject({
  /** At least one of these appears (e.g. the studio's address from the artist's settings). */
  mustContainAny: z.array(z.string().min(1)).min(1).optional(),
  /** None of these appears (e.g. "Love it" before bad news, an invented price). */
  mustNotContain: z.array(z.string().min(1)).min(1).optional(),
  /** The reply asks about this field (a question sentence about it). */
  asks: z.enum(ASKABLE_FIELDS).optional(),
  /** The reply asks about none of these. */
  notAsks: z.array(z.enum(ASKABLE_FIELDS)).min(1).optional(),
  /** The reply is written in this language (more of its function words than English's; see reply-analysis.ts). */
  language: z.enum(LANGUAGES).optional(),
  /** true: the artist's bookingUrl is in the reply; false: it is not. */
  bookingLink: z.boolean().optional(),
  /** Spam: no reply, or one short line (at most 20 words) that asks nothing. */
  silent: z.literal(true).optional(),
  /** A redirect or a calm line: at most two sentences and 45 words. */
  short: z.literal(true).optional(),
  /** Memorials, scars, regretted tattoos: the reply's first sentence carries a word of care (EMPATHY_WORDS). */
  empathy: z.literal(true).optional(),
  /** Offers the client a way to reach the artist or a person (HANDOFF_WORDS). */
  handoff: z.literal(true).optional(),
  /** Offers 2–3 choices (an "or" between options) to an unsure client. */
  offersOptions: z.literal(true).optional(),
});
export type ReplyCheck = z.infer<typeof replyCheckSchema>;

/**
 * Text a check looks for: a case-insensitive substring, or a regular expression written as "/source/flags"
 * (e.g. "/\\b(2|3|4) weeks/i").
 */
const pattern = z.string().min(1);

/**
 * A question the client asks inside a message (issue #23 item 8). The reply to that message must answer it:
 * it contains one of `answer`, or, when `defer` is true, an honest deferral ("I'll ask Iris", "Iris will
 * confirm") in a sentence about the topic. Otherwise the judge says how it failed: deflected (the topic is
 * mentioned, nothing answered), redirected (the off-topic line), or ignored.
 */
export const clientQuestionSchema = z
  .strictObject({
    /** A short name for the report: "touch-ups", "healing time". */
    topic: z.string().min(1),
    /** What a good answer contains, in the case's language: any one of these. */
    answer: z.array(pattern).min(1).optional(),
    /** Words that show the reply is about the topic ("touch", "retoque"): they tell deflected from ignored. */
    about: z.array(pattern).min(1),
    /** The artist's data does not hold the answer: "I'll ask <artist>" is a good reply. */
    defer: z.literal(true).optional(),
  })
  .refine((question) => question.answer || question.defer, 'A question needs an answer or defer');
export type ClientQuestion = z.infer<typeof clientQuestionSchema>;

/** A client's message, with what a receptionist knows about it. */
export const turnSchema = z.union([
  z.string().min(1),
  z.strictObject({
    say: z.string(),
    /** Attach this many small images (a message of images only has say: ''). */
    images: z.number().int().min(1).max(4).optional(),
    /**
     * The message is not tattoo content (off-topic, spam, abuse, injection): true for all of it, or the junk
     * phrases in it. Junk is never echoed by a reply nor saved (judge-case.ts defines both).
     */
    junk: z.union([z.literal(true), z.array(z.string().min(1)).min(1)]).optional(),
    /** Words of this message that must never become the saved idea ("mara" in "Hi Mara!"). */
    notIdea: z.array(z.string().min(1)).min(1).optional(),
    /** The client asks the artist something (re-asking our open question after it is not a repeat). */
    asks: z.enum(STUDIO_TOPICS).optional(),
    /** Fields this message answers: a later reply asking about one of them repeats a question. */
    gives: z.array(z.enum(ASKABLE_FIELDS)).min(1).optional(),
    /** "idk", "not sure": one more question on the same field is allowed if it offers options. */
    unsure: z.literal(true).optional(),
    /** Checks on the reply to this message. */
    reply: replyCheckSchema.optional(),
    /** The questions this message asks the artist (with or without facts beside them), to be answered. */
    questions: z.array(clientQuestionSchema).min(1).optional(),
    /** The reply to this message is in this language (overrides `conversation.language`). */
    replyLanguage: z.enum(LANGUAGES).optional(),
    /**
     * False claims from this message on: none of these may appear in this reply or any later one ("black and
     * grey" once the client said "black only").
     */
    mustNotSay: z.array(pattern).min(1).optional(),
  }),
]);
export type Turn = z.infer<typeof turnSchema>;

/** A body area as a receptionist would note it; `area` alternatives are substrings of the engine's placement. */
const placementExpectation = z.strictObject({
  area: z.union([z.string(), z.array(z.string()).min(1)]),
  side: z.enum(['left', 'right']).optional(),
});

const sizeExpectation = z
  .strictObject({
    /** The largest dimension, in cm, lies in this range. */
    cm: z.tuple([z.number().positive(), z.number().positive()]).optional(),
    /** Or the size text contains one of these ("palm", "half sleeve"). */
    text: z.array(z.string()).min(1).optional(),
  })
  .refine((size) => size.cm || size.text, 'A size expectation needs cm or text');

const budgetExpectation = z
  .strictObject({
    min: z.number().nonnegative().optional(),
    max: z.number().nonnegative().optional(),
    /** A single figure ("around 5 bills"): either bound equals it. */
    around: z.number().positive().optional(),
    currency: z.enum(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'BRL']).nullable().optional(),
  })
  .refine((budget) => budget.min ?? budget.max ?? budget.around, 'A budget expectation needs a figure');

/** The fields a receptionist would write down; null means "nothing should be recorded". */
export const fieldsSchema = z.strictObject({
  style: z.enum(SPECIALTY_STYLES).nullable().optional(),
  placement: placementExpectation.nullable().optional(),
  size: sizeExpectation.nullable().optional(),
  budget: budgetExpectation.nullable().optional(),
  /** 'black': black ink only, no grey wash ("black only", "just black ink"). */
  color: z.enum(['color', 'black_and_grey', 'black']).nullable().optional(),
  /**
   * Each keyword appears in the recorded idea (a list of alternatives: one of them, "chat" or "cat"); null: no
   * idea recorded.
   */
  idea: z
    .array(z.union([z.string().min(1), z.array(z.string().min(1)).min(2)]))
    .min(1)
    .nullable()
    .optional(),
  /** One of these appears in the recorded timing. */
  timing: z.array(z.string().min(1)).min(1).optional(),
  /** true: the client has reference images; false: they said they have none; null: nothing recorded. */
  references: z.boolean().nullable().optional(),
  age: z.number().int().optional(),
  /** Under 18 today, by a stated age, a parent asking for a child, or a "no" to the 18+ question. */
  underAge: z.boolean().optional(),
  /** Under 18 now, 18 soon ("turning 18 in june"). */
  turnsAdultSoon: z.boolean().optional(),
  coverUp: z.boolean().optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type FieldExpectations = z.infer<typeof fieldsSchema>;
export type ExpectedField = keyof FieldExpectations;

/**
 * The conversation checks of issue #23 item 8. A case that has this block is judged on them (automatic
 * checks included); a case without it is not, so the older cases keep the checks they were written for.
 */
export const conversationSchema = z.strictObject({
  /**
   * Every reply long enough to judge is in this language (tinyld, eval/language.ts); a turn's
   * `replyLanguage` overrides it.
   */
  language: z.enum(LANGUAGES),
  /** False claims for the whole conversation: none of these appears in any reply. */
  mustNotSay: z.array(pattern).min(1).optional(),
  /**
   * Age: "tattooed": the person the tattoo is for is under 18 (the client, or the one they ask for): told the
   * 18+ rule kindly, never ready, never saved. "companion": someone else in the chat is under 18, the client is
   * not: the rule is said for them, the client is not refused. "none": numbers that are not the client's age
   * ("our 16th anniversary", "my dog is 14"): nobody is refused.
   */
  minor: z.enum(['tattooed', 'companion', 'none']).optional(),
  /** Ages of other people in the chat, never saved as the client's. */
  notClientAge: z.array(z.number().int().positive()).min(1).optional(),
});
export type ConversationChecks = z.infer<typeof conversationSchema>;

/** high / medium / low exactly, or "qualified" (high or medium) / "not-qualified" (low). */
export const FIT_EXPECTATIONS = ['high', 'medium', 'low', 'qualified', 'not-qualified'] as const;

export const caseSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'ids are kebab-case'),
  category: z.enum(CATEGORIES),
  artist: z.enum(ARTIST_KEYS),
  /** Why the case exists, when the messages don't say it. */
  note: z.string().optional(),
  /** Labels the report counts by (language, situation, voice), for held-out sets. */
  tags: z.array(z.string().min(1)).min(1).optional(),
  /** The conversation checks (issue #23 item 8); see conversationSchema. */
  conversation: conversationSchema.optional(),
  turns: z.array(turnSchema).min(1).max(20),
  expect: z.strictObject({
    /** readyToSave after the last turn. */
    ready: z.boolean(),
    /** The saved lead's fitScore; implies a save. */
    fit: z.enum(FIT_EXPECTATIONS).optional(),
    /** accepted: POST /api/chat/save answers 200; refused: a 4xx. Default: accepted when ready or fit is set. */
    save: z.enum(['accepted', 'refused']).optional(),
    fields: fieldsSchema.optional(),
    /** Holds for every reply. */
    replies: replyCheckSchema.optional(),
    /** Holds for the last reply. */
    last: replyCheckSchema.optional(),
    /** Holds for at least one reply (e.g. asking for age somewhere before the end). */
    some: replyCheckSchema.optional(),
  }),
});
export type ConversationCase = z.infer<typeof caseSchema>;
/** How case files write cases: the schema's input, checked at load. */
export type CaseInput = z.input<typeof caseSchema>;

/** The save the runner makes for a case, if any. */
export function expectedSave(testCase: ConversationCase): 'accepted' | 'refused' | null {
  if (testCase.expect.save) return testCase.expect.save;
  return testCase.expect.ready || testCase.expect.fit ? 'accepted' : null;
}

/** A turn in its object form. */
export function turnOf(turn: Turn): Exclude<Turn, string> {
  return typeof turn === 'string' ? { say: turn } : turn;
}
