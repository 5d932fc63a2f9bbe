import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mentionsAny } from '../../db/mentions-any.ts';
import {
  analyticsEvents,
  bookingOffers,
  bookings,
  confirmedClientEmails,
  consentFormKeys,
  consentForms,
  conversations,
  emails,
  healedPhotos,
  instagramComments,
  instagramMessages,
  instagramThreads,
  leadRequests,
  leads,
} from '../../db/schema/index.ts';
import { forgetJobPayloads } from '../../jobs/forget-job-payloads.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { transcriptKeys } from '../chat/transcript-keys.ts';
import { deleteEmails } from '../mail/delete-emails.ts';
import { mailboxOf } from '../mail/is-client-email-confirmed.ts';
import { queueEmail } from '../mail/queue-email.ts';
import type { ClientRequest } from './core/load-client-request.ts';
import { requestDeletedEmail } from './core/request-emails.ts';

/**
 * Deletes a client's request at their own asking (decisions 022, 053), every copy: the files (the images they
 * sent, the concept images made for them, their Instagram photos, their healed photos: decision 065), the emails
 * naming them with their local outbox copies, their signed consent forms' files, the jobs whose payloads name them,
 * then in one transaction their Instagram thread with its
 * messages, the conversation, which cascades to the lead, its link, offers, bookings and timeline, and their
 * confirmed address. Files and
 * copies go first, so a failure leaves rows a retry finds. The artist is told, naming no one.
 */
export async function deleteClientRequest({
  db,
  jobs,
  storage,
  appUrl,
  dataDir,
  request,
}: {
  db: Db;
  jobs: JobQueue;
  storage: ObjectStorage;
  appUrl: string;
  /** DATA_DIR: the local outbox keeps a copy of each email under it. */
  dataDir: string;
  request: ClientRequest;
}): Promise<void> {
  const { lead, conversation } = request;
  const { artistId } = lead;
  const threads = await db
    .select({ id: instagramThreads.id, igsid: instagramThreads.igsid, username: instagramThreads.username })
    .from(instagramThreads)
    .where(
      and(
        eq(instagramThreads.artistId, artistId),
        or(eq(instagramThreads.conversationId, conversation.id), eq(instagramThreads.leadId, lead.id)),
      ),
    );
  const threadIds = threads.map((thread) => thread.id);
  const photos = threadIds.length
    ? await db
        .select({ attachments: instagramMessages.attachments })
        .from(instagramMessages)
        .where(and(eq(instagramMessages.artistId, artistId), inArray(instagramMessages.threadId, threadIds)))
    : [];
  // Their signed consent forms: the drawn signatures, the ID photo, the PDF (decision 064).
  const consents = await db
    .select()
    .from(consentForms)
    .where(and(eq(consentForms.artistId, artistId), eq(consentForms.leadId, lead.id)));
  const healed = await db
    .select({ key: healedPhotos.imageKey })
    .from(healedPhotos)
    .where(and(eq(healedPhotos.artistId, artistId), eq(healedPhotos.leadId, lead.id)));
  const keys = new Set([
    ...transcriptKeys(conversation.messages),
    ...consents.flatMap(consentFormKeys),
    ...healed.map((photo) => photo.key),
    ...photos.flatMap((message) => message.attachments.flatMap((attachment) => attachment.key ?? [])),
  ]);
  await Promise.all([...keys].map((key) => storage.delete(key)));

  const identifiers = [
    lead.id,
    lead.email,
    ...threads.flatMap((thread) => [thread.id, thread.igsid, thread.username ? `@${thread.username}` : '']),
    ...(await idsNaming(db, artistId, lead.id)),
  ];
  // Emails name a client in free text (the address, their @username, their link, a booking's id in the key).
  await deleteEmails({
    db,
    dataDir,
    where: and(
      eq(emails.artistId, artistId),
      mentionsAny(
        sql`concat_ws(' ', ${emails.to}, ${emails.subject}, ${emails.text}, ${emails.html}, ${emails.attachments}::text, ${emails.dedupeKey})`,
        identifiers,
      ),
    )!,
  });
  await forgetJobPayloads(db, identifiers);

  await db.transaction(async (tx) => {
    if (threadIds.length) {
      await tx
        .delete(instagramThreads)
        .where(and(eq(instagramThreads.artistId, artistId), inArray(instagramThreads.id, threadIds)));
      // Their comments on the artist's posts, logged under the same Instagram-scoped id (decision 058).
      await tx.delete(instagramComments).where(
        and(
          eq(instagramComments.artistId, artistId),
          inArray(
            instagramComments.commenterId,
            threads.map((thread) => thread.igsid),
          ),
        ),
      );
    }
    await tx
      .delete(conversations)
      .where(and(eq(conversations.id, conversation.id), eq(conversations.artistId, artistId)));
    if (lead.email) await forgetConfirmedAddress(tx, artistId, lead.email);
    // The saved-conversation event stays counted, without the lead it named.
    await tx
      .update(analyticsEvents)
      .set({ properties: sql`${analyticsEvents.properties} - 'leadId'` })
      .where(
        and(
          eq(analyticsEvents.artistId, artistId),
          sql`${analyticsEvents.properties}->>'leadId' = ${lead.id}`,
        ),
      );
    if (request.artistEmail) {
      await queueEmail(
        { db, jobs, tx },
        requestDeletedEmail({ to: request.artistEmail, artistId, submittedAt: lead.createdAt, appUrl }),
      );
    }
  });
}

/**
 * Their confirmed address (decision 055) goes too, unless another of their requests to this artist still uses it;
 * run after the lead is deleted.
 */
async function forgetConfirmedAddress(tx: Db, artistId: string, email: string): Promise<void> {
  const address = mailboxOf(email);
  const otherRequest = tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.artistId, artistId), sql`lower(trim(${leads.email})) = ${address}`));
  await tx
    .delete(confirmedClientEmails)
    .where(
      and(
        eq(confirmedClientEmails.artistId, artistId),
        eq(confirmedClientEmails.address, address),
        notExists(otherRequest),
      ),
    );
}

/** The ids emails and jobs name a request by: its link id (in every link to the page), its bookings and offers. */
async function idsNaming(db: Db, artistId: string, leadId: string): Promise<string[]> {
  const [links, booked, offered] = await Promise.all([
    db.select({ id: leadRequests.linkId }).from(leadRequests).where(eq(leadRequests.leadId, leadId)),
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.artistId, artistId), eq(bookings.leadId, leadId))),
    db
      .select({ id: bookingOffers.id })
      .from(bookingOffers)
      .where(and(eq(bookingOffers.artistId, artistId), eq(bookingOffers.leadId, leadId))),
  ]);
  return [...links, ...booked, ...offered].map((row) => row.id);
}
