import { parseValidationError } from '#client/lib/api-client.ts';

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
  const validation = parseValidationError(error);
  if (validation) {
    for (const field of ['email', 'name'] as const) {
      const message = validation.errors[field];
      if (message) return { field, message };
    }
    return { field: null, message: validation.message || GENERIC_SAVE_ERROR };
  }
  const match = error instanceof Error ? /^4\d\d: (.*)$/s.exec(error.message) : null;
  return { field: null, message: (match && readMessage(match[1]!)) || GENERIC_SAVE_ERROR };
}

function readMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}
