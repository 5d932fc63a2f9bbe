import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createExperimentSchema,
  experimentParamsSchema,
  experimentResultsSchema,
  experimentSchema,
  updateExperimentSchema,
} from '#common/contracts/experiments.ts';
import type { Db } from '../../db/client.ts';
import { createExperiment } from './create-experiment.ts';
import { getExperimentResults } from './get-experiment-results.ts';
import { listExperiments } from './list-experiments.ts';
import { updateExperiment } from './update-experiment.ts';

/**
 * Spec §7 experiment calls, for admins only (issue #6 Access). The check runs on request, before the body
 * is validated, so a visitor learns nothing but 401 and an artist nothing but 403.
 */
export const experimentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/experiments',
    { config: { access: 'admin' }, schema: { response: { 200: z.array(experimentSchema) } } },
    async () => listExperiments({ db }),
  );

  app.post(
    '/api/admin/experiments',
    {
      config: { access: 'admin' },
      schema: { body: createExperimentSchema, response: { 201: experimentSchema } },
    },
    async (request, reply) => reply.code(201).send(await createExperiment({ db, data: request.body })),
  );

  app.patch(
    '/api/admin/experiments/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: experimentParamsSchema,
        body: updateExperimentSchema,
        response: { 200: experimentSchema },
      },
    },
    async (request) => updateExperiment({ db, experimentId: request.params.id, data: request.body }),
  );

  app.get(
    '/api/admin/experiments/:id/results',
    {
      config: { access: 'admin' },
      schema: { params: experimentParamsSchema, response: { 200: experimentResultsSchema } },
    },
    async (request) => getExperimentResults({ db, experimentId: request.params.id }),
  );
};
