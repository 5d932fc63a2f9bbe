import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';

/** Public images only: portfolio pieces, concept visuals and studio logos. Chat reference images are private. */
const PUBLIC_FOLDERS = new Set(['portfolio', 'concepts', 'branding']);

/** Stored names are random and never reused, so a browser may keep them for a year. */
export const imageRoutes: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (app, { storage }) => {
  app.get(
    '/api/images/:folder/:name',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ folder: z.string(), name: z.string().regex(/^[A-Za-z0-9_-]+\.[a-z0-9]+$/) }),
      },
    },
    async (request, reply) => {
      const { folder, name } = request.params;
      if (!PUBLIC_FOLDERS.has(folder)) throw new AppError('NOT_FOUND', 'Image not found');
      const object = await storage.get(`${folder}/${name}`);
      if (!object) throw new AppError('NOT_FOUND', 'Image not found');
      return (
        reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Content-Length', object.size)
          // SVG concept boards are ours, but an image must never run script if opened directly.
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
          .type(object.contentType)
          .send(object.body)
      );
    },
  );
};
