import { serverMessageOf, validationErrorOf } from './api-client.ts';
import { isUnauthorizedError } from './auth-utils.ts';

/** What a dialog shows when its own action fails (decision 038). */
export interface DialogFailure {
  /** Said next to the dialog's buttons. */
  message: string;
  /** A 400's message per field, for the fields the dialog's form has. */
  fieldErrors: Record<string, string>;
  /** A 401: the session is gone, and the app signs the user in again (spec §8). */
  isSignedOut: boolean;
}

/** Spec §8's words for a lost session, shown in the dialog while the app leaves for the sign-in. */
export const SIGNED_OUT_MESSAGE = 'You are logged out. Logging in again...';

/**
 * Reads a failed call for a dialog: the server's own words (a 400's message naming the bad field, or an
 * AppError's message), else `fallback`, the dialog's wording for a failure the server did not explain.
 */
export function dialogFailureOf(error: unknown, fallback: string): DialogFailure {
  if (error instanceof Error && isUnauthorizedError(error)) {
    return { message: SIGNED_OUT_MESSAGE, fieldErrors: {}, isSignedOut: true };
  }
  const validation = validationErrorOf(error);
  return {
    message: validation?.message || serverMessageOf(error) || fallback,
    fieldErrors: validation?.errors ?? {},
    isSignedOut: false,
  };
}
