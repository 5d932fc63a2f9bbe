import { z } from 'zod';

/**
 * Issue #23 item 1, decision 045: the artist's own answers to what clients ask most. Each topic has a default
 * in every language the assistant speaks (common/domain/consultation/languages/<code>/studio-answers.ts) that
 * the artist may replace, per language, or switch off; a topic switched off is never answered: the assistant
 * says it will ask the artist and the lead keeps the question.
 */
export const STUDIO_ANSWER_TOPICS = [
  'session_length',
  'healing_time',
  'pain',
  'payment_methods',
  'parking',
  'companion',
  'numbing_cream',
  'touch_ups',
  'aftercare',
  'colour_work',
  'guest_spots',
  'pricing',
] as const;
export type StudioAnswerTopic = (typeof STUDIO_ANSWER_TOPICS)[number];

/**
 * Topics answered from Intake Controls (common/contracts/intake.ts) rather than a text of their own: one
 * setting, one place to edit it. Unset there, the assistant asks the artist.
 */
export const INTAKE_DERIVED_TOPICS = [
  'deposit',
  'hours',
  'location',
  'walk_ins',
  'cover_ups',
  'age_policy',
  'flash',
] as const;
export type IntakeDerivedTopic = (typeof INTAKE_DERIVED_TOPICS)[number];

/** The languages the assistant answers in, and in which an artist may write an answer. */
export const ANSWER_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it'] as const;
export type AnswerLanguage = (typeof ANSWER_LANGUAGES)[number];
/** One of the six languages the assistant answers and writes to clients in. */
export const isAnswerLanguage = (code: string | null | undefined): code is AnswerLanguage =>
  (ANSWER_LANGUAGES as readonly string[]).includes(code ?? '');

/**
 * On unless switched off. Payment methods, parking, colour work and guest spots are facts of one studio that no
 * default can know: their default text is a suggestion the artist switches on once it is true.
 */
export const STUDIO_ANSWERS_ON_BY_DEFAULT: Readonly<Record<StudioAnswerTopic, boolean>> = {
  session_length: true,
  healing_time: true,
  pain: true,
  payment_methods: false,
  parking: false,
  companion: true,
  numbing_cream: true,
  touch_ups: true,
  aftercare: true,
  colour_work: false,
  guest_spots: false,
  pricing: true,
};

export const MAX_STUDIO_ANSWER_CHARS = 500;

const answerText = z
  .string({ error: 'An answer must be text' })
  .trim()
  .min(1, 'An answer cannot be empty: leave it out to use the default')
  .max(MAX_STUDIO_ANSWER_CHARS, `An answer must be at most ${MAX_STUDIO_ANSWER_CHARS} characters`);

/** One topic as the artist set it: on or off, and their own words in any of the languages (else the default). */
export const studioAnswerSchema = z.strictObject({
  topic: z.enum(STUDIO_ANSWER_TOPICS, { error: `Topic must be one of: ${STUDIO_ANSWER_TOPICS.join(', ')}` }),
  isOn: z.boolean({ error: 'isOn must be true or false' }),
  text: z.partialRecord(z.enum(ANSWER_LANGUAGES), answerText),
});
export type StudioAnswer = z.infer<typeof studioAnswerSchema>;

/** PUT /api/studio-answers: every topic the artist changed; a topic left out keeps its default. */
export const studioAnswersSchema = z.strictObject({
  answers: z
    .array(studioAnswerSchema, { error: 'answers must be a list' })
    .refine(
      (answers) => new Set(answers.map((answer) => answer.topic)).size === answers.length,
      'Each topic may appear once',
    ),
});
export type StudioAnswers = z.infer<typeof studioAnswersSchema>;

/**
 * What GET and PUT answer: every topic, in order, with its switch, the artist's own texts and the default in
 * every language with the artist's name in place (so the Settings card shows what clients get).
 */
export const studioAnswersResponseSchema = z.object({
  answers: z.array(
    z.object({
      topic: z.enum(STUDIO_ANSWER_TOPICS),
      isOn: z.boolean(),
      text: z.partialRecord(z.enum(ANSWER_LANGUAGES), z.string()),
      defaults: z.record(z.enum(ANSWER_LANGUAGES), z.string()),
    }),
  ),
});
export type StudioAnswersResponse = z.infer<typeof studioAnswersResponseSchema>;

/** The engine's view: each topic's switch and own texts; a topic absent is on or off by default, untouched. */
export type ArtistStudioAnswers = Partial<Record<StudioAnswerTopic, Omit<StudioAnswer, 'topic'>>>;

/** Every topic in order, the stored ones as set and the rest by default. */
export function allStudioAnswers(stored: ArtistStudioAnswers | null | undefined): StudioAnswer[] {
  return STUDIO_ANSWER_TOPICS.map((topic) => ({
    topic,
    isOn: stored?.[topic]?.isOn ?? STUDIO_ANSWERS_ON_BY_DEFAULT[topic],
    text: stored?.[topic]?.text ?? {},
  }));
}
