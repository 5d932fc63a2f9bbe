import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { instagramAccounts } from '../../db/schema/index.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';

/** Issue #10: refresh long-lived tokens older than 7 days (Meta allows it after 24 h; they last 60 days). */
export const REFRESH_TOKENS_OLDER_THAN_MS = 7 * 86_400_000;
export const TOKEN_REFRESH_CRON = '17 3 * * *';

/**
 * The daily 'instagram-token-refresh' job: every connected token refreshed more than 7 days ago is exchanged
 * for a new 60-day one and stored encrypted. One account's failure is logged and the rest go on; returns how
 * many were refreshed.
 */
export async function refreshInstagramTokens({
  db,
  instagram,
  log,
  now = new Date(),
}: {
  db: Db;
  instagram: InstagramSetup;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<number> {
  const due = await db
    .select()
    .from(instagramAccounts)
    .where(
      and(
        isNull(instagramAccounts.disconnectedAt),
        isNotNull(instagramAccounts.encryptedToken),
        lt(instagramAccounts.tokenRefreshedAt, new Date(now.getTime() - REFRESH_TOKENS_OLDER_THAN_MS)),
      ),
    );
  let refreshed = 0;
  for (const account of due) {
    try {
      const next = await instagram.graph.refreshLongLivedToken(
        instagram.cipher.decrypt(account.encryptedToken!),
      );
      await db
        .update(instagramAccounts)
        .set({
          encryptedToken: instagram.cipher.encrypt(next.accessToken),
          tokenExpiresAt: new Date(now.getTime() + next.expiresIn * 1000),
          tokenRefreshedAt: now,
        })
        .where(and(eq(instagramAccounts.id, account.id), isNull(instagramAccounts.disconnectedAt)));
      refreshed++;
    } catch (error) {
      log.warn({ err: error, igUserId: account.igUserId }, 'Refreshing an Instagram token failed');
    }
  }
  return refreshed;
}
