import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../tests/fixtures/test-redis.ts';
import { createByteBudget } from './byte-budget.ts';
import { connectRedis, type SharedRedis } from './redis.ts';

const HOUR_MS = 3_600_000;

describe.each([
  ['in the process', false],
  ['in Redis', true],
] as const)('a byte budget %s', (_where, usesRedis) => {
  let redis: SharedRedis | undefined;
  let now = new Date('2026-11-27T10:00:00Z');
  beforeAll(async () => {
    if (usesRedis && testRedisUrl) {
      redis = await connectRedis(testRedisUrl, `inkdesk-test-${randomBytes(6).toString('hex')}:`, () => {});
    }
  });
  afterAll(() => redis?.close());

  it.skipIf(usesRedis && !testRedisUrl)(
    'takes bytes up to the budget per key, refuses what would pass it, and starts again next window',
    async () => {
      const budget = createByteBudget({
        name: 'test',
        maxBytes: 100,
        windowMs: HOUR_MS,
        clock: () => now,
        redis,
      });
      expect(await budget.take('a', 60)).toBe(true);
      expect(await budget.take('a', 50)).toBe(false);
      // A refusal counts nothing: what is left can still be taken.
      expect(await budget.take('a', 40)).toBe(true);
      expect(await budget.take('a', 1)).toBe(false);
      expect(await budget.take('b', 100)).toBe(true);
      now = new Date(now.getTime() + HOUR_MS);
      expect(await budget.take('a', 100)).toBe(true);
    },
  );
});

describe.skipIf(!testRedisUrl)('a byte budget when Redis goes away (decision 025: fail open)', () => {
  it('lets the bytes through', async () => {
    const redis = await connectRedis(
      testRedisUrl!,
      `inkdesk-test-${randomBytes(6).toString('hex')}:`,
      () => {},
    );
    const budget = createByteBudget({
      name: 'test',
      maxBytes: 10,
      windowMs: HOUR_MS,
      clock: () => new Date(),
      redis,
    });
    expect(await budget.take('a', 10)).toBe(true);
    redis.client.disconnect();
    expect(await budget.take('a', 10)).toBe(true);
    await redis.close();
  });
});
