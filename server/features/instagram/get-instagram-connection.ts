import { and, eq, isNull } from 'drizzle-orm';
import type { InstagramConnection, InstagramMode } from '#common/contracts/instagram.ts';
import type { Db } from '../../db/client.ts';
import { instagramAccounts } from '../../db/schema/index.ts';

/** What Settings → Integrations shows: the mode, and the connected @username with its dates, if any. */
export async function getInstagramConnection({
  db,
  artistId,
  mode,
}: {
  db: Db;
  artistId: string;
  mode: InstagramMode;
}): Promise<InstagramConnection> {
  const [account] = await db
    .select()
    .from(instagramAccounts)
    .where(and(eq(instagramAccounts.artistId, artistId), isNull(instagramAccounts.disconnectedAt)));
  return {
    mode,
    account: account
      ? {
          username: account.username,
          connectedAt: account.connectedAt.toISOString(),
          lastWebhookAt: account.lastWebhookAt?.toISOString() ?? null,
          isSandbox: account.isSandbox,
        }
      : null,
  };
}
