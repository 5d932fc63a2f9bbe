import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsQuerySchema, statsSchema, statsTrendsSchema } from '#common/contracts/analytics.ts';
import type { Db } from '../../db/client.ts';
import { getStats } from './get-stats.ts';
import { getStatsTrends } from './get-stats-trends.ts';

/** Spec §7 GET /api/admin/stats and the extra trends the cards and chart need; admins only (issue #6 Access). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/stats',
    {
      config: { access: 'admin' },
      schema: { querystring: statsQuerySchema, response: { 200: statsSchema } },
    },
    async (request) => getStats({ db, timeRange: request.query.timeRange, now: new Date() }),
  );

  app.get(
    '/api/admin/stats/trends',
    {
      config: { access: 'admin' },
      schema: { querystring: statsQuerySchema, response: { 200: statsTrendsSchema } },
    },
    async (request) => getStatsTrends({ db, timeRange: request.query.timeRange, now: new Date() }),
  );
};
