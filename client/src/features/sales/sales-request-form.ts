import { z } from 'zod';
import { parseWholeNumberText } from '#client/lib/form-values.ts';
import { salesRequestSchema } from '#common/contracts/billing.ts';

export interface SalesRequestFormValues {
  name: string;
  email: string;
  studioName: string;
  /** Typed as text (spec §5); empty is "not said". */
  artistCount: string;
  message: string;
}

export const SALES_REQUEST_FIELDS = ['name', 'email', 'studioName', 'artistCount', 'message'] as const;

/** The form's values as the contract takes them: the email trimmed, the artists a whole number or null. */
export const salesRequestFormSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    studioName: z.string(),
    artistCount: z.string(),
    message: z.string(),
  })
  .transform(
    (values): z.input<typeof salesRequestSchema> => ({
      ...values,
      email: values.email.trim(),
      artistCount: parseWholeNumberText(values.artistCount),
    }),
  )
  .pipe(salesRequestSchema);
