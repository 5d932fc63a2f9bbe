import { inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emails } from '../../db/schema/index.ts';
import { deleteOutboxCopies } from '../../providers/mail/outbox-transport.ts';

/**
 * Deletes the outbox emails `where` selects (the caller puts the artist in it): the local outbox's .eml copies
 * first, then the rows, so a failure leaves rows a retry finds (decision 053). Returns how many went.
 */
export async function deleteEmails({
  db,
  dataDir,
  where,
}: {
  db: Db;
  dataDir: string;
  where: SQL;
}): Promise<number> {
  const ids = (await db.select({ id: emails.id }).from(emails).where(where)).map((row) => row.id);
  if (ids.length === 0) return 0;
  await deleteOutboxCopies(dataDir, ids);
  await db.delete(emails).where(inArray(emails.id, ids));
  return ids.length;
}
