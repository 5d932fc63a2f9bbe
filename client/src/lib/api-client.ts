import type { ValidationErrorBody } from '#common/contracts/validation-error.ts';

/**
 * Spec §8: any non-success response becomes an error whose message is the status, ": ", then the body text
 * (or the status text when the body is empty).
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
}

/**
 * Spec §7: sends cookies; a JSON body and its content type only when `data` is given.
 * Returns the Response; throws as `throwIfResNotOk` does.
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * Reads the `{ message, errors }` body of a 400 back out of an error thrown by `throwIfResNotOk`.
 * Returns null for any other error.
 */
export function parseValidationError(error: unknown): ValidationErrorBody | null {
  if (!(error instanceof Error) || !error.message.startsWith('400: ')) return null;
  try {
    const body: unknown = JSON.parse(error.message.slice('400: '.length));
    if (typeof body !== 'object' || body === null) return null;
    const { message, errors } = body as Partial<ValidationErrorBody>;
    const fieldErrors: Record<string, string> = {};
    if (typeof errors === 'object' && errors !== null) {
      for (const [field, fieldMessage] of Object.entries(errors)) {
        if (typeof fieldMessage === 'string') fieldErrors[field] = fieldMessage;
      }
    }
    return { message: typeof message === 'string' ? message : '', errors: fieldErrors };
  } catch {
    return null;
  }
}
