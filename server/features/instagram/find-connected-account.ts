import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type InstagramAccountRow, instagramAccounts } from '../../db/schema/index.ts';

/** The connected (not disconnected) account with this Instagram id, the `entry.id` of its webhooks. */
export async function findAccountByIgUserId(
  db: Db,
  igUserId: string,
): Promise<InstagramAccountRow | undefined> {
  const [account] = await db
    .select()
    .from(instagramAccounts)
    .where(and(eq(instagramAccounts.igUserId, igUserId), isNull(instagramAccounts.disconnectedAt)));
  return account;
}

/** The artist's connected account with a token, or undefined. */
export async function findConnectedAccount(
  db: Db,
  artistId: string,
): Promise<InstagramAccountRow | undefined> {
  const [account] = await db
    .select()
    .from(instagramAccounts)
    .where(and(eq(instagramAccounts.artistId, artistId), isNull(instagramAccounts.disconnectedAt)));
  return account?.encryptedToken ? account : undefined;
}

/** Artists whose account is connected with a token: the scheduled photo sync visits each. */
export async function connectedArtistIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ artistId: instagramAccounts.artistId })
    .from(instagramAccounts)
    .where(and(isNull(instagramAccounts.disconnectedAt), isNotNull(instagramAccounts.encryptedToken)));
  return rows.map((row) => row.artistId);
}
