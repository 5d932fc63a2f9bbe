import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inboxCommentListSchema,
  inboxReplyRequestSchema,
  inboxSettingsSchema,
  inboxThreadListSchema,
  inboxThreadSchema,
  updateInboxSettingsSchema,
  updateInboxThreadSchema,
} from '#common/contracts/inbox.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { getInboxSettings } from './get-inbox-settings.ts';
import { getInboxThread } from './get-inbox-thread.ts';
import { listInboxThreads } from './list-inbox-threads.ts';
import { listInstagramComments } from './list-instagram-comments.ts';
import { replyAsArtist } from './reply-as-artist.ts';
import { threadActionFor } from './thread-scope.ts';
import { updateInboxSettings } from './update-inbox-settings.ts';
import { updateInboxThread } from './update-inbox-thread.ts';

const threadParams = z.object({ id: z.uuid('Not a valid thread id') });

/**
 * The Inbox tab's calls (issue #10): the signed-in artist's own threads, or for a studio's owner and front desk every
 * member's too, worked as that member (decision 073: threadActionFor). The switches and comments stay the viewer's.
 */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: JobQueue; clock?: Clock }> = async (
  app,
  { db, jobs, clock = systemClock },
) => {
  const threadAction = (request: FastifyRequest, threadId: string) =>
    threadActionFor(db, { viewerId: currentUser(request).id, threadId });

  app.get(
    '/api/inbox/threads',
    { config: { access: 'artist' }, schema: { response: { 200: inboxThreadListSchema } } },
    async (request) => listInboxThreads({ db, viewerId: currentUser(request).id, clock }),
  );

  app.get(
    '/api/inbox/threads/:id',
    { config: { access: 'artist' }, schema: { params: threadParams, response: { 200: inboxThreadSchema } } },
    async (request) =>
      getInboxThread({
        db,
        artistId: (await threadAction(request, request.params.id)).artistId,
        threadId: request.params.id,
        clock,
      }),
  );

  app.post(
    '/api/inbox/threads/:id/replies',
    {
      config: { access: 'artist' },
      schema: { params: threadParams, body: inboxReplyRequestSchema, response: { 200: inboxThreadSchema } },
    },
    async (request) => {
      const { artistId, actor } = await threadAction(request, request.params.id);
      return replyAsArtist({
        db,
        jobs,
        clock,
        artistId,
        threadId: request.params.id,
        text: request.body.text,
        sentBy: actor,
      });
    },
  );

  app.patch(
    '/api/inbox/threads/:id',
    {
      config: { access: 'artist' },
      schema: { params: threadParams, body: updateInboxThreadSchema, response: { 200: inboxThreadSchema } },
    },
    async (request) =>
      updateInboxThread({
        db,
        artistId: (await threadAction(request, request.params.id)).artistId,
        threadId: request.params.id,
        data: request.body,
        clock,
      }),
  );

  app.get(
    '/api/inbox/settings',
    { config: { access: 'artist' }, schema: { response: { 200: inboxSettingsSchema } } },
    async (request) => getInboxSettings(db, currentUser(request).id),
  );

  app.patch(
    '/api/inbox/settings',
    {
      config: { access: 'artist' },
      schema: { body: updateInboxSettingsSchema, response: { 200: inboxSettingsSchema } },
    },
    async (request) => updateInboxSettings({ db, artistId: currentUser(request).id, data: request.body }),
  );

  app.get(
    '/api/inbox/comments',
    { config: { access: 'artist' }, schema: { response: { 200: inboxCommentListSchema } } },
    async (request) => listInstagramComments({ db, artistId: currentUser(request).id, clock }),
  );
};
