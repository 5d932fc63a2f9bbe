import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PORTFOLIO_FILE_BYTES } from '#common/contracts/portfolio.ts';
import {
  changeMemberRoleSchema,
  createdInviteSchema,
  createStudioSchema,
  invitePreviewSchema,
  inviteToStudioSchema,
  myStudioSchema,
  reassignLeadSchema,
  studioMemberSchema,
  studioViewSchema,
  updateStudioSchema,
} from '#common/contracts/studio-team.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { studioActorOf } from '../studio-membership/find-studio-actor.ts';
import { acceptStudioInvite } from './accept-studio-invite.ts';
import { changeMemberRole } from './change-member-role.ts';
import { createStudio } from './create-studio.ts';
import { previewStudioInvite } from './find-studio-invite.ts';
import { getMyStudio, listStudioMembers } from './get-my-studio.ts';
import { inviteToStudio } from './invite-to-studio.ts';
import { leaveStudio } from './leave-studio.ts';
import { reassignLead } from './reassign-lead.ts';
import { reassignThread } from './reassign-thread.ts';
import { removeStudioLogo } from './remove-studio-logo.ts';
import { removeStudioMember } from './remove-studio-member.ts';
import { revokeStudioInvite } from './revoke-studio-invite.ts';
import { currentMembership } from './studio-guards.ts';
import { updateStudio } from './update-studio.ts';
import { uploadStudioLogo } from './upload-studio-logo.ts';

const inviteParams = z.object({ inviteId: z.uuid('Not a valid invite id') });
const tokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a valid invite link'),
});
const memberParams = z.object({ userId: z.string().min(1).max(100) });
const leadParams = z.object({ leadId: z.uuid('Not a valid lead id') });
const threadParams = z.object({ threadId: z.uuid('Not a valid thread id') });
const noContent = { 204: z.null() };

/** The files of a multipart body as the logo upload reads them. */
async function* logoFiles(parts: AsyncIterable<Multipart>) {
  for await (const part of parts) {
    if (part.type === 'file') yield { stream: part.file, isTruncated: () => part.file.truncated };
  }
}

export interface StudioRouteDeps {
  db: Db;
  jobs: JobQueue;
  storage: ObjectStorage;
  clock: Clock;
  appUrl: string;
}

/**
 * Studios (issue #28, decision 073): making one, the team and its invites, the shop's settings and branding, and
 * moving a lead between its artists. Who may call each is on the route: the studio access kinds read the caller's
 * membership (studio-guards.ts), which the handlers pass on as `currentMembership(request)`.
 */
