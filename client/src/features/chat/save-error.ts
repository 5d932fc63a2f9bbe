import { ApiError, serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';

export interface SaveErrorMessage {
  /** The form field the server named, so the message can sit under it. */
  field: 'email' | 'name' | null;
  message: string;
}

const GENERIC_SAVE_ERROR = "We couldn't save your conversation. Please try again.";

/**
 * Turns a failed save into words for the dialog: a 400 names its field, other client errors (a 429, say)
 * carry their own message, and anything else gets a plain retry hint.
 */
export function describeSaveError(error: unknown): SaveErrorMessage {
  const validation = validationErrorOf(error);
  if (validation) {
    for (const field of ['email', 'name'] as const) {
      const message = validation.errors[field];
      if (message) return { field, message };
    }
    return { field: null, message: validation.message || GENERIC_SAVE_ERROR };
  }
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return { field: null, message: (isClientError && serverMessageOf(error)) || GENERIC_SAVE_ERROR };
}
