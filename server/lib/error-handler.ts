import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationErrorBody } from '#common/contracts/validation-error.ts';
import { AppError } from './app-error.ts';

/** Turns zod issues into one message per field; unknown keys are named one by one. */
function fieldErrors(
  issues: Array<{ instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of (issue.params.keys as string[] | undefined) ?? []) errors[key] ??= 'Unknown field';
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').split('/')[0] || 'body';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

export function validationBody(errors: Record<string, string>): ValidationErrorBody {
  const [field, message] = Object.entries(errors)[0] ?? ['body', 'Invalid request'];
  return { message: `${field}: ${message}`, errors };
}

/**
 * The one place errors become responses: AppError codes map to their status, validation failures to a 400
 * naming each field, Fastify's own 4xx pass through, and anything else is a logged 500 with no details.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, error.message);
    const body = error.fields ? validationBody(error.fields) : { message: error.message };
    return reply.code(error.status).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(validationBody(fieldErrors(error.validation)));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message });
  }
  request.log.error({ err: error }, 'Unhandled error');
  return reply.code(500).send({ message: 'Internal Server Error' });
}
