import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type InstagramAccountRow,
  type InstagramThreadRow,
  instagramThreads,
} from '../../db/schema/index.ts';

/** The thread between the artist's account and this client (IGSID), created on first contact. */
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
  const where = and(eq(instagramThreads.artistId, account.artistId), eq(instagramThreads.igsid, igsid));
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
