import { z } from 'zod';
import { updateStudioSchema } from '#common/contracts/studio-team.ts';

/** Blank means "not set": the contract's null. */
const text = z.string().transform((value) => value.trim() || null);

/** The settings form's text fields, turned into the contract's body and checked by it (one contract, two sides). */
export const studioSettingsFormSchema = z
  .object({
    name: z.string(),
    settings: z.object({ address: text, hours: text, depositPolicy: text, agePolicy: text }),
    branding: z.object({ displayName: text, accentColour: text }),
  })
  // Checked by the contract itself (pipe() wants the contract's optional keys to be required here too).
  .transform((values, context) => {
    const checked = updateStudioSchema.safeParse(values);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

export type StudioSettingsFormValues = z.input<typeof studioSettingsFormSchema>;
