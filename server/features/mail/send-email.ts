import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type { Db } from '../../db/client.ts';
import { type EmailRow, ERASED_RECIPIENT, emails } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ComposedEmail, MailTransport } from '../../providers/mail/types.ts';
import { SEND_EMAIL_RETRY_LIMIT } from './queue-email.ts';

export interface SendEmailDeps {
  db: Db;
  transport: MailTransport;
  /** MAIL_FROM */
  mailFrom: string;
  clock: Clock;
}

/**
 * The send-email job: delivers one queued email and marks it sent in the same transaction that completes the
 * job. A failed attempt records its error and throws, so the queue retries with backoff; the last one marks the
 * email failed (an admin's retry from the Jobs tab tries it again). An email already sent, or deleted with its
 * artist, is left alone.
 */
export async function sendEmail(
  { db, transport, mailFrom, clock }: SendEmailDeps,
  { emailId }: { emailId: string },
  job: JobContext,
): Promise<void> {
  const [row] = await db
    .update(emails)
    .set({ attempts: sql`${emails.attempts} + 1` })
    .where(and(eq(emails.id, emailId), ne(emails.status, 'sent')))
    .returning();
  if (!row) return;
  const from = fromHeader(mailFrom, row.senderName);
  const messageId = row.messageId ?? (await fixMessageId(db, row, mailFrom));
  try {
    await transport.send(composedFrom(row, { from, messageId, date: clock() }));
  } catch (error) {
    const isLastAttempt = job.retryCount >= SEND_EMAIL_RETRY_LIMIT;
    await db
      .update(emails)
      .set({ from, lastError: messageOf(error), ...(isLastAttempt ? { status: 'failed' as const } : {}) })
      .where(eq(emails.id, emailId));
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(emails)
      .set({
        status: 'sent',
        from,
        transport: transport.kind,
        sentAt: clock(),
        lastError: null,
        ...(row.isRecipientErasedOnceSent ? { to: ERASED_RECIPIENT } : {}),
      })
      .where(eq(emails.id, emailId));
    await job.completeWith(tx);
  });
}

/**
 * MAIL_FROM, or its address under the email's own display name (a white-labelled studio's): the client reads
 * the studio's name in their inbox while the address stays the one SMTP_URL's server may send from. Nodemailer
 * encodes a name outside ASCII (RFC 2047); quotes and backslashes are escaped for the quoted string.
 */
export function fromHeader(mailFrom: string, senderName: string | null): string {
  if (!senderName) return mailFrom;
  const [sender] = addressparser(mailFrom, { flatten: true });
  if (!sender?.address) return mailFrom;
  return `"${senderName.replace(/["\\]/g, '\\$&')}" <${sender.address}>`;
}

/** The Message-ID is chosen once, so a retry after an unconfirmed delivery repeats the same message. */
async function fixMessageId(db: Db, row: EmailRow, mailFrom: string): Promise<string> {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'localhost';
  const messageId = `<${row.id}.${randomUUID()}@${domain}>`;
  await db.update(emails).set({ messageId }).where(eq(emails.id, row.id));
  return messageId;
}

/** The stored email with the headers it leaves with; the admin Outbox's download builds the same message. */
export function composedFrom(
  row: EmailRow,
  headers: { from: string; messageId: string; date: Date },
): ComposedEmail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments,
    ...headers,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
