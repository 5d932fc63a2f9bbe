import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  instagramConnectionSchema,
  instagramConnectStartSchema,
  sandboxClientMessageRequestSchema,
  sandboxClientMessageResponseSchema,
  sandboxCommentRequestSchema,
  sandboxCommentResponseSchema,
  sandboxPostListSchema,
  sandboxThreadQuerySchema,
  sandboxThreadSchema,
} from '#common/contracts/instagram.ts';
import { photoSyncStatusSchema } from '#common/contracts/portfolio.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  INSTAGRAM_CALLBACK_PATH,
  type InstagramSetup,
} from '../../providers/instagram/create-instagram-setup.ts';
import { sandboxFeed } from '../../providers/instagram/sandbox/sandbox-media.ts';
import { completeInstagramConnect } from './complete-instagram-connect.ts';
import { disconnectInstagram } from './disconnect-instagram.ts';
import { findConnectedAccount } from './find-connected-account.ts';
import { getInstagramConnection } from './get-instagram-connection.ts';
import { getPhotoSyncStatus } from './get-photo-sync-status.ts';
import { requestPhotoSync } from './request-photo-sync.ts';
import { CONNECT_STATE_TTL_MS, startInstagramConnect } from './start-instagram-connect.ts';
import type { WebhookRejections } from './webhook-rejections.ts';

const STATE_COOKIE = 'inkdesk_ig_state';

/**
 * Settings → Integrations (connect, callback, disconnect) and the sandbox's client-side actions for the sandbox
 * DM page (decision 016). Meta's deletion callbacks are the account's (account/meta-callback-routes.ts).
 */
