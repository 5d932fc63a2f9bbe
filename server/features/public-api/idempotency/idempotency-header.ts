import { z } from 'zod';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a stored one, sent again for a retry with the same Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The header every POST of /api/v1 takes (decision 080), as the route's `headers` schema: it documents the
 * header in the OpenAPI document and makes a bad one a 400 naming it. Loose, since the other headers stay.
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'Idempotency-Key must be 1 to 255 visible ASCII characters, like a UUID')
    .optional()
    .describe(
      'Any unique value (a UUID) for this request: a retry with the same key within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of doing it twice. The same key with a different body is a 422; while the first request still runs, a 409.',
    ),
});
