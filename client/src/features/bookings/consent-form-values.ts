import { z } from 'zod';
import {
  type ConsentTemplate,
  consentTemplateSchema,
  MAX_CONSENT_ITEMS,
  MAX_CONSENT_TEXT,
} from '#common/contracts/consent.ts';

/** One statement or question as the builder edits it: a field array needs objects. */
const itemSchema = (what: string) =>
  z.object({
    text: z
      .string()
      .trim()
      .min(1, `Write the ${what} or remove it`)
      .max(MAX_CONSENT_TEXT, `Each ${what} must be at most ${MAX_CONSENT_TEXT} characters`),
  });

/** The builder's values, checked item by item (so each error sits on its field), then as the contract. */
export const consentFormSchema = z
  .object({
    acknowledgements: z.array(itemSchema('statement')).max(MAX_CONSENT_ITEMS),
    medicalQuestions: z.array(itemSchema('question')).max(MAX_CONSENT_ITEMS),
    asksIdPhoto: z.boolean(),
    hasArtistPart: z.boolean(),
  })
  .transform(
    (values): ConsentTemplate => ({
      acknowledgements: values.acknowledgements.map((item) => item.text),
      medicalQuestions: values.medicalQuestions.map((item) => item.text),
      asksIdPhoto: values.asksIdPhoto,
      hasArtistPart: values.hasArtistPart,
    }),
  )
  .pipe(consentTemplateSchema);

export type ConsentFormValues = z.input<typeof consentFormSchema>;

export const consentFormValuesOf = (template: ConsentTemplate): ConsentFormValues => ({
  acknowledgements: template.acknowledgements.map((text) => ({ text })),
  medicalQuestions: template.medicalQuestions.map((text) => ({ text })),
  asksIdPhoto: template.asksIdPhoto,
  hasArtistPart: template.hasArtistPart,
});

/** A server field ("acknowledgements.2") as the builder's ("acknowledgements.2.text"). */
export const consentFormPathOf = (field: string) =>
  /^(acknowledgements|medicalQuestions)\.\d+$/.test(field) ? `${field}.text` : field;
