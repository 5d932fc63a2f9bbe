import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicArtistSchema } from '#common/contracts/artists.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { getPublicArtist } from './get-public-artist.ts';

export const artistRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/artists/:handle',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ handle: z.string().regex(/^[A-Za-z0-9-]{1,60}$/, 'Not a valid artist handle') }),
        response: { 200: publicArtistSchema },
      },
    },
    async (request) => getPublicArtist({ db, handle: request.params.handle, now: clock() }),
  );
};
