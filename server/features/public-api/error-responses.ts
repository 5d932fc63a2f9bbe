import { z } from 'zod';
import { PLAN_IDS } from '#common/constants/plans.ts';
import { errorMessageBodySchema, validationErrorBodySchema } from '#common/contracts/validation-error.ts';

/** The 402 body (server/lib/error-handler.ts, PlanRequiredError): the plan that has API access. */
const planRequiredBodySchema = z.object({
  message: z.string(),
  code: z.literal('PLAN_REQUIRED'),
  requiredPlan: z.enum(PLAN_IDS),
});

/**
 * The errors every /api/v1 route can answer, for the document (issue #29 item 1: "every public route with its
 * errors"): a bad request, no or a revoked key, no API access on the plan, a key without the scope, over the
 * key's rate limit. Each route adds 404 when it reads one thing by id.
 */
export const PUBLIC_API_ERRORS = {
  400: validationErrorBodySchema.describe('A field is missing or not valid: `errors` names each.'),
  401: errorMessageBodySchema.describe('No API key, or one that is unknown or revoked.'),
  402: planRequiredBodySchema.describe(
    "The key's artist's plan does not allow this: it has no API access, or no room for another portfolio piece.",
  ),
  403: errorMessageBodySchema.describe('The key does not have the scope this call needs.'),
  429: errorMessageBodySchema.describe("Over the key's rate limit: retry after `RateLimit-Reset` seconds."),
} as const;

export const NOT_FOUND_ERROR = {
  404: errorMessageBodySchema.describe('No such thing among the artist’s own.'),
} as const;

/** What a POST adds for its Idempotency-Key (decision 080). */
export const IDEMPOTENCY_ERRORS = {
  409: errorMessageBodySchema.describe(
    'A request with this Idempotency-Key is still being processed: retry it in a moment.',
  ),
  422: errorMessageBodySchema.describe(
    'This Idempotency-Key was used for a different request (another path or body): use a new key.',
  ),
} as const;

/** A response of bytes (an image), documented as OpenAPI's binary string; the route sends a stream or a Buffer. */
export const binaryBodySchema = z.unknown().meta({ type: 'string', format: 'binary' });

export const PAYLOAD_TOO_LARGE_ERROR = {
  413: validationErrorBodySchema.describe('More than one file, or a body larger than the call takes.'),
} as const;

/**
 * The query of a route that takes none: an unknown parameter is a 400 naming it rather than ignored, so a typo
 * (`?staus=`) is not read as "no filter".
 */
export const noQuerySchema = z.strictObject({});
