import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updatePreferencesSchema, userSchema } from '#common/contracts/users.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { updatePreferences } from './update-preferences.ts';

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.patch(
    '/api/user/preferences',
    {
      config: { access: 'artist' },
      schema: { body: updatePreferencesSchema, response: { 200: userSchema } },
    },
    async (request) => updatePreferences({ db, userId: currentUser(request).id, data: request.body }),
  );
};
