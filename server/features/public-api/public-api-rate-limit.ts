import type { FastifyRequest } from 'fastify';
import { API_KEY_REQUESTS_PER_MINUTE } from '#common/contracts/api-keys.ts';

/** IETF draft RateLimit-* names instead of the plugin's X-RateLimit-* (issue #29 item 3). */
const LABELS = {
  rateLimit: 'ratelimit-limit',
  rateRemaining: 'ratelimit-remaining',
  rateReset: 'ratelimit-reset',
  retryAfter: 'retry-after',
};

/**
 * Each /api/v1 route's `config.rateLimit`: API_KEY_REQUESTS_PER_MINUTE per key, counted in Redis when REDIS_URL
 * is set (server/lib/rate-limit.ts). The plugin's hook runs after the key guard, so the count is the key's, not
 * the address's: two integrations behind one NAT do not share a budget.
 */
export const PER_KEY_RATE_LIMIT = {
  max: API_KEY_REQUESTS_PER_MINUTE,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `api-key:${request.apiCaller?.keyId ?? request.ip}`,
  labels: LABELS,
  addHeaders: {
    [LABELS.rateLimit]: true,
    [LABELS.rateRemaining]: true,
    [LABELS.rateReset]: true,
    [LABELS.retryAfter]: true,
  },
  addHeadersOnExceeding: { [LABELS.rateLimit]: true, [LABELS.rateRemaining]: true, [LABELS.rateReset]: true },
};
