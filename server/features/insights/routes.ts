import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insightsCsvQuerySchema, insightsQuerySchema, insightsSchema } from '#common/contracts/insights.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireFeature } from '../billing/require-feature.ts';
import { getInsights } from './get-insights.ts';
import { insightsCsv } from './insights-csv.ts';

/**
 * The artist's advanced analytics (issue #27 item 9, decision 071): the Insights tab's figures and each of its
 * tables as CSV. Professional and up: every call checks the plan first and answers 402 PLAN_REQUIRED without.
 */
export const insightsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; demoArtistId: string }> = async (
  app,
  { db, clock, demoArtistId },
) => {
  const insightsOf = async (artistId: string, timeRange: typeof insightsQuerySchema._output.timeRange) => {
    await requireFeature({ db, clock }, artistId, 'advancedAnalytics');
    return getInsights({ db, artistId, demoArtistId, timeRange, now: clock() });
  };

  app.get(
    '/api/insights',
    {
      config: { access: 'artist' },
      schema: { querystring: insightsQuerySchema, response: { 200: insightsSchema } },
    },
    async (request) => insightsOf(currentUser(request).id, request.query.timeRange),
  );

  app.get(
    '/api/insights/export.csv',
    { config: { access: 'artist' }, schema: { querystring: insightsCsvQuerySchema } },
    async (request, reply) => {
      const { timeRange, table } = request.query;
      const csv = insightsCsv(await insightsOf(currentUser(request).id, timeRange), table);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="inkdesk-${table}-${timeRange}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};
