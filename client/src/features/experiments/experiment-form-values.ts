import { z } from 'zod';
import {
  type ConversionGoal,
  DEFAULT_CONVERSION_GOAL,
  DEFAULT_TRAFFIC_SPLIT,
  DEFAULT_VARIANT_A_NAME,
  DEFAULT_VARIANT_B_NAME,
  DEFAULT_VARIANT_CONFIG_JSON,
} from '#common/constants/experiments.ts';
import { type CreateExperiment, createExperimentSchema } from '#common/contracts/experiments.ts';

export type VariantKey = 'variantA' | 'variantB';

export interface VariantFormValues {
  name: string;
  description: string;
  /** The config object as the admin typed it; it must be JSON (spec §5). */
  configJson: string;
}

export interface ExperimentFormValues {
  name: string;
  description: string;
  variantA: VariantFormValues;
  variantB: VariantFormValues;
  trafficSplit: number;
  conversionGoal: ConversionGoal;
}

/** Spec §5 defaults: 'Control' and 'Variant', config '{}', a 50 % split, the signup goal. */
export const EMPTY_EXPERIMENT_FORM: ExperimentFormValues = {
  name: '',
  description: '',
  variantA: { name: DEFAULT_VARIANT_A_NAME, description: '', configJson: DEFAULT_VARIANT_CONFIG_JSON },
  variantB: { name: DEFAULT_VARIANT_B_NAME, description: '', configJson: DEFAULT_VARIANT_CONFIG_JSON },
  trafficSplit: DEFAULT_TRAFFIC_SPLIT,
  conversionGoal: DEFAULT_CONVERSION_GOAL,
};

/**
 * What stops a form from being sent. `field` is the form field to mark: 'name', 'variantB.config', ...
 * An `invalid-json` problem gets spec §5's 'Invalid JSON' toast; an `invalid-field` one names the setting.
 */
export type ExperimentFormProblem =
  | { kind: 'invalid-json'; field: `${VariantKey}.config` }
  | { kind: 'invalid-field'; field: string; message: string };

/** Spec §5 create button: disabled while the name is empty. */
export const canCreateExperiment = (values: ExperimentFormValues) => values.name.trim() !== '';

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/**
 * The POST body for the form, checked by the same contract the server uses; or the first problem: a config
 * that is not JSON, then any field the contract refuses (an unknown config setting, say).
 */
export function buildExperimentPayload(
  values: ExperimentFormValues,
): { payload: CreateExperiment } | { problem: ExperimentFormProblem } {
  const configs: Partial<Record<VariantKey, unknown>> = {};
  for (const key of ['variantA', 'variantB'] as const) {
    const parsed = parseJson(values[key].configJson);
    if (!parsed) return { problem: { kind: 'invalid-json', field: `${key}.config` } };
    configs[key] = parsed.value;
  }
  const variant = (key: VariantKey) => ({
    name: values[key].name,
    description: values[key].description,
    config: configs[key] as Record<string, unknown>,
  });
  const payload: CreateExperiment = {
    name: values.name,
    description: values.description,
    variantA: variant('variantA'),
    variantB: variant('variantB'),
    trafficSplit: values.trafficSplit,
    conversionGoal: values.conversionGoal,
  };
  const checked = createExperimentSchema.safeParse(payload);
  if (checked.success) return { payload };
  const [issue] = checked.error.issues;
  const [top, second] = issue!.path.map(String);
  const field = top === 'variantA' || top === 'variantB' ? `${top}.${second}` : (top ?? 'name');
  return { problem: { kind: 'invalid-field', field, message: issue!.message } };
}

/** What the form shows under a config that is not JSON (spec §5 also toasts 'Invalid JSON'). */
export const INVALID_JSON_MESSAGE = 'This is not valid JSON.';

/**
 * The form's schema for its zod resolver: `buildExperimentPayload`, so the first problem is reported under
 * its field (a variant's config is typed in `configJson`) in the server contract's words.
 */
export const experimentFormSchema = z.custom<ExperimentFormValues>().transform((values, ctx) => {
  const result = buildExperimentPayload(values);
  if ('payload' in result) return result.payload;
  const { problem } = result;
  const [top = 'name', second] = problem.field.split('.');
  ctx.addIssue({
    code: 'custom',
    path: second === 'config' ? [top, 'configJson'] : second ? [top, second] : [top],
    message: problem.kind === 'invalid-json' ? INVALID_JSON_MESSAGE : problem.message,
  });
  return z.NEVER;
});
