import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationErrorBody } from '#common/contracts/validation-error.ts';
import { APP_ERROR_STATUS, AppError, PlanRequiredError } from './app-error.ts';
import { databaseOutageCause } from './database-outage.ts';

/** Seconds a client waits before retrying while the database is away: a restart or failover takes a few. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

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
 * Fastify's own refusals of a request's address or body, each as a 400 (or its own 4xx) naming the part at
 * fault, in the same shape as a validation error. Fastify words a body with a `__proto__` or
 * `constructor.prototype` key as invalid JSON, so the message says both.
 */
const FRAMEWORK_REFUSALS: Record<string, { field: string; message: string }> = {
  FST_ERR_BAD_URL: { field: 'path', message: 'The address holds a broken %-escape' },
  FST_ERR_MAX_PARAM_LENGTH: { field: 'path', message: 'A part of the address is too long' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    field: 'body',
    message: 'Not valid JSON, or it holds a "__proto__" or "constructor.prototype" key',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { field: 'body', message: 'Empty, but sent as JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { field: 'body', message: 'Larger than this call accepts' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    field: 'content-type',
    message: 'This call does not take this content type',
  },
};

/**
 * The one place errors become responses: AppError codes map to their status, validation failures to a 400
 * naming each field, Fastify's own 4xx pass through, an unreachable database is a 503 with Retry-After, and
 * anything else is a logged 500 with no details.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, error.message);
    if (error instanceof PlanRequiredError) {
      return reply
        .code(error.status)
        .send({ message: error.message, code: error.code, requiredPlan: error.requiredPlan });
    }
    const body = error.fields ? validationBody(error.fields) : { message: error.message };
    return reply.code(error.status).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(validationBody(fieldErrors(error.validation)));
  }
  const refusal = FRAMEWORK_REFUSALS[error.code];
  if (refusal) {
    return reply.code(error.statusCode ?? 400).send(validationBody({ [refusal.field]: refusal.message }));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message });
  }
  // The database unreachable is an outage to wait out, not a bug: 503 with Retry-After, as readiness says,
  // and the log names the driver's own reason rather than "Failed query" (decision 052).
  const outage = databaseOutageCause(error);
  if (outage) {
    request.log.error({ err: error }, `The database is unavailable: ${outage.message}`);
    return reply
      .code(APP_ERROR_STATUS.SERVICE_UNAVAILABLE)
      .header('Retry-After', DATABASE_RETRY_AFTER_SECONDS)
      .send({ message: 'The database is unavailable right now. Please try again in a moment.' });
  }
  request.log.error({ err: error }, 'Unhandled error');
  return reply.code(500).send({ message: 'Internal Server Error' });
}
