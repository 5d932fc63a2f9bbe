import { z } from 'zod';
import { SPECIALTY_STYLES } from '#common/constants/styles.ts';
import { BOOKS_STATUSES, type IntakeSettings, intakeSettingsSchema } from '#common/contracts/intake.ts';

/** A yes/no control that may be left unset, so the assistant claims nothing (issue #11). */
export const CHOICES = ['unset', 'yes', 'no'] as const;
type Choice = (typeof CHOICES)[number];

const toChoice = (value: boolean | null): Choice => (value === null ? 'unset' : value ? 'yes' : 'no');
const fromChoice = (value: Choice): boolean | null => (value === 'unset' ? null : value === 'yes');

/** The form's values: text as typed, choices as strings; the contract checks the result. */
export const intakeFormSchema = z
  .object({
    specialtyStyles: z.array(z.enum(SPECIALTY_STYLES)),
    avoidStyles: z.array(z.enum(SPECIALTY_STYLES)),
    minimumPrice: z.string(),
    booksStatus: z.enum(BOOKS_STATUSES),
    takesCoverUps: z.enum(CHOICES),
    takesWalkIns: z.enum(CHOICES),
    doesFlash: z.enum(CHOICES),
    depositPolicy: z.string(),
    studioLocation: z.string(),
    studioHours: z.string(),
    agePolicy: z.string(),
    booksReopenOn: z.string(),
    booksCloseAfter: z.string(),
  })
  .transform((values, context): IntakeSettings => {
    const parsed = intakeSettingsSchema.safeParse({
      ...values,
      minimumPrice: values.minimumPrice.trim() === '' ? null : Number(values.minimumPrice.trim()),
      takesCoverUps: fromChoice(values.takesCoverUps),
      takesWalkIns: fromChoice(values.takesWalkIns),
      doesFlash: fromChoice(values.doesFlash),
      // Each schedule goes with its own status only, so switching status drops the other one's leftover.
      booksReopenOn:
        values.booksStatus === 'open' || values.booksReopenOn === '' ? null : values.booksReopenOn,
      booksCloseAfter:
        values.booksStatus !== 'open' || values.booksCloseAfter.trim() === ''
          ? null
          : Number(values.booksCloseAfter.trim()),
    });
    if (parsed.success) return parsed.data;
    // The contract's own messages, on the fields the artist typed them in.
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

export type IntakeFormValues = z.input<typeof intakeFormSchema>;

export function formValuesOf(settings: IntakeSettings): IntakeFormValues {
  return {
    ...settings,
    minimumPrice: settings.minimumPrice === null ? '' : String(settings.minimumPrice),
    takesCoverUps: toChoice(settings.takesCoverUps),
    takesWalkIns: toChoice(settings.takesWalkIns),
    doesFlash: toChoice(settings.doesFlash),
    depositPolicy: settings.depositPolicy ?? '',
    studioLocation: settings.studioLocation ?? '',
    studioHours: settings.studioHours ?? '',
    agePolicy: settings.agePolicy ?? '',
    booksReopenOn: settings.booksReopenOn ?? '',
    booksCloseAfter: settings.booksCloseAfter === null ? '' : String(settings.booksCloseAfter),
  };
}
