import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * How deep a request's JSON may nest. Our deepest contract nests 4 levels; 2,000 levels overflowed the
 * validator's stack (a 500, issue #12 item 9).
 */
export const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A NUL, which PostgreSQL text and jsonb refuse, or a UTF-16 surrogate without its pair (not UTF-8 at all). */
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, { [field]: message });

/**
 * Finds the first problem in a parsed body, query or params, walking it with an explicit stack (never
 * recursion, so depth itself cannot overflow). Returns the error naming the top-level field, or null.
 */
export function findUnsafeInput(value: unknown, rootField: string): AppError | null {
  const stack: Array<{ value: unknown; field: string; depth: number }> = [
    { value, field: rootField, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value: current, field, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) {
        return refuse(field, 'must not contain NUL characters or unpaired UTF-16 surrogates');
      }
      continue;
    }
    // Raw bodies (a webhook's bytes) are checked by their own routes.
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth >= MAX_INPUT_DEPTH)
      return refuse(field, `must not nest more than ${MAX_INPUT_DEPTH} levels deep`);
    for (const [key, child] of Object.entries(current)) {
      // Errors name the top-level field, as validation errors do (server/lib/error-handler.ts).
      const childField = depth === 0 ? key : field;
      if (isUnstorable(key)) return refuse(childField, 'field names must be plain text');
      stack.push({ value: child, field: childField, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * preValidation hook for every route: a 400 naming the field for text PostgreSQL cannot store and for JSON
 * nested deeper than MAX_INPUT_DEPTH, before any schema sees it (issue #12 item 9). One check for every
 * route and contract, rather than a refinement on each text field.
 */
export async function rejectUnsafeInput(request: FastifyRequest) {
  const problem =
    findUnsafeInput(request.body, 'body') ??
    findUnsafeInput(request.query, 'query') ??
    findUnsafeInput(request.params, 'params');
  if (problem) throw problem;
}
