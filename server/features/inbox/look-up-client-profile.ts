import type { FastifyBaseLogger } from 'fastify';
import type { InstagramAccountRow, InstagramThreadRow } from '../../db/schema/index.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';

/** After a failed User Profile call, the thread's next message may ask again once this long has passed. */
export const PROFILE_RETRY_MS = 60 * 60_000;

const USERNAME = /^[A-Za-z0-9._]{1,30}$/;

export type ProfileUpdate = Partial<
  Pick<InstagramThreadRow, 'username' | 'displayName' | 'profileFetchedAt' | 'profileRetryAt'>
>;

/**
 * Names a DM thread's client through the User Profile API, once per thread (decision 027): the answer is kept
 * on the thread and never asked for again; a failure keeps the "Instagram user ···1234" fallback and lets a
 * later message try again after PROFILE_RETRY_MS. Returns the thread fields to store (none when not asked).
 * Runs outside any transaction: it is an HTTP call.
 */
export async function lookUpClientProfile({
  instagram,
  account,
  thread,
  now,
  log,
}: {
  instagram: InstagramSetup;
  account: InstagramAccountRow | undefined;
  thread: InstagramThreadRow;
  now: Date;
  log: FastifyBaseLogger;
}): Promise<ProfileUpdate> {
  const isDue = !thread.profileFetchedAt && (!thread.profileRetryAt || thread.profileRetryAt <= now);
  if (!isDue || !account?.encryptedToken) return {};
  try {
    const profile = await instagram.graph.getClientProfile({
      accessToken: instagram.cipher.decrypt(account.encryptedToken),
      clientId: thread.igsid,
    });
    const username = profile.username && USERNAME.test(profile.username) ? profile.username : undefined;
    return {
      username: username ?? thread.username,
      displayName: profile.name?.slice(0, 100) ?? null,
      profileFetchedAt: now,
      profileRetryAt: null,
    };
  } catch (error) {
    log.info(
      { threadId: thread.id, reason: error instanceof Error ? error.message : String(error) },
      'Instagram user profile not available; the thread keeps its fallback name for now',
    );
    return { profileRetryAt: new Date(now.getTime() + PROFILE_RETRY_MS) };
  }
}
