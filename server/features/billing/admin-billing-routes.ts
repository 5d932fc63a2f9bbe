import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingAccountParamsSchema,
  billingAccountSchema,
  billingOverviewSchema,
  extendTrialSchema,
} from '#common/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { extendTrial } from './extend-trial.ts';
import { getBillingOverview } from './get-billing-overview.ts';

/** Admin → Billing (issue #27 item 8): every account, revenue, trials and sales requests. Admins only. */
export const adminBillingRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/admin/billing',
    { config: { access: 'admin' }, schema: { response: { 200: billingOverviewSchema } } },
    async () => getBillingOverview({ db, now: clock() }),
  );

  app.post(
    '/api/admin/billing/:artistId/extend-trial',
    {
      config: { access: 'admin' },
      schema: {
        params: billingAccountParamsSchema,
        body: extendTrialSchema,
        response: { 200: billingAccountSchema },
      },
    },
    async (request) =>
      extendTrial({ db, artistId: request.params.artistId, days: request.body.days, now: clock() }),
  );
};
