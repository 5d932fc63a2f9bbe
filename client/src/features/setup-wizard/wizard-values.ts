import { fieldErrorsFromIssues, parseWholeNumberText, textOrNull } from '#client/lib/form-values.ts';
import type { SpecialtyStyle } from '#common/constants/styles.ts';
import { type UpdatePreferences, updatePreferencesSchema } from '#common/contracts/users.ts';

/** What the artist has typed so far; numbers stay text until the payload is built (spec §5). */
export interface WizardValues {
  artistName: string;
  bio: string;
  specialtyStyles: SpecialtyStyle[];
  yearsExperience: string;
  consultationPrice: string;
  bookingUrl: string;
  instagramHandle: string;
}

export type WizardField = keyof WizardValues;

export const EMPTY_WIZARD_VALUES: WizardValues = {
  artistName: '',
  bio: '',
  specialtyStyles: [],
  yearsExperience: '',
  consultationPrice: '',
  bookingUrl: '',
  instagramHandle: '',
};

/** Steps are numbered 1 to WIZARD_STEP_COUNT; this says which step asks for each field. */
export const FIELD_STEP: Record<WizardField, number> = {
  artistName: 1,
  bio: 1,
  specialtyStyles: 2,
  yearsExperience: 3,
  consultationPrice: 3,
  bookingUrl: 3,
  instagramHandle: 3,
};

export const STEP_TITLES = [
  'Your Artist Profile',
  'Your Specialty Styles',
  'Business Info',
  'Portfolio Images',
];

/** The PATCH /api/user/preferences body that completes setup (spec §7). */
export function buildSetupPayload(values: WizardValues): UpdatePreferences {
  return {
    artistName: values.artistName.trim(),
    bio: values.bio.trim(),
    specialtyStyles: values.specialtyStyles,
    yearsExperience: parseWholeNumberText(values.yearsExperience),
    consultationPrice: parseWholeNumberText(values.consultationPrice),
    bookingUrl: textOrNull(values.bookingUrl),
    instagramHandle: textOrNull(values.instagramHandle),
    hasCompletedSetup: true,
  };
}

/**
 * Checks the fields of one step against the shared contract, so the artist sees the server's own messages
 * before sending. Returns one message per bad field of that step.
 */
export function validateStep(step: number, values: WizardValues): Partial<Record<WizardField, string>> {
  const payload = buildSetupPayload(values);
  const stepPayload: Record<string, unknown> = {};
  for (const [field, fieldStep] of Object.entries(FIELD_STEP)) {
    if (fieldStep === step) stepPayload[field] = payload[field as WizardField];
  }
  const result = updatePreferencesSchema.safeParse(stepPayload);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

/** The first step (in order) that has an error among `fields`, or null. */
export function firstStepWithError(fields: Iterable<string>): number | null {
  let first: number | null = null;
  for (const field of fields) {
    const step = FIELD_STEP[field as WizardField] as number | undefined;
    if (step !== undefined && (first === null || step < first)) first = step;
  }
  return first;
}
