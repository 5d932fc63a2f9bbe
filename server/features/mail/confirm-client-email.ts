import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { confirmedClientEmails, emails } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { mailboxOf } from './is-client-email-confirmed.ts';
import { SEND_EMAIL_RETRY_LIMIT } from './queue-email.ts';

/**
 * Records that the client at `address` confirmed it for the artist and sends, in the same transaction, every
 * email the outbox held for it (the request email, offered times…); nothing is lost, nothing goes twice.
 * Confirming again sends nothing more.
 */
export async function confirmClientEmail({
  db,
  jobs,
  artistId,
  address,
}: {
  db: Db;
  jobs: JobQueue;
  artistId: string;
  address: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(confirmedClientEmails)
      .values({ artistId, address: mailboxOf(address) })
      .onConflictDoNothing();
    const released = await tx
      .update(emails)
      .set({ status: 'queued' })
      .where(
        and(
          eq(emails.artistId, artistId),
          eq(sql`lower(${emails.to})`, mailboxOf(address)),
          eq(emails.status, 'held'),
        ),
      )
      .returning({ id: emails.id });
    for (const { id } of released)
      await jobs.send('send-email', { emailId: id }, { tx, retryLimit: SEND_EMAIL_RETRY_LIMIT });
  });
}
