import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobPageSchema, jobParamsSchema, listJobsQuerySchema } from '#common/contracts/jobs.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { listTroubledJobs } from './list-troubled-jobs.ts';
import { retryFailedJob } from './retry-failed-job.ts';

/**
 * Issue #10: dead jobs are visible to admins, and can be run again. Admins only; the check runs on request,
 * so an artist learns nothing but 403.
 */
export const jobRoutes: FastifyPluginAsyncZod<{ jobs: JobQueue }> = async (app, { jobs }) => {
  app.get(
    '/api/admin/jobs',
    {
      config: { access: 'admin' },
      schema: { querystring: listJobsQuerySchema, response: { 200: jobPageSchema } },
    },
    async (request) => listTroubledJobs({ jobs, query: request.query }),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    { config: { access: 'admin' }, schema: { params: jobParamsSchema } },
    async (request, reply) => {
      await retryFailedJob({ jobs, jobId: request.params.id });
      return reply.code(204).send();
    },
  );
};
