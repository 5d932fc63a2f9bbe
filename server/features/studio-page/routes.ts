import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicStudioSchema } from '#common/contracts/studio-page.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { getPublicStudio } from './get-public-studio.ts';

/** The studio's public page, /s/:handle (issue #28 item 4): anyone may read it. */
export const studioPageRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/studio-pages/:handle',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ handle: z.string().regex(/^[A-Za-z0-9-]{1,60}$/, 'Not a valid studio handle') }),
        response: { 200: publicStudioSchema },
      },
    },
    async (request) => getPublicStudio({ db, handle: request.params.handle, now: clock() }),
  );
};
