import type { FastifyRequest } from 'fastify';
import { API_KEY_REQUESTS_PER_MINUTE } from '#common/contracts/api-keys.ts';
import { limiterKey } from '../../lib/rate-limit.ts';

/** IETF draft RateLimit-* names instead of the plugin's X-RateLimit-* (issue #29 item 3). */
const LABELS = {
  rateLimit: 'ratelimit-limit',
  rateRemaining: 'ratelimit-remaining',
  rateReset: 'ratelimit-reset',
  retryAfter: 'retry-after',
};

/**
 * The one limiter of /api/v1: API_KEY_REQUESTS_PER_MINUTE per key across every route (one app.rateLimit(), so one
 * counter; a route's own `config.rateLimit` would count each route apart, decision 080), in Redis when REDIS_URL
 * is set (server/lib/rate-limit.ts). It runs after the key guard, so the count is the key's, not the address's:
 * two integrations behind one NAT do not share a budget.
 */
export const PER_KEY_RATE_LIMIT = {
  max: API_KEY_REQUESTS_PER_MINUTE,
  timeWindow: 60_000,
  keyGenerator: limiterKey('api-key', (request: FastifyRequest) => request.apiCaller?.keyId ?? request.ip),
  labels: LABELS,
  addHeaders: {
    [LABELS.rateLimit]: true,
    [LABELS.rateRemaining]: true,
    [LABELS.rateReset]: true,
    [LABELS.retryAfter]: true,
  },
  addHeadersOnExceeding: { [LABELS.rateLimit]: true, [LABELS.rateRemaining]: true, [LABELS.rateReset]: true },
};
