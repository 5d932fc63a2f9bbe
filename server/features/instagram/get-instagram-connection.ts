import { and, eq, isNull } from 'drizzle-orm';
import type { InstagramConnection, InstagramMode } from '#common/contracts/instagram.ts';
import type { Db } from '../../db/client.ts';
import { instagramAccounts } from '../../db/schema/index.ts';
import type { WebhookRejections } from './webhook-rejections.ts';

/**
 * What Settings → Integrations shows: the mode, and the connected @username with its dates, if any, and a
 * webhook refused for its signature in the last day (decision 027).
 */
export async function getInstagramConnection({
  db,
  artistId,
  mode,
  rejections,
  now,
}: {
  db: Db;
  artistId: string;
  mode: InstagramMode;
  rejections: WebhookRejections;
  now: Date;
}): Promise<InstagramConnection> {
  const [account] = await db
    .select()
    .from(instagramAccounts)
    .where(and(eq(instagramAccounts.artistId, artistId), isNull(instagramAccounts.disconnectedAt)));
  const rejected = account && rejections.lastFor(account.igUserId, now);
  return {
    mode,
    account: account
      ? {
          username: account.username,
          connectedAt: account.connectedAt.toISOString(),
          lastWebhookAt: account.lastWebhookAt?.toISOString() ?? null,
          isSandbox: account.isSandbox,
          lastWebhookRejected: rejected
            ? { at: rejected.at.toISOString(), reason: rejected.reason, hint: rejected.hint }
            : null,
        }
      : null,
  };
}
