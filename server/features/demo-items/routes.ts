import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDemoItemSchema,
  demoItemListSchema,
  demoItemParamsSchema,
  demoItemSchema,
  updateDemoItemSchema,
} from '#common/contracts/demo-items.ts';
import type { Db } from '../../db/client.ts';
import { limiterKey } from '../../lib/rate-limit.ts';
import { createDemoItem } from './create-demo-item.ts';
import { deleteDemoItem } from './delete-demo-item.ts';
import { listDemoItems } from './list-demo-items.ts';
import { updateDemoItem } from './update-demo-item.ts';

/** Creates, updates and deletes from one IP share this budget: plenty for a person, little for a script. */
export const DEMO_WRITES_PER_MINUTE = 20;

/** The largest valid item is under 30 KB of JSON; anything far beyond is refused before it is parsed. */
const CREATE_BODY_LIMIT_BYTES = 64 * 1024;

/** Spec §7 storage demo calls; public (spec §6), so writes are rate-limited per IP and the total is capped. */
export const demoItemRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // One limiter for all three write routes, so they draw on the same per-IP budget.
  const limitWrites = app.rateLimit({
    max: DEMO_WRITES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: limiterKey('demo-writes'),
  });

  app.get(
    '/api/demo/items',
    { config: { access: 'public' }, schema: { response: { 200: demoItemListSchema } } },
    async () => listDemoItems({ db }),
  );

  app.post(
    '/api/demo/items',
    {
      config: { access: 'public' },
      onRequest: limitWrites,
      bodyLimit: CREATE_BODY_LIMIT_BYTES,
      schema: { body: createDemoItemSchema, response: { 201: demoItemSchema } },
    },
    async (request, reply) => reply.code(201).send(await createDemoItem({ db, data: request.body })),
  );

  app.patch(
    '/api/demo/items/:id',
    {
      config: { access: 'public' },
      onRequest: limitWrites,
      schema: { params: demoItemParamsSchema, body: updateDemoItemSchema, response: { 200: demoItemSchema } },
    },
    async (request) => updateDemoItem({ db, itemId: request.params.id, data: request.body }),
  );

  app.delete(
    '/api/demo/items/:id',
    { config: { access: 'public' }, onRequest: limitWrites, schema: { params: demoItemParamsSchema } },
    async (request, reply) => {
      await deleteDemoItem({ db, itemId: request.params.id });
      return reply.code(204).send();
    },
  );
};
