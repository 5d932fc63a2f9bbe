import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { OutgoingEmail } from '../../providers/mail/types.ts';
import './mail-job-payloads.ts';

/**
 * Attempts after the first: with the queue's 10 s backoff base they spread over about 20 minutes, long enough
 * for an SMTP server's restart or a greylisting delay; then the email is marked failed (decision 020).
 */
export const SEND_EMAIL_RETRY_LIMIT = 7;

export interface QueueEmailDeps {
  db: Db;
  jobs: JobQueue;
  /** The caller's transaction: the email is queued only if the caller's effect commits. */
  tx?: Db;
}

/**
 * Stores the email in the outbox (status queued) and enqueues its send-email job in one transaction (the
 * caller's, when given); resolves with the email's id. With a dedupeKey already used, nothing new is queued
 * and the first email's id is returned.
 */
export async function queueEmail(
  { db, jobs, tx }: QueueEmailDeps,
  email: OutgoingEmail,
): Promise<{ emailId: string }> {
  // A transaction within the caller's is a savepoint: the row and the job still commit with the caller's effect.
  return (tx ?? db).transaction(async (inner) => {
    const [queued] = await inner
      .insert(emails)
      .values({
        artistId: email.artistId ?? null,
        kind: email.kind,
        dedupeKey: email.dedupeKey ?? null,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: email.attachments ?? [],
        isRecipientErasedOnceSent: email.isRecipientErasedOnceSent ?? false,
      })
      .onConflictDoNothing({ target: emails.dedupeKey })
      .returning({ id: emails.id });
    if (!queued) {
      const [first] = await inner
        .select({ id: emails.id })
        .from(emails)
        .where(eq(emails.dedupeKey, email.dedupeKey!));
      return { emailId: first!.id };
    }
    await jobs.send('send-email', { emailId: queued.id }, { tx: inner, retryLimit: SEND_EMAIL_RETRY_LIMIT });
    return { emailId: queued.id };
  });
}
