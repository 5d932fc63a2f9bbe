import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { intakeSettingsResponseSchema, intakeSettingsSchema } from '#common/contracts/intake.ts';
import { studioAnswersResponseSchema, studioAnswersSchema } from '#common/contracts/studio-answers.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { getIntakeSettings } from './get-intake-settings.ts';
import { getStudioAnswers, updateStudioAnswers } from './studio-answers.ts';
import { updateIntakeSettings } from './update-intake-settings.ts';

/**
 * Issue #11 artist intake controls: GET and PUT /api/intake, the signed-in artist's own settings; and their
 * studio answers (decision 045): GET and PUT /api/studio-answers.
 */
export const intakeRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/intake',
    { config: { access: 'artist' }, schema: { response: { 200: intakeSettingsResponseSchema } } },
    async (request) => getIntakeSettings({ db, clock, artistId: currentUser(request).id }),
  );
  app.put(
    '/api/intake',
    {
      config: { access: 'artist' },
      schema: { body: intakeSettingsSchema, response: { 200: intakeSettingsResponseSchema } },
    },
    async (request) =>
      updateIntakeSettings({ db, clock, artistId: currentUser(request).id, data: request.body }),
  );
  app.get(
    '/api/studio-answers',
    { config: { access: 'artist' }, schema: { response: { 200: studioAnswersResponseSchema } } },
    async (request) => getStudioAnswers({ db, artistId: currentUser(request).id }),
  );
  app.put(
    '/api/studio-answers',
    {
      config: { access: 'artist' },
      schema: { body: studioAnswersSchema, response: { 200: studioAnswersResponseSchema } },
    },
    async (request) => updateStudioAnswers({ db, artistId: currentUser(request).id, data: request.body }),
  );
};
