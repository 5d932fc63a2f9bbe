import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { widgetOriginsRequestSchema, widgetSettingsSchema } from '#common/contracts/widget.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { ClientHosting } from '../../lib/client-hosting.ts';
import type { Clock } from '../../lib/clock.ts';
import { setFrameableBy } from '../../lib/security.ts';
import { type EmbedKind, findEmbedOrigins } from './embed-targets.ts';
import {
  getWidgetSettings,
  updateArtistWidgetOrigins,
  updateStudioWidgetOrigins,
} from './widget-settings.ts';

/** A public handle as the artist and studio pages take it; anything else is no page. */
const HANDLE = /^[A-Za-z0-9-]{1,60}$/;
const widgetTargetResponse = widgetSettingsSchema.shape.artist;

/**
 * The website widget's settings (decision 074): GET /api/widget, the allowlists of the artist's widget and (its
 * owner only) the studio's; and the lookup the studio's embedded chat starts from.
 */
export const widgetRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/widget',
    { config: { access: 'artist' }, schema: { response: { 200: widgetSettingsSchema } } },
    async (request) => getWidgetSettings({ db, artistId: currentUser(request).id }),
  );
  app.put(
    '/api/widget/artist',
    {
      config: { access: 'artist' },
      schema: { body: widgetOriginsRequestSchema, response: { 200: widgetTargetResponse } },
    },
    async (request) =>
      updateArtistWidgetOrigins({
        db,
        artistId: currentUser(request).id,
        origins: request.body.origins,
        now: clock(),
      }),
  );
  app.put(
    '/api/widget/studio',
    {
      config: { access: 'artist' },
      schema: { body: widgetOriginsRequestSchema, response: { 200: widgetTargetResponse } },
    },
    async (request) =>
      updateStudioWidgetOrigins({
        db,
        ownerId: currentUser(request).id,
        origins: request.body.origins,
        now: clock(),
      }),
  );
};

/**
 * The widget's chat pages, /embed/a/:handle and /embed/s/:handle: the app's page like any other, except that the
 * artist's or studio's allowed sites may frame it (frame-ancestors; "'none'" with none set, as for every other
 * page). An unknown handle is a 404 page that no site may frame.
 */
export const widgetEmbedRoutes: FastifyPluginAsyncZod<{
  db: Db;
  client: ClientHosting;
  isDev: boolean;
}> = async (app, { db, client, isDev }) => {
  const pages: ReadonlyArray<[EmbedKind, string]> = [
    ['artist', '/embed/a/:handle'],
    ['studio', '/embed/s/:handle'],
  ];
  for (const [kind, path] of pages) {
    const options = {
      config: { access: 'public' },
      schema: { params: z.object({ handle: z.string() }) },
    } as const;
    app.get(path, options, async (request, reply) => {
      const { handle } = request.params;
      const origins = HANDLE.test(handle) ? await findEmbedOrigins({ db, kind, handle }) : null;
      setFrameableBy(reply, origins ?? [], { isDev });
      await client.sendAppPage(request, reply, origins ? 200 : 404);
      return reply;
    });
  }
};
