import { eq } from 'drizzle-orm';
import type { OutboxEmail } from '#common/contracts/outbox.ts';
import type { Db } from '../../db/client.ts';
import { type EmailRow, emails } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toOutboxSummary } from './list-outbox.ts';

/** The outbox row of one email (admins); throws NOT_FOUND for an unknown id. */
export async function findOutboxRow(db: Db, emailId: string): Promise<EmailRow> {
  const [row] = await db.select().from(emails).where(eq(emails.id, emailId));
  if (!row) throw new AppError('NOT_FOUND', 'No email with this id in the outbox');
  return row;
}

/** One email whole, for the Outbox's reader; throws NOT_FOUND for an unknown id. */
export async function getOutboxEmail({ db, emailId }: { db: Db; emailId: string }): Promise<OutboxEmail> {
  const row = await findOutboxRow(db, emailId);
  return {
    ...toOutboxSummary(row),
    from: row.from,
    messageId: row.messageId,
    text: row.text,
    html: row.html,
    attachments: row.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      size: Buffer.byteLength(content),
    })),
  };
}
