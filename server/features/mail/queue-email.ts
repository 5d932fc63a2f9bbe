import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { OutgoingEmail } from '../../providers/mail/types.ts';
import { findClientBrand } from '../studio-membership/find-artist-studio.ts';
import { brandEmail } from './email-layout.ts';
import { isClientEmailConfirmed } from './is-client-email-confirmed.ts';
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
 * Whether the outbox keeps this email back (decision 055): one to a client whose address is not confirmed for
 * the artist. Decided here, the one seam every email passes, so no kind of client email can go around it.
 */
async function isHeld(db: Db, email: OutgoingEmail): Promise<boolean> {
  if (email.recipient !== 'client') return false;
  if (!email.artistId) throw new Error(`A client email (${email.kind}) must name its artist`);
  return !(await isClientEmailConfirmed(db, email.artistId, email.to));
}

/**
 * A client's email in their artist's studio brand when white-label is on (issue #28 item 5): decided here, the
 * seam every email passes, so no client email goes out in Inkdesk's name for a white-labelled studio.
 */
async function inClientBrand(db: Db, email: OutgoingEmail): Promise<OutgoingEmail> {
  const isToClient = email.recipient === 'client' || email.recipient === 'unconfirmed-client';
  if (!isToClient || !email.artistId) return email;
  // The plan as it stands when the email is written: a studio that lapses stops branding new emails.
  const brand = await findClientBrand(db, email.artistId, new Date());
  return brand ? { ...email, ...brandEmail(email, brand), senderName: brand.name } : email;
}

/**
 * Stores the email in the outbox (status queued) and enqueues its send-email job in one transaction (the
 * caller's, when given); resolves with the email's id. An email to a client who has not confirmed their address
 * is stored `held`, with no job: confirming it sends it (confirm-client-email.ts). With a dedupeKey already
 * used, nothing new is queued and the first email's id is returned.
 */
export async function queueEmail(
  { db, jobs, tx }: QueueEmailDeps,
  outgoing: OutgoingEmail,
): Promise<{ emailId: string }> {
  // A transaction within the caller's is a savepoint: the row and the job still commit with the caller's effect.
  return (tx ?? db).transaction(async (inner) => {
    const email = await inClientBrand(inner, outgoing);
    const status = (await isHeld(inner, email)) ? 'held' : 'queued';
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
        senderName: email.senderName ?? null,
        attachments: email.attachments ?? [],
        isRecipientErasedOnceSent: email.isRecipientErasedOnceSent ?? false,
        status,
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
    if (status === 'queued')
      await jobs.send(
        'send-email',
        { emailId: queued.id },
        { tx: inner, retryLimit: SEND_EMAIL_RETRY_LIMIT },
      );
    return { emailId: queued.id };
  });
}
