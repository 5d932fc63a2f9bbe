import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listOutboxQuerySchema,
  outboxAttachmentParamsSchema,
  outboxEmailParamsSchema,
  outboxEmailSchema,
  outboxPageSchema,
} from '#common/contracts/outbox.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { composeOutboxEml } from './compose-outbox-eml.ts';
import { findOutboxRow, getOutboxEmail } from './get-outbox-email.ts';
import { listOutbox } from './list-outbox.ts';

/** A header-safe file name: the download's name comes from the subject or the sender's attachment name. */
const safeFileName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'file';

/** The admin Outbox (issue #14): every email, readable and downloadable as .eml. Admins only. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db; mailFrom: string }> = async (
  app,
  { db, mailFrom },
) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: 'admin' },
      schema: { querystring: listOutboxQuerySchema, response: { 200: outboxPageSchema } },
    },
    async (request) => listOutbox({ db, query: request.query }),
  );

  app.get(
    '/api/admin/outbox/:id',
    {
      config: { access: 'admin' },
      schema: { params: outboxEmailParamsSchema, response: { 200: outboxEmailSchema } },
    },
    async (request) => getOutboxEmail({ db, emailId: request.params.id }),
  );

  app.get(
    '/api/admin/outbox/:id/eml',
    { config: { access: 'admin' }, schema: { params: outboxEmailParamsSchema } },
    async (request, reply) => {
      const eml = await composeOutboxEml({ db, emailId: request.params.id, mailFrom });
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${safeFileName(request.params.id)}.eml"`)
        .send(eml);
    },
  );

  app.get(
    '/api/admin/outbox/:id/attachments/:index',
    { config: { access: 'admin' }, schema: { params: outboxAttachmentParamsSchema } },
    async (request, reply) => {
      const row = await findOutboxRow(db, request.params.id);
      const attachment = row.attachments[request.params.index];
      if (!attachment) throw new AppError('NOT_FOUND', 'This email has no attachment with that index');
      // Served as a download, never rendered: the content came from whoever built the email.
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${safeFileName(attachment.filename)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(attachment.content);
    },
  );
};
