import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { confirmedClientEmails } from '../../db/schema/index.ts';

/** One mailbox, however the client typed it: the outbox compares addresses lowercased. */
export const mailboxOf = (address: string) => address.trim().toLowerCase();

/** Whether the client at `address` followed an artist's confirmation link (decision 055). */
export async function isClientEmailConfirmed(db: Db, artistId: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ artistId: confirmedClientEmails.artistId })
    .from(confirmedClientEmails)
    .where(
      and(
        eq(confirmedClientEmails.artistId, artistId),
        eq(confirmedClientEmails.address, mailboxOf(address)),
      ),
    );
  return row !== undefined;
}
