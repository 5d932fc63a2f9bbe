import type { Db } from '../../db/client.ts';
import { composeEml } from '../../providers/mail/compose-mime.ts';
import { findOutboxRow } from './get-outbox-email.ts';
import { composedFrom, fromHeader } from './send-email.ts';

/**
 * The email as an .eml file, built by the same composer that sent it, with the From, Message-ID and date it
 * left with (an email still queued gets MAIL_FROM, a provisional id, and its queue time).
 */
export async function composeOutboxEml({
  db,
  emailId,
  mailFrom,
}: {
  db: Db;
  emailId: string;
  mailFrom: string;
}): Promise<Buffer> {
  const row = await findOutboxRow(db, emailId);
  return composeEml(
    composedFrom(row, {
      from: row.from ?? fromHeader(mailFrom, row.senderName),
      messageId: row.messageId ?? `<${row.id}@inkdesk.invalid>`,
      date: row.sentAt ?? row.createdAt,
    }),
  );
}
