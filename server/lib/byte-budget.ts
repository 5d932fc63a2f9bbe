import type { Clock } from './clock.ts';
import type { SharedRedis } from './redis.ts';

/** A number of bytes each key may use per fixed window: what a request-counting rate limit cannot express. */
export interface ByteBudget {
  /**
   * Counts `bytes` against `key` in the current window and answers true, or counts nothing and answers false
   * when they would pass the budget. Redis unreachable answers true (fail-open, decision 025).
   */
  take(key: string, bytes: number): Promise<boolean>;
}

/**
 * INCRBY, undone when over the budget, in one script so two instances never both take the last bytes; the key
 * expires with its window.
 */
const TAKE_SCRIPT = `
local used = redis.call('INCRBY', KEYS[1], ARGV[1])
if used == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
if used > tonumber(ARGV[2]) then
  redis.call('DECRBY', KEYS[1], ARGV[1])
  return 0
end
return 1`;

/**
 * A byte budget per key and fixed window on the app's clock. With Redis every instance counts in the same keys
 * (`<REDIS_KEY_PREFIX>byte-budget:<name>:<window>:<key>`), as the rate limits do (decision 025); without, each
 * process counts alone. A fixed window lets a key use up to twice the budget across a window's edge.
 */
export function createByteBudget({
  name,
  maxBytes,
  windowMs,
  clock,
  redis,
}: {
  name: string;
  maxBytes: number;
  windowMs: number;
  clock: Clock;
  redis: SharedRedis | undefined;
}): ByteBudget {
  const windowOf = () => Math.floor(clock().getTime() / windowMs);
  if (redis) {
    return {
      async take(key, bytes) {
        const redisKey = `${redis.prefix}byte-budget:${name}:${windowOf()}:${key}`;
        try {
          return (await redis.client.eval(TAKE_SCRIPT, 1, redisKey, bytes, maxBytes, windowMs)) === 1;
        } catch {
          // The outage is logged once by the connection (redis.ts); a budget protects cost, not correctness.
          return true;
        }
      },
    };
  }
  // Only the current window's counts are kept, so the map holds at most the keys seen in one window.
  let window = windowOf();
  let used = new Map<string, number>();
  return {
    async take(key, bytes) {
      if (windowOf() !== window) {
        window = windowOf();
        used = new Map();
      }
      const total = (used.get(key) ?? 0) + bytes;
      if (total > maxBytes) return false;
      used.set(key, total);
      return true;
    },
  };
}
