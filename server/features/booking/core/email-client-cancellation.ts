import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import type { MailAttachment } from '../../../providers/mail/types.ts';
import { queueEmail } from '../../mail/queue-email.ts';
import { type ChangedBy, clientCancelledEmail } from './booking-change-emails.ts';
import type { LoadedBooking } from './booking-context.ts';
import { type CancellationInvites, cancellationAttachments } from './invite-attachment.ts';
import { type RequestLinkEnv, requestPageUrl } from './request-link.ts';

/**
 * The cancellation of the invite a booking's emails carried, for every email about its end; none when it was
 * never confirmed, since a held booking's invite was never sent (decision 032).
 */
export function cancellationInvite(
  tx: Db,
  loaded: LoadedBooking,
  { wasConfirmed }: { wasConfirmed: boolean },
): Promise<CancellationInvites | null> {
  return wasConfirmed ? cancellationAttachments(tx, loaded) : Promise.resolve(null);
}

/** Tells the client their appointment is cancelled, with a link to their request page; nothing without an email. */
export async function emailClientCancellation(
  deps: { db: Db; jobs: JobQueue; env: RequestLinkEnv },
  tx: Db,
  loaded: LoadedBooking,
  input: { by: ChangedBy; reason?: string; invite: MailAttachment | null },
): Promise<void> {
  if (!loaded.clientEmail) return;
  const pageUrl = await requestPageUrl({ db: tx, env: deps.env, leadId: loaded.booking.leadId });
  await queueEmail(
    { db: deps.db, jobs: deps.jobs, tx },
    clientCancelledEmail(loaded.email, { to: loaded.clientEmail, pageUrl, ...input }),
  );
}
