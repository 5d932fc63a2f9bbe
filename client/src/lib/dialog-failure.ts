import { validationErrorBodySchema } from '#common/contracts/validation-error.ts';
import { ApiError } from './api-client.ts';
import { isUnauthorizedError, SIGNED_OUT_MESSAGE } from './auth-utils.ts';

/** What a dialog shows when its own action fails (decision 012). */
export interface DialogFailure {
  /** Said next to the dialog's buttons. */
  message: string;
  /** The server's message per field (a 400, or a 409 naming its field), for the fields the dialog's form has. */
  fieldErrors: Record<string, string>;
  /** A 401: the session is gone, and the app signs the user in again (spec §8). */
  isSignedOut: boolean;
}

/**
 * Reads a failed call for a dialog: the server's own words (the first field error it names, else its message),
 * else `fallback`, the dialog's wording for a failure the server did not explain (a network error, a proxy's page).
 */
export function dialogFailureOf(error: unknown, fallback: string): DialogFailure {
  if (error instanceof Error && isUnauthorizedError(error)) {
    return { message: SIGNED_OUT_MESSAGE, fieldErrors: {}, isSignedOut: true };
  }
  // Every error body the server sends on purpose is `{ message }`, with `errors` when it names fields: a 400, or a
  // conflict about one field (a time just taken).
  const parsed = error instanceof ApiError ? validationErrorBodySchema.safeParse(error.body) : null;
  const validation = parsed?.success ? parsed.data : null;
  // That body's message starts with the field's wire name ("startsAt: …"); the person reads the field's words.
  const firstFieldError = Object.values(validation?.errors ?? {})[0];
  return {
    message: firstFieldError || validation?.message || fallback,
    fieldErrors: validation?.errors ?? {},
    isSignedOut: false,
  };
}
