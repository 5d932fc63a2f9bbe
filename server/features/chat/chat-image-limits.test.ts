import { inArray } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_CHAT_IMAGE_BYTES_PER_IP_PER_HOUR,
  MAX_CHAT_SESSION_IMAGE_BYTES,
} from '#common/constants/limits.ts';
import { FLEET_SECRETS } from '../../../tests/fixtures/fleet-env.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { makeNoiseJpeg } from '../../../tests/fixtures/test-images.ts';
import { testRedisEnv, testRedisUrl } from '../../../tests/fixtures/test-redis.ts';
import { conversations } from '../../db/schema/index.ts';

const MB = 1024 * 1024;
const PER_SESSION = MAX_CHAT_SESSION_IMAGE_BYTES;
const PER_IP_PER_HOUR = MAX_CHAT_IMAGE_BYTES_PER_IP_PER_HOUR;
const HOUR_MS = 3_600_000;

/** The apps trust one proxy hop, so each test's client has an address of its own (X-Forwarded-For). */
const BEHIND_ONE_PROXY = { TRUST_PROXY: '1', ALLOW_LOCAL_SIGNIN: 'true', ...FLEET_SECRETS };

/** Four incompressible 1024×768 references: about 3.2 MB stored per message, the worst a client can send. */
let fourNoisyImages: Array<{ data: string; mimeType: string }> = [];
beforeAll(async () => {
  fourNoisyImages = await Promise.all(
    Array.from({ length: 4 }, async () => ({
      data: (await makeNoiseJpeg(1024, 768)).toString('base64'),
      mimeType: 'image/jpeg',
    })),
  );
});

type Message = { role: 'user' | 'assistant'; content: string; images?: typeof fourNoisyImages };

const consult = (app: TestApp, ip: string, sessionId: string, messages: Message[]) =>
  fetch(`${app.url}/api/chat/consult`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ sessionId, messages }),
  });

/** Bytes of images stored under these sessions, as their transcripts record them. */
async function storedImageBytes(app: TestApp, sessionIds: string[]) {
  const rows = await app.database.db
    .select({ messages: conversations.messages })
    .from(conversations)
    .where(inArray(conversations.sessionId, sessionIds));
  return rows
    .flatMap((row) => row.messages.flatMap((message) => message.images ?? []))
    .reduce((sum, image) => sum + (image.bytes ?? 0), 0);
}

/**
 * A new chat per turn, each with four references, alternating between the given instances, until a turn is
 * refused (or 12 turns, 38 MB, were taken). Returns the statuses, the refusal's body and the sessions stored.
 */
async function fillFromOneIp(apps: TestApp[], ip: string) {
  const statuses: number[] = [];
  const sessionIds: string[] = [];
  for (let turn = 0; turn < 12; turn++) {
    const sessionId = nanoid();
    const response = await consult(apps[turn % apps.length]!, ip, sessionId, [
      { role: 'user', content: 'like these', images: fourNoisyImages },
    ]);
    statuses.push(response.status);
    if (response.status !== 200) return { statuses, sessionIds, refusal: await response.json() };
    sessionIds.push(sessionId);
  }
  return { statuses, sessionIds, refusal: null };
}

describe('what one client can make the server store in chat images (issue #24 item 6)', () => {
  let now = new Date('2026-11-27T10:00:00Z');
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite', BEHIND_ONE_PROXY, { clock: () => now });
  });
  afterAll(() => testApp?.close());

  it(`refuses references past ${PER_SESSION / MB} MB in one chat, naming the message's images`, async () => {
    const sessionId = nanoid();
    const messages: Message[] = [{ role: 'user', content: 'my references', images: fourNoisyImages }];
    const first = await consult(testApp, '198.51.100.40', sessionId, messages);
    expect(first.status).toBe(200);
    const reply = (await first.json()).response;
    // The client sends images only with messages the server has not stored yet (chat-session.ts).
    messages[0] = { role: 'user', content: 'my references' };
    messages.push(
      { role: 'assistant', content: reply },
      { role: 'user', content: 'and these', images: fourNoisyImages },
    );
    const second = await consult(testApp, '198.51.100.40', sessionId, messages);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({
      errors: { 'messages.2.images': expect.stringMatching(`${PER_SESSION / MB} MB of images`) },
    });
    expect(await storedImageBytes(testApp, [sessionId])).toBeLessThanOrEqual(PER_SESSION);
  });

  it(`refuses references past ${PER_IP_PER_HOUR / MB} MB an hour from one address, across new chats`, async () => {
    const { statuses, sessionIds, refusal } = await fillFromOneIp([testApp], '198.51.100.41');
    expect(statuses.at(-1)).toBe(429);
    expect(refusal).toMatchObject({
      errors: { 'messages.0.images': expect.stringMatching(/images from your connection.*hour/i) },
    });
    const stored = await storedImageBytes(testApp, sessionIds);
    expect(stored).toBeLessThanOrEqual(PER_IP_PER_HOUR);
    // The refused message would have passed the cap: no more than one message's images were left unused.
    expect(stored).toBeGreaterThan(PER_IP_PER_HOUR - 4 * MB);

    // Another address is not held back, and the next hour this one may send again.
    const other = await consult(testApp, '198.51.100.42', nanoid(), [
      { role: 'user', content: 'like these', images: fourNoisyImages },
    ]);
    expect(other.status).toBe(200);
    now = new Date(now.getTime() + HOUR_MS);
    const nextHour = await consult(testApp, '198.51.100.41', nanoid(), [
      { role: 'user', content: 'like these', images: fourNoisyImages },
    ]);
    expect(nextHour.status).toBe(200);
  });

  it('still takes a text message from an address that used its image bytes', async () => {
    const response = await consult(testApp, '198.51.100.41', nanoid(), [
      { role: 'user', content: 'a small fern on my ankle' },
    ]);
    expect(response.status).toBe(200);
  });
});

describe.skipIf(!testRedisUrl)('the image bytes per address shared by a fleet through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  // Mid-hour on a clock of the test's own: on the wall clock a slow run could cross the hour, a new window.
  const clock = () => new Date('2026-11-27T10:30:00Z');
  beforeAll(async () => {
    const env = { ...BEHIND_ONE_PROXY, ...testRedisEnv() };
    first = await startTestApp('pglite', env, { clock });
    second = await startTestApp('pglite', env, { clock, database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts the bytes stored through either instance against one budget', async () => {
    const { statuses, sessionIds } = await fillFromOneIp([first, second], '198.51.100.43');
    expect(statuses.at(-1)).toBe(429);
    expect(await storedImageBytes(first, sessionIds)).toBeLessThanOrEqual(PER_IP_PER_HOUR);
  });
});
