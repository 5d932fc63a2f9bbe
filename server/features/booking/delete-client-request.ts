import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, emails } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { queueEmail } from '../mail/queue-email.ts';
import type { ClientRequest } from './core/load-client-request.ts';
import { requestDeletedEmail } from './core/request-emails.ts';

/**
 * Deletes a client's request at their own asking (decision 022): the images they sent (storage first, so a
 * failure leaves rows a retry finds, never a row-less file), then the conversation, which cascades to the
 * lead, its link, offers, bookings and timeline, and the emails sent to them about it. The artist is told.
 */
export async function deleteClientRequest({
  db,
  jobs,
  storage,
  appUrl,
  request,
}: {
  db: Db;
  jobs: JobQueue;
  storage: ObjectStorage;
  appUrl: string;
  request: ClientRequest;
}): Promise<void> {
  const { lead, conversation } = request;
  const keys = conversation.messages.flatMap((message) => message.images ?? []).map((image) => image.key);
  await Promise.all(keys.map((key) => storage.delete(key)));
  await db.transaction(async (tx) => {
    await tx
      .delete(conversations)
      .where(and(eq(conversations.id, conversation.id), eq(conversations.artistId, lead.artistId)));
    if (lead.email) {
      await tx.delete(emails).where(and(eq(emails.artistId, lead.artistId), eq(emails.to, lead.email)));
    }
    if (request.artistEmail) {
      await queueEmail(
        { db, jobs, tx },
        requestDeletedEmail({
          to: request.artistEmail,
          artistId: lead.artistId,
          leadId: lead.id,
          submittedAt: lead.createdAt,
          appUrl,
        }),
      );
    }
  });
}
