import { z } from 'zod';
import { parseMoneyText, parseWholeNumberText, textOrNull, webUrlOrNull } from '#client/lib/form-values.ts';
import { SPECIALTY_STYLES, type SpecialtyStyle } from '#common/constants/styles.ts';
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
    consultationPrice: parseMoneyText(values.consultationPrice),
    bookingUrl: webUrlOrNull(values.bookingUrl),
    instagramHandle: textOrNull(values.instagramHandle),
    hasCompletedSetup: true,
  };
}

/**
 * The wizard's form schema: what the artist typed becomes the PATCH body, checked by the server's own
 * contract, so every message is the one the server would send and names the field it belongs to.
 */
export const wizardFormSchema = z
  .object({
    artistName: z.string(),
    bio: z.string(),
    specialtyStyles: z.array(z.enum(SPECIALTY_STYLES)),
    yearsExperience: z.string(),
    consultationPrice: z.string(),
    bookingUrl: z.string(),
    instagramHandle: z.string(),
  })
  .transform(buildSetupPayload)
  .pipe(updatePreferencesSchema);

/** The fields step `step` asks for, in the order it shows them. */
export function stepFields(step: number): WizardField[] {
  return (Object.keys(FIELD_STEP) as WizardField[]).filter((field) => FIELD_STEP[field] === step);
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