export const instagramRoutes: FastifyPluginAsyncZod<{
  db: Db;
  jobs: JobQueue;
  env: Env;
  instagram: InstagramSetup | undefined;
  rejections: WebhookRejections;
  clock: Clock;
}> = async (app, { db, jobs, env, instagram, rejections, clock }) => {
  const redirectUri = `${env.APP_URL}${INSTAGRAM_CALLBACK_PATH}`;
  const mode = instagram?.mode ?? 'off';
  const requireInstagram = () => {
    if (!instagram) throw new AppError('NOT_FOUND', 'Instagram is not configured on this server');
    return instagram;
  };
  app.get(
    '/api/instagram/connection',
    { config: { access: 'artist' }, schema: { response: { 200: instagramConnectionSchema } } },
    async (request) =>
      getInstagramConnection({ db, artistId: currentUser(request).id, mode, rejections, now: clock() }),
  );

  app.get(
    '/api/instagram/connect',
    { config: { access: 'artist' }, schema: { response: { 200: instagramConnectStartSchema } } },
    async (request, reply) => {
      const { authorizeUrl, state } = await startInstagramConnect({
        db,
        graph: requireInstagram().graph,
        artistId: currentUser(request).id,
        redirectUri,
      });
      reply.setCookie(STATE_COOKIE, state, {
        path: '/api/instagram',
        httpOnly: true,
        sameSite: 'lax',
        secure: env.TRUST_PROXY,
        maxAge: CONNECT_STATE_TTL_MS / 1000,
      });
      return { authorizeUrl };
    },
  );

  app.get(
    INSTAGRAM_CALLBACK_PATH,
    {
      config: { access: 'artist' },
      schema: {
        querystring: z.object({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional(),
          error_description: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      reply.clearCookie(STATE_COOKIE, { path: '/api/instagram' });
      const back = (params: Record<string, string>) =>
        reply.redirect(`/dashboard?${new URLSearchParams({ tab: 'settings', ...params })}`);
      if (error || !code || !state) return back({ instagram: 'cancelled' });
      try {
        const { username } = await completeInstagramConnect({
          db,
          jobs,
          instagram: requireInstagram(),
          artistId: currentUser(request).id,
          code,
          state,
          browserState: request.cookies[STATE_COOKIE],
          redirectUri,
        });
        return back({ instagram: 'connected', username });
      } catch (failure) {
        if (!(failure instanceof AppError)) throw failure;
        request.log.warn({ err: failure }, 'Instagram connection failed');
        return back({ instagram: 'failed', reason: failure.message });
      }
    },
  );

  app.post('/api/instagram/disconnect', { config: { access: 'artist' } }, async (request, reply) => {
    const account = await findConnectedAccount(db, currentUser(request).id);
    if (account) await disconnectInstagram({ db, instagram, account, log: request.log });
    return reply.code(204).send();
  });

  // The Portfolio tab's "Sync now" (decision 057): its state, and the press itself.
  app.get(
    '/api/instagram/photo-sync',
    { config: { access: 'artist' }, schema: { response: { 200: photoSyncStatusSchema } } },
    async (request) => getPhotoSyncStatus({ db, artistId: currentUser(request).id }),
  );

  app.post(
    '/api/instagram/photo-sync',
    { config: { access: 'artist' }, schema: { response: { 202: photoSyncStatusSchema } } },
    async (request, reply) =>
      reply
        .code(202)
        .send(await requestPhotoSync({ db, jobs, artistId: currentUser(request).id, now: clock() })),
  );

  /** The signed-in artist's connected sandbox account, for the sandbox DM page. */
  async function sandboxAccount(artistId: string) {
    const sandbox = requireInstagram().sandbox;
    if (!sandbox) throw new AppError('NOT_FOUND', 'The Instagram sandbox is off on this server');
    const account = await findConnectedAccount(db, artistId);
    if (!account?.isSandbox)
      throw new AppError('CONFLICT', 'Connect a sandbox account in Settings → Integrations first');
    return { sandbox, account };
  }

  app.post(
    '/api/instagram/sandbox/messages',
    {
      config: { access: 'artist' },
      schema: {
        body: sandboxClientMessageRequestSchema,
        response: { 200: sandboxClientMessageResponseSchema },
      },
    },
    async (request) => {
      const { sandbox, account } = await sandboxAccount(currentUser(request).id);
      const { mid } = await sandbox.sendAsClient({
        accountId: account.igUserId,
        clientUsername: request.body.username,
        text: request.body.text,
        // Any of the sandbox CDN's drawings: each id draws its own.
        ...(request.body.withPhoto ? { photoId: String(randomInt(1, 1_000_000)) } : {}),
      });
      return { mid };
    },
  );

  app.get(
    '/api/instagram/sandbox/thread',
    {
      config: { access: 'artist' },
      schema: { querystring: sandboxThreadQuerySchema, response: { 200: sandboxThreadSchema } },
    },
    async (request) => {
      const { sandbox, account } = await sandboxAccount(currentUser(request).id);
      return {
        ...sandbox.thread({ accountId: account.igUserId, clientUsername: request.query.username }),
        accountUsername: account.username,
      };
    },
  );

  app.post(
    '/api/instagram/sandbox/comments',
    {
      config: { access: 'artist' },
      schema: { body: sandboxCommentRequestSchema, response: { 200: sandboxCommentResponseSchema } },
    },
    async (request) => {
      const { sandbox, account } = await sandboxAccount(currentUser(request).id);
      return sandbox.commentAsClient({
        accountId: account.igUserId,
        clientUsername: request.body.username,
        mediaId: request.body.mediaId,
        text: request.body.text,
      });
    },
  );

  app.get(
    '/api/instagram/sandbox/posts',
    { config: { access: 'artist' }, schema: { response: { 200: sandboxPostListSchema } } },
    async (request) => {
      const { sandbox, account } = await sandboxAccount(currentUser(request).id);
      const posts = sandboxFeed(account.igUserId, sandbox.feedSize())
        .filter((post) => !sandbox.isDeleted(post.id))
        .slice(0, SANDBOX_POSTS_SHOWN);
      return {
        posts: posts.map(({ id, caption }) => ({
          id,
          caption,
          imageUrl: `${sandbox.options.publicUrl}/cdn/${id}.jpg`,
        })),
      };
    },
  );
};

/** The sandbox page offers the newest few posts to comment on. */
const SANDBOX_POSTS_SHOWN = 6;