export const studioRoutes: FastifyPluginAsyncZod<StudioRouteDeps> = async (app, deps) => {
  const { db, clock } = deps;
  // Registered here, so only this plugin's routes parse multipart bodies (the logo upload).
  await app.register(multipart, { limits: { files: 1, fields: 0, fileSize: MAX_PORTFOLIO_FILE_BYTES } });

  app.get(
    '/api/studio',
    { config: { access: 'artist' }, schema: { response: { 200: myStudioSchema } } },
    async (request) => ({ studio: await getMyStudio({ db, userId: currentUser(request).id, now: clock() }) }),
  );
  app.post(
    '/api/studio',
    {
      config: { access: 'artist' },
      schema: { body: createStudioSchema, response: { 200: studioViewSchema } },
    },
    async (request) => createStudio({ db, clock, artistId: currentUser(request).id, data: request.body }),
  );
  app.patch(
    '/api/studio',
    {
      config: { access: 'studio-owner' },
      schema: { body: updateStudioSchema, response: { 200: studioViewSchema } },
    },
    async (request) =>
      updateStudio({
        db,
        clock,
        ownerId: currentUser(request).id,
        studioId: currentMembership(request).studioId,
        data: request.body,
      }),
  );
  app.post(
    '/api/studio/logo',
    { config: { access: 'studio-owner' }, schema: { response: { 200: studioViewSchema } } },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('VALIDATION_FAILED', 'Not multipart', {
          logo: 'Send the logo as multipart/form-data',
        });
      }
      return uploadStudioLogo({
        db,
        storage: deps.storage,
        clock,
        ownerId: currentUser(request).id,
        studioId: currentMembership(request).studioId,
        files: logoFiles(request.parts()),
      }).catch((error: unknown) => {
        // The parser's own refusals (a second file, a field): the 4xx names the upload's field.
        const { code } = error as { code?: string };
        if (code !== 'FST_FILES_LIMIT' && code !== 'FST_FIELDS_LIMIT') throw error;
        throw new AppError('VALIDATION_FAILED', 'One logo', { logo: 'Send one image and nothing else' });
      });
    },
  );
  app.delete(
    '/api/studio/logo',
    { config: { access: 'studio-owner' }, schema: { response: { 200: studioViewSchema } } },
    async (request) =>
      removeStudioLogo({
        db,
        clock,
        ownerId: currentUser(request).id,
        studioId: currentMembership(request).studioId,
      }),
  );

  app.get(
    '/api/studio/members',
    { config: { access: 'studio-member' }, schema: { response: { 200: z.array(studioMemberSchema) } } },
    async (request) => listStudioMembers(db, currentMembership(request).studioId),
  );
  app.patch(
    '/api/studio/members/:userId',
    {
      config: { access: 'studio-owner' },
      schema: {
        params: memberParams,
        body: changeMemberRoleSchema,
        response: { 200: z.array(studioMemberSchema) },
      },
    },
    async (request) =>
      changeMemberRole({
        db,
        clock,
        studioId: currentMembership(request).studioId,
        userId: request.params.userId,
        role: request.body.role,
      }),
  );
  app.delete(
    '/api/studio/members/:userId',
    { config: { access: 'studio-owner' }, schema: { params: memberParams, response: noContent } },
    async (request, reply) => {
      await removeStudioMember({
        db,
        clock,
        studioId: currentMembership(request).studioId,
        userId: request.params.userId,
      });
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/studio/leave',
    { config: { access: 'studio-member' }, schema: { response: noContent } },
    async (request, reply) => {
      await leaveStudio({
        db,
        clock,
        studioId: currentMembership(request).studioId,
        userId: currentUser(request).id,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/studio/invites',
    {
      config: { access: 'studio-owner' },
      schema: { body: inviteToStudioSchema, response: { 200: createdInviteSchema } },
    },
    async (request) =>
      inviteToStudio({
        ...deps,
        ownerId: currentUser(request).id,
        studioId: currentMembership(request).studioId,
        data: request.body,
      }),
  );
  app.delete(
    '/api/studio/invites/:inviteId',
    { config: { access: 'studio-owner' }, schema: { params: inviteParams, response: noContent } },
    async (request, reply) => {
      await revokeStudioInvite({
        db,
        clock,
        studioId: currentMembership(request).studioId,
        inviteId: request.params.inviteId,
      });
      return reply.code(204).send(null);
    },
  );
  // The link's token is the secret; the invitee is signed in before the page asks (it sends them to sign in first).
  app.get(
    '/api/studio-invites/:token',
    { config: { access: 'artist' }, schema: { params: tokenParams, response: { 200: invitePreviewSchema } } },
    async (request) => previewStudioInvite({ db, token: request.params.token, now: clock() }),
  );
  app.post(
    '/api/studio-invites/:token/accept',
    { config: { access: 'artist' }, schema: { params: tokenParams, response: { 200: studioViewSchema } } },
    async (request) =>
      acceptStudioInvite({ db, clock, user: currentUser(request), token: request.params.token }),
  );

  app.post(
    '/api/studio/leads/:leadId/reassign',
    {
      config: { access: 'studio-manager' },
      schema: { params: leadParams, body: reassignLeadSchema, response: noContent },
    },
    async (request, reply) => {
      const membership = currentMembership(request);
      await reassignLead({
        db,
        clock,
        studioId: membership.studioId,
        leadId: request.params.leadId,
        data: request.body,
        actor: studioActorOf(currentUser(request), membership.role),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/studio/threads/:threadId/reassign',
    {
      config: { access: 'studio-manager' },
      schema: { params: threadParams, body: reassignLeadSchema, response: noContent },
    },
    async (request, reply) => {
      const membership = currentMembership(request);
      await reassignThread({
        db,
        clock,
        studioId: membership.studioId,
        threadId: request.params.threadId,
        data: request.body,
        actor: studioActorOf(currentUser(request), membership.role),
      });
      return reply.code(204).send(null);
    },
  );
};
