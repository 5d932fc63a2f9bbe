import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Counts one real (non-test) new request against open books that close after N more (issue #26 item 7); the
 * Nth closes them. One conditional update: concurrent saves on any server queue on the artist's row, each
 * re-reads the count it left, so exactly N requests are counted and the books close once.
 */
export async function countNewRequest(db: Db, artistId: string): Promise<void> {
  await db
    .update(users)
    .set({
      booksStatus: sql`case when ${users.booksCloseAfter} = 1 then 'closed' else ${users.booksStatus} end`,
      booksCloseAfter: sql`nullif(${users.booksCloseAfter} - 1, 0)`,
    })
    .where(and(eq(users.id, artistId), eq(users.booksStatus, 'open'), gt(users.booksCloseAfter, 0)));
}
