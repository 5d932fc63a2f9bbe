import { LRUCache } from 'lru-cache';
import type { SessionRow, UserRow } from '../db/schema/index.ts';
import type { Clock } from '../lib/clock.ts';
import type { SharedRedis } from '../lib/redis.ts';
import { onUserChange } from './user-changes.ts';

export interface SignedInSession {
  session: SessionRow;
  user: UserRow;
}

/** How long a resolved session is reused without reading the database: the bound of decision 024. */
export const SESSION_CACHE_TTL_MS = 5000;
/** Sessions kept per instance; one entry is a session row and a user row, about 2 KB. */
const SESSION_CACHE_MAX = 10_000;

type Invalidation = { token: string } | { user: string };

export interface SessionCache {
  get(tokenHash: string): SignedInSession | undefined;
  set(tokenHash: string, signedIn: SignedInSession): void;
  /** This session ended (logout, a new sign-in in the same browser). */
  forgetToken(tokenHash: string): void;
  /** Every session of this user: a change to the user row, or the user is gone. */
  forgetUser(userId: string): void;
  close(): Promise<void>;
}

/**
 * Resolved sessions in process, keyed by the token's hash, for SESSION_CACHE_TTL_MS by the app's Clock
 * (decision 024). An invalidation applies here at once; with Redis it is published, and every instance
 * drops the same entries when the message arrives. Without Redis, other instances see it within the TTL.
 */
export async function createSessionCache({
  clock,
  redis,
  ttlMs = SESSION_CACHE_TTL_MS,
}: {
  clock: Clock;
  redis?: SharedRedis;
  ttlMs?: number;
}): Promise<SessionCache> {
  const sessionsOfUser = new Map<string, Set<string>>();
  const entries = new LRUCache<string, { signedIn: SignedInSession; cachedAt: number }>({
    max: SESSION_CACHE_MAX,
    dispose: (entry, tokenHash) => {
      const hashes = sessionsOfUser.get(entry.signedIn.user.id);
      hashes?.delete(tokenHash);
      if (hashes?.size === 0) sessionsOfUser.delete(entry.signedIn.user.id);
    },
  });

  const apply = (invalidation: Invalidation) => {
    if ('token' in invalidation) {
      entries.delete(invalidation.token);
      return;
    }
    for (const tokenHash of [...(sessionsOfUser.get(invalidation.user) ?? [])]) entries.delete(tokenHash);
  };

  const channel = `${redis?.prefix}session-invalidation`;
  const onMessage = (from: string, message: string) => {
    if (from === channel) apply(JSON.parse(message) as Invalidation);
  };
  if (redis) {
    redis.subscriber.on('message', onMessage);
    await redis.subscriber.subscribe(channel);
  }
  const invalidate = (invalidation: Invalidation) => {
    apply(invalidation);
    // A lost message (Redis down) leaves the other instances on the TTL bound, as without Redis.
    redis?.client.publish(channel, JSON.stringify(invalidation)).catch(() => undefined);
  };
  const stopListening = onUserChange((userId) => invalidate({ user: userId }));

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (clock().getTime() - entry.cachedAt < ttlMs) return entry.signedIn;
      entries.delete(tokenHash);
      return undefined;
    },
    set(tokenHash, signedIn) {
      entries.set(tokenHash, { signedIn, cachedAt: clock().getTime() });
      const hashes = sessionsOfUser.get(signedIn.user.id) ?? new Set<string>();
      sessionsOfUser.set(signedIn.user.id, hashes.add(tokenHash));
    },
    forgetToken: (tokenHash) => invalidate({ token: tokenHash }),
    forgetUser: (userId) => invalidate({ user: userId }),
    async close() {
      stopListening();
      if (redis) {
        redis.subscriber.off('message', onMessage);
        await redis.subscriber.unsubscribe(channel).catch(() => undefined);
      }
    },
  };
}
