import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeySchema, createApiKeySchema, createdApiKeySchema } from '#common/contracts/api-keys.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireFeature } from '../billing/require-feature.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys.ts';

/**
 * Settings → API (issue #29 item 3, decision 077): the artist's keys for /api/v1. Dashboard routes, so a session
 * and never a key; plans without API access get 402 from each.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/api-keys',
    { config: { access: 'artist' }, schema: { response: { 200: z.array(apiKeySchema) } } },
    async (request) => {
      const artistId = currentUser(request).id;
      await requireFeature({ db, clock }, artistId, 'apiAccess');
      return listApiKeys(db, artistId);
    },
  );

  app.post(
    '/api/api-keys',
    {
      config: { access: 'artist' },
      schema: { body: createApiKeySchema, response: { 201: createdApiKeySchema } },
    },
    async (request, reply) => {
      const created = await createApiKey({ db, clock }, currentUser(request).id, request.body);
      return reply.code(201).header('Cache-Control', 'no-store').send(created);
    },
  );

  app.delete(
    '/api/api-keys/:id',
    { config: { access: 'artist' }, schema: { params: z.object({ id: z.uuid('Not a valid key id') }) } },
    async (request, reply) => {
      await revokeApiKey({ db, clock }, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};
