import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inboxSettings } from '../../db/schema/index.ts';

/** The artist's inbox switches; both off until the artist changes them. */
export async function readInboxSettings(db: Db, artistId: string) {
  const [row] = await db.select().from(inboxSettings).where(eq(inboxSettings.artistId, artistId));
  return { isBotPaused: row?.isBotPaused ?? false, isCommentRepliesOn: row?.isCommentRepliesOn ?? false };
}

/** The account-wide kill switch (issue #10). */
export async function isBotPausedForAccount(db: Db, artistId: string): Promise<boolean> {
  return (await readInboxSettings(db, artistId)).isBotPaused;
}
