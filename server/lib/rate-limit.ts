import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SharedRedis } from './redis.ts';

/**
 * Registers @fastify/rate-limit for the routes that ask for it (route `config.rateLimit`, `app.rateLimit()`,
 * `app.createRateLimit()`). With Redis every instance counts in the same keys, so a fleet enforces one limit;
 * without, each process counts alone (fine for one instance). A Redis outage lets requests through
 * (skipOnError, fail-open: decision 025) rather than refusing every sign-in and chat turn.
 */
export async function registerRateLimits(app: FastifyInstance, redis: SharedRedis | undefined) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis: redis.client, nameSpace: `${redis.prefix}rate-limit:`, skipOnError: true } : {}),
  });
}

/**
 * Keys for a limiter made with app.rateLimit()/createRateLimit(): those share one store with no route in
 * their keys, so each names itself, or two limiters keyed by the same IP or chat session would count together.
 */
export const limiterKey =
  (name: string, keyOf: (request: FastifyRequest) => string = (request) => normalizeIP(request.ip, 64)) =>
  (request: FastifyRequest) =>
    `${name}:${keyOf(request)}`;
