import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BillingStatus, billingStatusSchema } from '#common/contracts/billing.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { getBillingStatus } from './get-billing-status.ts';

/** The artist's own plan, standing and usage (issue #27 item 2): the dashboard's plan card and banners. */
export const billingStatusRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  /** Where checkout and the portal run: Stripe with its keys, else the local billing sandbox (decision 070). */
  provider: BillingStatus['provider'];
}> = async (app, { db, clock, provider }) => {
  app.get(
    '/api/billing',
    { config: { access: 'artist' }, schema: { response: { 200: billingStatusSchema } } },
    async (request, reply) => {
      // The meters move with every conversation: never served from a cache.
      reply.header('Cache-Control', 'no-store');
      return getBillingStatus({ db, artistId: currentUser(request).id, now: clock(), provider });
    },
  );
};
