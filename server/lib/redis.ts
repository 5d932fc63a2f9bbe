import { Redis } from 'ioredis';

/** How long a Redis command may wait for a connection before the caller's fallback decides (decision 025). */
const REDIS_CONNECT_TIMEOUT_MS = 1000;

export interface SharedRedis {
  /** Commands: the rate-limit counters and invalidation messages. */
  client: Redis;
  /** A second connection in subscriber mode (Redis allows nothing else on a subscribed connection). */
  subscriber: Redis;
  /** Every key and channel starts with this (REDIS_KEY_PREFIX), so apps and test runs can share one Redis. */
  prefix: string;
  close(): Promise<void>;
}

const connectionOptions = {
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  // A command fails at once while Redis is away instead of queueing behind the reconnect: the rate limiter
  // then lets the request through (fail-open, decision 025) rather than holding it.
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  lazyConnect: true,
};

/**
 * Connects to REDIS_URL at boot, so a wrong URL or a Redis that is down stops the start with one line. Later
 * outages are logged once per outage; ioredis keeps reconnecting.
 */
export async function connectRedis(
  url: string,
  prefix: string,
  onOutage: (message: string) => void,
): Promise<SharedRedis> {
  const client = new Redis(url, connectionOptions);
  const subscriber = new Redis(url, connectionOptions);
  for (const connection of [client, subscriber]) {
    let isDown = false;
    connection.on('error', (error: Error) => {
      if (!isDown) onOutage(`Redis at ${new URL(url).host} is unreachable: ${error.message}`);
      isDown = true;
    });
    connection.on('ready', () => {
      isDown = false;
    });
  }
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    throw new Error(`Cannot connect to Redis (REDIS_URL ${new URL(url).host}): ${(error as Error).message}`);
  }
  return {
    client,
    subscriber,
    prefix,
    close: async () => {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
