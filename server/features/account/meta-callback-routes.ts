import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataDeletionStatusSchema } from '#common/contracts/instagram.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import { parseSignedRequest } from '../../providers/instagram/signatures.ts';
import { getDeletionStatus, recordDeletionRequest } from './deletion-requests.ts';

const signedRequestBody = z.object({ signed_request: z.string({ error: 'signed_request is required' }) });

/**
 * How old a signed_request may be (decision 052): Meta calls back as the person acts, so an hour covers its
 * retries, while a captured request replayed later is refused. A little ahead is clock skew between the two.
 */
const MAX_AGE_SECONDS = 3600;
const MAX_AHEAD_SECONDS = 300;

/** Per IP, against guessing confirmation codes; the status page polls every 5 s (12 a minute) until done. */
const STATUS_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** The verified payload of a fresh signed_request; 401 unsigned or forged, 400 naming issued_at when stale. */
function readSignedRequest(signedRequest: string, secret: string, now: Date) {
  const payload = parseSignedRequest(signedRequest, secret);
  if (!payload) throw new AppError('UNAUTHORIZED', 'Invalid signed_request');
  const nowSeconds = now.getTime() / 1000;
  const problem =
    payload.issuedAt === undefined
      ? 'is missing: Meta signs the time it issued the request'
      : payload.issuedAt < nowSeconds - MAX_AGE_SECONDS
        ? 'is more than an hour old: a replayed request is refused'
        : payload.issuedAt > nowSeconds + MAX_AHEAD_SECONDS
          ? 'is more than five minutes ahead of this server'
          : undefined;
  if (problem) throw new AppError('VALIDATION_FAILED', `issued_at ${problem}`, { issued_at: problem });
  return payload;
}

/**
 * Meta's data-deletion and deauthorize callbacks (spec §2 option 4, decision 016): each records a deletion
 * request and queues its job; the public status page reads the request by its confirmation code.
 */
export const metaCallbackRoutes: FastifyPluginAsyncZod<{
  db: Db;
  jobs: JobQueue;
  env: Env;
  instagram: InstagramSetup | undefined;
  clock: Clock;
}> = async (app, { db, jobs, env, instagram, clock }) => {
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
      const payload = readSignedRequest(request.body.signed_request, appSecret(), clock());
      const code = await recordDeletionRequest({ db, source: 'meta-deletion', igUserId: payload.userId });
      await jobs.send('account-deletion', { code });
      return { url: `${env.APP_URL}/data-deletion/status?code=${code}`, confirmation_code: code };
    },
  );

  app.post(
    '/api/instagram/deauthorize',
    { config: { access: 'public' }, schema: { body: signedRequestBody } },
    async (request, reply) => {
      const payload = readSignedRequest(request.body.signed_request, appSecret(), clock());
      const code = await recordDeletionRequest({ db, source: 'meta-deauthorize', igUserId: payload.userId });
      await jobs.send('instagram-deauthorize', { code });
      return reply.code(200).send({ success: true });
    },
  );

  app.get(
    '/api/instagram/data-deletion/status',
    {
      config: { access: 'public', rateLimit: STATUS_RATE_LIMIT },
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
