import { z } from 'zod';
import {
  CONVERSION_GOALS,
  DEFAULT_CONVERSION_GOAL,
  DEFAULT_TRAFFIC_SPLIT,
  TRAFFIC_SPLIT_MAX,
  TRAFFIC_SPLIT_MIN,
} from '../constants/experiments.ts';
import { EXPERIMENT_STATUSES } from '../constants/statuses.ts';
import { BRIEF_FIELDS } from '../domain/consultation/brief.ts';
import { CONVERSATION_TONES, type ConversationStyle } from '../domain/consultation/conversation-style.ts';

const list = (values: readonly string[]) => values.join(', ');

/**
 * A variant's config: the strict twin of the engine's lenient `conversationStyleSchema`, with the same keys
 * (the `satisfies` keeps them in step). The chat reads configs leniently so a stored one can never break a
 * reply; creation is strict so a typo ("tone": "casual", "useEmojis") is refused instead of silently ignored.
 */
const variantConfigShape = {
  tone: z
    .enum(CONVERSATION_TONES, { error: `config.tone must be one of: ${list(CONVERSATION_TONES)}` })
    .optional(),
  greeting: z
    .string({ error: 'config.greeting must be text' })
    .trim()
    .min(1, 'config.greeting must not be empty')
    .max(300, 'config.greeting must be at most 300 characters')
    .optional(),
  questionOrder: z
    .array(z.enum(BRIEF_FIELDS, { error: `config.questionOrder may list only: ${list(BRIEF_FIELDS)}` }), {
      error: 'config.questionOrder must be a list of fields',
    })
    .refine(
      (fields) => new Set(fields).size === fields.length,
      'config.questionOrder must not repeat a field',
    )
    .optional(),
  askBudgetEarly: z.boolean({ error: 'config.askBudgetEarly must be true or false' }).optional(),
  useEmoji: z.boolean({ error: 'config.useEmoji must be true or false' }).optional(),
  showPortfolioEarly: z.boolean({ error: 'config.showPortfolioEarly must be true or false' }).optional(),
} satisfies Record<keyof ConversationStyle, z.ZodType>;

const VARIANT_CONFIG_SETTINGS = Object.keys(variantConfigShape);

/** Any JSON object whose keys are all conversation-style settings (an unknown key is named in the 400). */
const variantConfigSchema = z
  .record(z.string(), z.unknown(), { error: 'config must be a JSON object' })
  .superRefine((config, ctx) => {
    for (const key of Object.keys(config)) {
      if (VARIANT_CONFIG_SETTINGS.includes(key)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `config.${key} is not a setting; use: ${list(VARIANT_CONFIG_SETTINGS)}`,
      });
    }
  })
  .pipe(z.strictObject(variantConfigShape));

const variantSchema = z.strictObject({
  name: z
    .string({ error: 'Variant name must be text' })
    .trim()
    .min(1, 'Variant name is required')
    .max(80, 'Variant name must be at most 80 characters'),
  description: z
    .string({ error: 'Variant description must be text' })
    .trim()
    .max(500, 'Variant description must be at most 500 characters')
    .default(''),
  config: variantConfigSchema.default({}),
});
export type Variant = z.output<typeof variantSchema>;

/** Spec §7 `POST /api/admin/experiments` with the spec §5 rules; strict, so a misspelt field is named. */
export const createExperimentSchema = z.strictObject({
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters'),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(1000, 'Description must be at most 1000 characters')
    .default(''),
  variantA: variantSchema,
  variantB: variantSchema,
  trafficSplit: z
    .number({ error: 'trafficSplit must be a whole number' })
    .int('trafficSplit must be a whole number')
    .min(TRAFFIC_SPLIT_MIN, `trafficSplit must be at least ${TRAFFIC_SPLIT_MIN}`)
    .max(TRAFFIC_SPLIT_MAX, `trafficSplit must be at most ${TRAFFIC_SPLIT_MAX}`)
    .default(DEFAULT_TRAFFIC_SPLIT),
  conversionGoal: z
    .enum(CONVERSION_GOALS, { error: `conversionGoal must be one of: ${list(CONVERSION_GOALS)}` })
    .default(DEFAULT_CONVERSION_GOAL),
});
export type CreateExperiment = z.input<typeof createExperimentSchema>;
export type NewExperiment = z.output<typeof createExperimentSchema>;

const dateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date-time` });

/**
 * Spec §7 `PATCH /api/admin/experiments/{id}`: a status, plus startDate when a draft starts (Start) or endDate
 * when an experiment completes; Pause and Resume send the status alone (server/features/experiments).
 */
export const updateExperimentSchema = z.strictObject({
  status: z.enum(EXPERIMENT_STATUSES, { error: `status must be one of: ${list(EXPERIMENT_STATUSES)}` }),
  startDate: dateTime('startDate').optional(),
  endDate: dateTime('endDate').optional(),
});
export type UpdateExperiment = z.infer<typeof updateExperimentSchema>;

export const experimentParamsSchema = z.strictObject({
  id: z.uuid({ error: 'id must be an experiment id (a UUID)' }),
});

const storedVariantSchema = z.object({
  name: z.string(),
  description: z.string(),
  config: z.record(z.string(), z.unknown()),
});

/** Spec §3 Experiment. Dates are ISO strings, null until set. */
export const experimentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(EXPERIMENT_STATUSES),
  conversionGoal: z.enum(CONVERSION_GOALS),
  trafficSplit: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  variantA: storedVariantSchema,
  variantB: storedVariantSchema,
  createdAt: z.string(),
});
export type Experiment = z.infer<typeof experimentSchema>;

/** Spec §7 GET /api/admin/experiments: the list of experiments. */
export const experimentListSchema = z.array(experimentSchema);

const variantResultSchema = z.object({
  visitors: z.number().int(),
  conversions: z.number().int(),
  /** Percent, two decimals. */
  conversionRate: z.number(),
});

/**
 * Spec §3 Experiment results (visitors, conversions, conversionRate per variant) with the spec §9
 * significance label and winner, plus issue #6's chance-to-beat-control and sample-ratio-mismatch check.
 */
export const experimentResultsSchema = z.object({
  experimentId: z.string(),
  variantA: variantResultSchema,
  variantB: variantResultSchema,
  significance: z.enum(['insufficient', 'high', 'medium', 'low']),
  winner: z.enum(['A', 'B']).nullable(),
  /** P(B's true rate > A's), 0–1, from Beta(1, 1) priors. */
  chanceBToBeatA: z.number(),
  sampleRatioMismatch: z.object({ chiSquare: z.number(), pValue: z.number(), isMismatch: z.boolean() }),
});
export type ExperimentResults = z.infer<typeof experimentResultsSchema>;
