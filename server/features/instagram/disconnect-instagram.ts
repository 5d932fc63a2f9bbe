import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type InstagramAccountRow, instagramAccounts } from '../../db/schema/index.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';

/**
 * Disconnects an account (spec §4): unsubscribes it from webhooks while the token still works (unless Meta
 * already removed the app), then deletes the token and stops collection. Synced data stays. A failed
 * unsubscribe is logged and does not keep the token: events for a disconnected account are dropped anyway.
 */
export async function disconnectInstagram({
  db,
  instagram,
  account,
  log,
  isAppRemoved = false,
  now = new Date(),
}: {
  db: Db;
  instagram: InstagramSetup | undefined;
  account: InstagramAccountRow;
  log: FastifyBaseLogger;
  /** Meta's deauthorize callback: the token is already dead, so nothing is called. */
  isAppRemoved?: boolean;
  now?: Date;
}): Promise<void> {
  if (account.encryptedToken && instagram && !isAppRemoved) {
    try {
      await instagram.graph.unsubscribeApp(instagram.cipher.decrypt(account.encryptedToken));
    } catch (error) {
      log.warn(
        { err: error, igUserId: account.igUserId },
        'Unsubscribing the Instagram account failed; disconnecting anyway',
      );
    }
  }
  await db
    .update(instagramAccounts)
    .set({ encryptedToken: null, tokenExpiresAt: null, tokenRefreshedAt: null, disconnectedAt: now })
    .where(and(eq(instagramAccounts.artistId, account.artistId), isNull(instagramAccounts.disconnectedAt)));
}
