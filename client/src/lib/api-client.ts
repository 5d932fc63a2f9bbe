import type { z } from 'zod';
import {
  errorMessageBodySchema,
  type ValidationErrorBody,
  validationErrorBodySchema,
} from '#common/contracts/validation-error.ts';

/** What a failed response carries: the parsed JSON when the body is JSON, else the body text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A non-success response. Spec §8: the message is the status, ": ", then the body text (or the status text
 * when the body is empty), so toasts and `isUnauthorizedError` read it as before; `body` is the parsed body.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, text: string, statusText = '') {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseBody(text);
  }
}

/** A success response whose JSON does not match its contract: a server/client mismatch, never the user's fault. */
export class ContractError extends Error {
  constructor(url: string, issues: string) {
    super(`Unexpected response from ${url}: ${issues}`);
    this.name = 'ContractError';
  }
}

/** Spec §8: throws an `ApiError` for any non-success response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
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

/** Checks a response body against its contract; throws `ContractError` naming the bad paths. */
export function parseResponse<S extends z.ZodType>(url: string, schema: S, json: unknown): z.output<S> {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  throw new ContractError(
    url,
    result.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', '),
  );
}

/** GET `url` and return its JSON checked against `schema`. Throws `ApiError` or `ContractError`. */
export async function getJson<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
  const res = await apiRequest('GET', url);
  return parseResponse(url, schema, await res.json());
}

/** A POST, PATCH or DELETE whose answer is JSON checked against `schema`. Throws `ApiError` or `ContractError`. */
export async function sendJson<S extends z.ZodType>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  schema: S,
  data?: unknown,
): Promise<z.output<S>> {
  const res = await apiRequest(method, url, data);
  return parseResponse(url, schema, await res.json());
}

/** The `{ message, errors }` body of a 400, or null for any other error. */
export function validationErrorOf(error: unknown): ValidationErrorBody | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const result = validationErrorBodySchema.safeParse(error.body);
  return result.success ? result.data : null;
}

/** The server's own words (`{ message }`) from a failed call, or null when it sent none. */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const result = errorMessageBodySchema.safeParse(error.body);
  return result.success && result.data.message ? result.data.message : null;
}
