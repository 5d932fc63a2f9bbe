import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leadConversationSchema,
  leadCursorPageSchema,
  leadCursorQuerySchema,
  leadSchema,
  updateLeadSchema,
} from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { currentApiCaller } from '../api-keys/authenticate-api-key.ts';
import { getLead } from '../leads/get-lead.ts';
import { getLeadDetails } from '../leads/get-lead-details.ts';
import { getLeadImage } from '../leads/get-lead-image.ts';
import { listLeadsByCursor } from '../leads/list-leads-by-cursor.ts';
import { updateLead } from '../leads/update-lead.ts';
import { binaryBodySchema, NOT_FOUND_ERROR, PUBLIC_API_ERRORS } from './error-responses.ts';

const PUBLIC_LEADS_PATH = '/api/v1/leads';
const leadParams = z.object({ id: z.uuid('Not a valid lead id') });
const imageParams = leadParams.extend({
  name: z.string().regex(/^[a-f0-9]+\.[a-z0-9]+$/, 'Not an image of this conversation'),
});

const readLeads = { access: 'api-key', apiScope: 'leads:read' } as const;

/**
 * /api/v1 leads and their conversations (issue #29 item 2, decision 077 and 080): the dashboard's own use cases
 * with the key's artist as the viewer, so the tenancy is the dashboard's (leadScope) and a key never sees more
 * than its artist would signed in.
 */
export const publicLeadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: ObjectStorage;
  jobs: JobQueue;
}> = async (app, { db, storage, jobs }) => {
  app.get(
    PUBLIC_LEADS_PATH,
    {
      config: readLeads,
      schema: {
        operationId: 'listLeads',
        tags: ['Leads'],
        summary: 'List leads, newest first, a page at a time',
        description:
          'Filter by status and fit score; page on with the `nextCursor` of the page before until it is null.',
        querystring: leadCursorQuerySchema,
        response: { 200: leadCursorPageSchema, ...PUBLIC_API_ERRORS },
      },
    },
    async (request) =>
      listLeadsByCursor({ db, viewer: currentApiCaller(request).viewer, query: request.query }),
  );

  app.get(
    `${PUBLIC_LEADS_PATH}/:id`,
    {
      config: readLeads,
      schema: {
        operationId: 'getLead',
        tags: ['Leads'],
        summary: 'One lead',
        params: leadParams,
        response: { 200: leadSchema, ...PUBLIC_API_ERRORS, ...NOT_FOUND_ERROR },
      },
    },
    async (request) => getLead({ db, viewer: currentApiCaller(request).viewer, leadId: request.params.id }),
  );

  app.patch(
    `${PUBLIC_LEADS_PATH}/:id`,
    {
      config: { access: 'api-key', apiScope: 'leads:write' },
      schema: {
        operationId: 'updateLead',
        tags: ['Leads'],
        summary: "Change a lead's status, notes or both",
        params: leadParams,
        body: updateLeadSchema,
        response: { 200: leadSchema, ...PUBLIC_API_ERRORS, ...NOT_FOUND_ERROR },
      },
    },
    async (request) =>
      updateLead({
        db,
        // The lead.updated webhook goes out at once, as a dashboard edit's does (decision 079).
        jobs,
        viewer: currentApiCaller(request).viewer,
        leadId: request.params.id,
        data: request.body,
      }),
  );

  app.get(
    `${PUBLIC_LEADS_PATH}/:id/conversation`,
    {
      config: readLeads,
      schema: {
        operationId: 'getConversation',
        tags: ['Conversations'],
        summary: "A lead's conversation, oldest message first",
        description: "Each image's `url` is under this API: fetch it with the same key.",
        params: leadParams,
        response: { 200: leadConversationSchema, ...PUBLIC_API_ERRORS, ...NOT_FOUND_ERROR },
      },
    },
    async (request) => {
      const details = await getLeadDetails({
        db,
        viewer: currentApiCaller(request).viewer,
        leadId: request.params.id,
        leadsPath: PUBLIC_LEADS_PATH,
      });
      return { leadId: details.lead.id, messages: details.conversation.messages };
    },
  );

  app.get(
    `${PUBLIC_LEADS_PATH}/:id/images/:name`,
    {
      config: readLeads,
      schema: {
        operationId: 'getConversationImage',
        tags: ['Conversations'],
        summary: 'An image the client sent in the conversation',
        params: imageParams,
        response: {
          200: {
            description: 'The image the client sent (stored as WebP)',
            content: { 'image/*': { schema: binaryBodySchema } },
          },
          ...PUBLIC_API_ERRORS,
          ...NOT_FOUND_ERROR,
        },
      },
    },
    async (request, reply) => {
      const image = await getLeadImage({
        db,
        storage,
        viewer: currentApiCaller(request).viewer,
        leadId: request.params.id,
        name: request.params.name,
      });
      return reply
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Security-Policy', "default-src 'none'")
        .type(image.contentType)
        .send(image.body);
    },
  );
};
