import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
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

/**
 * The account a Meta deletion or deauthorize `user_id` names, connected or not. Which id Meta sends there is
 * UNVERIFIED (reference A5/A6), so any of the three stored at connect matches: the professional account id
 * (/me user_id, webhooks' entry.id), the code exchange's user_id, and /me's app-scoped id. A connected account
 * first, then the most recently connected.
 */
export async function findAccountByMetaUserId(
  db: Db,
  userId: string,
): Promise<InstagramAccountRow | undefined> {
  const [account] = await db
    .select()
    .from(instagramAccounts)
    .where(
      or(
        eq(instagramAccounts.igUserId, userId),
        eq(instagramAccounts.loginUserId, userId),
        eq(instagramAccounts.appScopedUserId, userId),
      ),
    )
    .orderBy(sql`${instagramAccounts.disconnectedAt} is not null`, sql`${instagramAccounts.connectedAt} desc`)
    .limit(1);
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

/**
 * The connected account (with a token) a thread came through, or undefined: a studio may move a thread to another
 * of its artists (decision 073), but the client's Instagram-scoped id belongs to that account, so every reply on
 * the thread goes out from it.
 */
export async function findThreadAccount(
  db: Db,
  thread: { accountId: string },
): Promise<InstagramAccountRow | undefined> {
  const [account] = await db
    .select()
    .from(instagramAccounts)
    .where(and(eq(instagramAccounts.id, thread.accountId), isNull(instagramAccounts.disconnectedAt)));
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
