import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettingsSchema } from '#common/contracts/notifications.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { getNotificationSettings } from './get-notification-settings.ts';
import { updateNotificationSettings } from './update-notification-settings.ts';

/** Settings → Notifications: which emails the artist gets (issue #14). */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/notifications/settings',
    { config: { access: 'artist' }, schema: { response: { 200: notificationSettingsSchema } } },
    async (request) => getNotificationSettings({ db, artistId: currentUser(request).id }),
  );
  app.put(
    '/api/notifications/settings',
    {
      config: { access: 'artist' },
      schema: { body: notificationSettingsSchema, response: { 200: notificationSettingsSchema } },
    },
    async (request) =>
      updateNotificationSettings({ db, artistId: currentUser(request).id, data: request.body }),
  );
};
