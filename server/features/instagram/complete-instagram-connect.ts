import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instagramAccounts, instagramOauthStates } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import { InstagramApiError } from '../../providers/instagram/instagram-api-error.ts';
import { findAccountByIgUserId } from './find-connected-account.ts';
import { hashState } from './start-instagram-connect.ts';

/**
 * Finishes Business Login (reference A6): checks the state (same browser, same artist, once, in time), exchanges
 * the code, trades it for a long-lived token, reads /me, subscribes the account to webhooks, stores the
 * token encrypted and queues the first photo sync. Returns the connected @username. Throws FORBIDDEN for a bad
 * state, CONFLICT when another artist has this account connected, UPSTREAM_FAILED when Instagram refuses.
 */
export async function completeInstagramConnect({
  db,
  jobs,
  instagram,
  artistId,
  code,
  state,
  browserState,
  redirectUri,
  now = new Date(),
}: {
  db: Db;
  jobs: JobQueue;
  instagram: InstagramSetup;
  artistId: string;
  code: string;
  state: string;
  /** The state this browser's cookie holds. */
  browserState: string | undefined;
  redirectUri: string;
  now?: Date;
}): Promise<{ username: string }> {
  const [claimed] = await db
    .delete(instagramOauthStates)
    .where(
      and(
        eq(instagramOauthStates.stateHash, hashState(state)),
        eq(instagramOauthStates.artistId, artistId),
        gt(instagramOauthStates.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed || browserState !== state) {
    throw new AppError(
      'FORBIDDEN',
      'This Instagram sign-in was not started here or has expired; press Connect again',
    );
  }

  const { graph, cipher } = instagram;
  const connected = await callInstagram(async () => {
    const shortLived = await graph.exchangeCode({ code, redirectUri });
    const longLived = await graph.exchangeForLongLivedToken(shortLived.accessToken);
    const profile = await graph.getProfile(longLived.accessToken);
    return { shortLived, longLived, profile };
  });
  const igUserId = connected.profile.userId || connected.shortLived.userId;
  const holder = await findAccountByIgUserId(db, igUserId);
  if (holder && holder.artistId !== artistId) {
    throw new AppError(
      'CONFLICT',
      `@${connected.profile.username} is already connected to another Inkdesk account`,
    );
  }
  await callInstagram(() => graph.subscribeApp(connected.longLived.accessToken));

  const values = {
    igUserId,
    // Meta's deletion and deauthorize callbacks may name either of these (reference A5, UNVERIFIED).
    loginUserId: connected.shortLived.userId,
    appScopedUserId: connected.profile.appScopedId ?? null,
    username: connected.profile.username,
    isSandbox: instagram.mode === 'sandbox',
    encryptedToken: cipher.encrypt(connected.longLived.accessToken),
    tokenExpiresAt: new Date(now.getTime() + connected.longLived.expiresIn * 1000),
    tokenRefreshedAt: now,
    connectedAt: now,
    disconnectedAt: null,
  };
  await db
    .insert(instagramAccounts)
    .values({ artistId, ...values })
    .onConflictDoUpdate({ target: instagramAccounts.artistId, set: values });
  await jobs.send('instagram-photo-sync', { artistId }, { singletonKey: artistId });
  return { username: connected.profile.username };
}

async function callInstagram<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof InstagramApiError) {
      throw new AppError('UPSTREAM_FAILED', `Instagram refused the connection: ${error.message}`);
    }
    throw error;
  }
}
