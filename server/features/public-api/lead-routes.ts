import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leadCursorPageSchema,
  leadCursorQuerySchema,
  leadDetailsSchema,
  leadSchema,
  updateLeadSchema,
} from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { currentApiCaller } from '../api-keys/authenticate-api-key.ts';
import { getLeadDetails } from '../leads/get-lead-details.ts';
import { listLeadsByCursor } from '../leads/list-leads-by-cursor.ts';
import { updateLead } from '../leads/update-lead.ts';
import { NOT_FOUND_ERROR, PUBLIC_API_ERRORS } from './error-responses.ts';
import { PER_KEY_RATE_LIMIT } from './public-api-rate-limit.ts';

const leadParams = z.object({ id: z.uuid('Not a valid lead id') });

/**
 * /api/v1 leads (issue #29 item 2): the dashboard's own use cases with the key's artist as the viewer, so the
 * tenancy is the dashboard's (leadScope) and a key never sees more than its artist would signed in.
 */
export const publicLeadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/leads',
    {
      config: { access: 'api-key', apiScope: 'leads:read', rateLimit: PER_KEY_RATE_LIMIT },
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
    '/api/v1/leads/:id',
    {
      config: { access: 'api-key', apiScope: 'leads:read', rateLimit: PER_KEY_RATE_LIMIT },
      schema: {
        operationId: 'getLead',
        tags: ['Leads'],
        summary: 'A lead with its conversation',
        params: leadParams,
        response: { 200: leadDetailsSchema, ...PUBLIC_API_ERRORS, ...NOT_FOUND_ERROR },
      },
    },
    async (request) =>
      getLeadDetails({ db, viewer: currentApiCaller(request).viewer, leadId: request.params.id }),
  );

  app.patch(
    '/api/v1/leads/:id',
    {
      config: { access: 'api-key', apiScope: 'leads:write', rateLimit: PER_KEY_RATE_LIMIT },
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
        viewer: currentApiCaller(request).viewer,
        leadId: request.params.id,
        data: request.body,
      }),
  );
};
