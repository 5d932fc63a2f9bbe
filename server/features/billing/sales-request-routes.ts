import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesRequestSchema, salesRequestSchemaOut } from '#common/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { createSalesRequest } from './create-sales-request.ts';

/**
 * Each request emails the sales address: a few per address and ten minutes are plenty for a studio that mistyped,
 * and too few to use the form as a mail cannon.
 */
const RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

/** Contact Sales (issue #27 item 7): the pricing page's Studio form, open to visitors and artists alike. */
export const salesRequestRoutes: FastifyPluginAsyncZod<{
  db: Db;
  jobs: JobQueue;
  salesEmail: string;
  appUrl: string;
}> = async (app, deps) => {
  app.post(
    '/api/sales-requests',
    {
      // A signed-in artist's request keeps their id; a visitor's is anonymous.
      config: { access: 'public-identified', rateLimit: RATE_LIMIT },
      schema: { body: salesRequestSchema, response: { 201: salesRequestSchemaOut } },
    },
    async (request, reply) => {
      const created = await createSalesRequest({
        ...deps,
        artistId: request.user?.id ?? null,
        data: request.body,
      });
      return reply.code(201).send(created);
    },
  );
};
