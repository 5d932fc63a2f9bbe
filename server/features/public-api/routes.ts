import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import type { BookingDeps } from '../booking/core/booking-deps.ts';
import { publicBookingRoutes } from './booking-routes.ts';
import { addIdempotencyHooks } from './idempotency/idempotency-hooks.ts';
import { publicLeadRoutes } from './lead-routes.ts';
import { publicPortfolioRoutes } from './portfolio-routes.ts';
import { PER_KEY_RATE_LIMIT } from './public-api-rate-limit.ts';

export interface PublicApiDeps {
  db: Db;
  storage: ObjectStorage;
  jobs: JobQueue;
  clock: Clock;
  env: BookingDeps['env'];
}

/**
 * Every /api/v1 route (issue #29, decisions 077 and 080), in one scope, each counted against its key's one
 * budget: the limiter goes after the key guard among the route's onRequest hooks, so it knows the key. Every POST
 * takes an Idempotency-Key.
 */
export const publicApiRoutes: FastifyPluginAsyncZod<PublicApiDeps> = async (app, deps) => {
  const limitPerKey = app.rateLimit(PER_KEY_RATE_LIMIT);
  app.addHook('onRoute', (route) => {
    route.onRequest = [...[route.onRequest ?? []].flat(), limitPerKey];
  });
  addIdempotencyHooks(app, deps);
  await app.register(publicLeadRoutes, deps);
  await app.register(publicBookingRoutes, deps);
  await app.register(publicPortfolioRoutes, deps);
};
