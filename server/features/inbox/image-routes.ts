import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { getThreadImage } from './get-thread-image.ts';
import { threadActionFor } from './thread-scope.ts';

/**
 * A client's image from a DM thread: private, so only the thread's artist gets it (decision 027), and a studio's
 * owner and front desk, who read the thread (decision 073).
 */
export const inboxImageRoutes: FastifyPluginAsyncZod<{ db: Db; storage: ObjectStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/api/inbox/threads/:id/images/:name',
    {
      config: { access: 'artist' },
      schema: {
        params: z.object({
          id: z.uuid('Not a valid thread id'),
          name: z.string().regex(/^[a-f0-9]+\.webp$/, 'Not an image name'),
        }),
      },
    },
    async (request, reply) => {
      const { id, name } = request.params;
      const image = await getThreadImage({
        db,
        storage,
        artistId: (await threadActionFor(db, { viewerId: currentUser(request).id, threadId: id })).artistId,
        threadId: id,
        name,
      });
      return (
        reply
          .header('Cache-Control', 'private, max-age=3600')
          .header('Content-Security-Policy', "default-src 'none'")
          .header('Content-Length', image.size)
          .type(image.contentType)
          // Stored names never change content (decision 027), so a browser may keep it for the hour.
          .send(image.body)
      );
    },
  );
};
