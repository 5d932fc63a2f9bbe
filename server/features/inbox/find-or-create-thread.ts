import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type InstagramAccountRow,
  type InstagramThreadRow,
  instagramThreads,
} from '../../db/schema/index.ts';

/**
 * The thread between the account and this client (IGSID), created on first contact with the account's artist. Found
 * by the account, not the artist: a studio may have moved it to another of its artists (decision 073), and the
 * client's next DM belongs in it all the same.
 */
export async function findOrCreateThread({
  db,
  account,
  igsid,
  username,
}: {
  db: Db;
  account: InstagramAccountRow;
  igsid: string;
  username?: string;
}): Promise<InstagramThreadRow> {
  const where = and(eq(instagramThreads.accountId, account.id), eq(instagramThreads.igsid, igsid));
  const [existing] = await db.select().from(instagramThreads).where(where);
  if (existing) {
    if (username && existing.username !== username) {
      await db.update(instagramThreads).set({ username }).where(eq(instagramThreads.id, existing.id));
    }
    return existing;
  }
  // Two deliveries for a new client may race: the unique (artist, igsid) index keeps one thread.
  await db
    .insert(instagramThreads)
    .values({ artistId: account.artistId, accountId: account.id, igsid, username: username ?? null })
    .onConflictDoNothing();
  const [created] = await db.select().from(instagramThreads).where(where);
  return created!;
}
