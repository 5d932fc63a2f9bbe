import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataDeletionStatusSchema } from '#common/contracts/instagram.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import { parseSignedRequest } from '../../providers/instagram/signatures.ts';
import { getDeletionStatus, recordDeletionRequest } from './deletion-requests.ts';

const signedRequestBody = z.object({ signed_request: z.string({ error: 'signed_request is required' }) });

/**
 * Meta's data-deletion and deauthorize callbacks (spec §2 option 4, decision 016): each records a deletion
 * request and queues its job; the public status page reads the request by its confirmation code.
 */
export const metaCallbackRoutes: FastifyPluginAsyncZod<{
  db: Db;
  jobs: JobQueue;
  env: Env;
  instagram: InstagramSetup | undefined;
}> = async (app, { db, jobs, env, instagram }) => {
  /** The app secret Meta signs with; without Instagram there is no Meta app to call back. */
  const appSecret = () => {
    if (!instagram) throw new AppError('NOT_FOUND', 'Instagram is not configured on this server');
    return instagram.appSecret;
  };
  // Meta posts callbacks form-encoded (reference A5).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/api/instagram/data-deletion',
    {
      config: { access: 'public' },
      schema: {
        body: signedRequestBody,
        response: { 200: z.object({ url: z.string(), confirmation_code: z.string() }) },
      },
    },
    async (request) => {
      const payload = parseSignedRequest(request.body.signed_request, appSecret());
      if (!payload) throw new AppError('UNAUTHORIZED', 'Invalid signed_request');
      const code = await recordDeletionRequest({ db, source: 'meta-deletion', igUserId: payload.userId });
      await jobs.send('account-deletion', { code });
      return { url: `${env.APP_URL}/data-deletion/status?code=${code}`, confirmation_code: code };
    },
  );

  app.post(
    '/api/instagram/deauthorize',
    { config: { access: 'public' }, schema: { body: signedRequestBody } },
    async (request, reply) => {
      const payload = parseSignedRequest(request.body.signed_request, appSecret());
      if (!payload) throw new AppError('UNAUTHORIZED', 'Invalid signed_request');
      const code = await recordDeletionRequest({ db, source: 'meta-deauthorize', igUserId: payload.userId });
      await jobs.send('instagram-deauthorize', { code });
      return reply.code(200).send({ success: true });
    },
  );

  app.get(
    '/api/instagram/data-deletion/status',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({ code: z.string().regex(/^[a-z0-9]{1,64}$/, 'Not a confirmation code') }),
        response: { 200: dataDeletionStatusSchema },
      },
    },
    async (request) => {
      const status = await getDeletionStatus(db, request.query.code);
      if (!status) throw new AppError('NOT_FOUND', 'No deletion request has this confirmation code');
      return status;
    },
  );
};
