import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leadDetailsSchema,
  leadPageSchema,
  leadSchema,
  listLeadsQuerySchema,
  searchLeadsQuerySchema,
  updateLeadSchema,
  updateOpenQuestionSchema,
} from '#common/contracts/leads.ts';
import { currentUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { exportLeadsCsv } from './export-leads-csv.ts';
import { getLeadDetails } from './get-lead-details.ts';
import { getLeadImage } from './get-lead-image.ts';
import { listLeads } from './list-leads.ts';
import { markOpenQuestion } from './mark-open-question.ts';
import { updateLead } from './update-lead.ts';

const leadParams = z.object({ id: z.uuid('Not a valid lead id') });

/**
 * Spec §7 leads calls. Artists get and change their own leads, admins every artist's (lead-scope.ts). Lists
 * come a page at a time with their counts (docs/decisions/026); the search is the admin tab's alone (009).
 */
export const leadRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: JobQueue; storage: ObjectStorage }> = async (
  app,
  { db, jobs, storage },
) => {
  app.get(
    '/api/admin/leads',
    {
      config: { access: 'artist' },
      schema: { querystring: listLeadsQuerySchema, response: { 200: leadPageSchema } },
    },
    async (request) => listLeads({ db, viewer: currentUser(request), query: request.query }),
  );

  app.get(
    '/api/admin/leads/search',
    {
      config: { access: 'admin' },
      schema: { querystring: searchLeadsQuerySchema, response: { 200: leadPageSchema } },
    },
    async (request) => listLeads({ db, viewer: currentUser(request), query: request.query }),
  );

  app.get('/api/admin/leads/export.csv', { config: { access: 'artist' } }, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `attachment; filename="inkdesk-leads-${day}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(Readable.from(exportLeadsCsv({ db, viewer: currentUser(request) })));
  });

  app.patch(
    '/api/admin/leads/:id',
    {
      config: { access: 'artist' },
      schema: { params: leadParams, body: updateLeadSchema, response: { 200: leadSchema } },
    },
    async (request) =>
      updateLead({
        db,
        jobs,
        viewer: currentUser(request),
        leadId: request.params.id,
        data: request.body,
      }),
  );

  app.patch(
    '/api/admin/leads/:id/open-questions/:questionId',
    {
      config: { access: 'artist' },
      schema: {
        params: leadParams.extend({ questionId: z.string().min(1).max(64) }),
        body: updateOpenQuestionSchema,
        response: { 200: leadSchema },
      },
    },
    async (request) =>
      markOpenQuestion({
        db,
        viewer: currentUser(request),
        leadId: request.params.id,
        questionId: request.params.questionId,
        isAnswered: request.body.isAnswered,
      }),
  );

  app.get(
    '/api/admin/leads/:id/details',
    { config: { access: 'artist' }, schema: { params: leadParams, response: { 200: leadDetailsSchema } } },
    async (request) => getLeadDetails({ db, viewer: currentUser(request), leadId: request.params.id }),
  );

  app.get(
    '/api/admin/leads/:id/images/:name',
    {
      config: { access: 'artist' },
      schema: { params: leadParams.extend({ name: z.string().regex(/^[a-f0-9]+\.[a-z0-9]+$/) }) },
    },
    async (request, reply) => {
      const image = await getLeadImage({
        db,
        storage,
        viewer: currentUser(request),
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
