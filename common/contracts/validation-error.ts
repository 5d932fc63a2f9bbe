import { z } from 'zod';

/**
 * The body of every 400: a readable message naming the first bad field, and one message per field (none
 * when a use case refuses the request as a whole).
 */
export const validationErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).default({}),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** The body of every other error the server sends on purpose (AppError): its own words for the failure. */
export const errorMessageBodySchema = z.object({ message: z.string() });
