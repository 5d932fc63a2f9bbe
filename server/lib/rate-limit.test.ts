import { connect, createServer, type Socket } from 'node:net';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRoundRobinProxy } from '../../tests/fakes/round-robin-proxy.ts';
import { FLEET_SECRETS } from '../../tests/fixtures/fleet-env.ts';
import { startTestApp, type TestApp } from '../../tests/fixtures/test-app.ts';
import { testRedisEnv, testRedisUrl } from '../../tests/fixtures/test-redis.ts';

/** One chat turn from `ip` (read from X-Forwarded-For: the apps here trust one proxy hop). */
const chatTurn = (app: TestApp, ip: string, sessionId = nanoid()) =>
  fetch(`${app.url}/api/chat/consult`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ sessionId, messages: [{ role: 'user', content: 'a small fern on my ankle' }] }),
  });

const BEHIND_ONE_PROXY = { TRUST_PROXY: '1', ALLOW_LOCAL_SIGNIN: 'true', ...FLEET_SECRETS };

describe.skipIf(!testRedisUrl)('rate limits shared through Redis (issue #13 item 1)', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = { ...BEHIND_ONE_PROXY, ...testRedisEnv(), CHAT_TURNS_PER_IP_PER_MINUTE: '6' };
    first = await startTestApp('pglite', env);
    second = await startTestApp('pglite', env, { database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('holds one chat limit across two instances', async () => {
    const statuses: number[] = [];
    for (let turn = 0; turn < 8; turn++) {
      statuses.push((await chatTurn(turn % 2 ? second : first, '198.51.100.10')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('holds one sign-in limit across two instances', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const response = await fetch(`${(attempt % 2 ? second : first).url}/api/login`, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': '198.51.100.11' },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([429]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts a chat session’s turns and saves apart, though both are keyed by the session', async () => {
    const sessionId = nanoid();
    for (let turn = 0; turn < 5; turn++)
      expect((await chatTurn(first, '198.51.100.12', sessionId)).status).toBe(200);
    const save = await fetch(`${second.url}/api/chat/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.12' },
      body: JSON.stringify({ sessionId }),
    });
    // Five turns used the turn budget (30) only; the save budget (5) is untouched, so this is no 429.
    expect(save.status).not.toBe(429);
  });
});

describe.skipIf(!testRedisUrl)('rate limits when Redis goes away (decision 025: fail open)', () => {
  let app: TestApp;
  let relay: Awaited<ReturnType<typeof startRelay>>;

  beforeAll(async () => {
    relay = await startRelay(new URL(testRedisUrl!));
    app = await startTestApp('pglite', { ...BEHIND_ONE_PROXY, ...testRedisEnv(relay.url) });
  });
  afterAll(async () => {
    await app?.close();
    relay?.close();
  });

  it('lets requests through instead of failing them', async () => {
    expect((await chatTurn(app, '198.51.100.20')).status).toBe(200);
    relay.close();
    expect((await chatTurn(app, '198.51.100.20')).status).toBe(200);
  });
});

describe('TRUST_PROXY=1 behind a proxy (issue #13 item 2)', () => {
  let app: TestApp;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;

  beforeAll(async () => {
    app = await startTestApp('pglite', BEHIND_ONE_PROXY);
    proxy = await startRoundRobinProxy([app.url]);
  });
  afterAll(async () => {
    await proxy?.close();
    await app?.close();
  });

  it('ignores the X-Forwarded-For a client writes itself: 140 turns with rotating spoofed addresses are limited at 120', async () => {
    const statuses: number[] = [];
    let sessionId = nanoid();
    for (let turn = 0; turn < 140; turn++) {
      // A new chat every 20 turns, so the per-session limit (30) never decides.
      if (turn % 20 === 0) sessionId = nanoid();
      const response = await fetch(`${proxy.url}/api/chat/consult`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${turn % 250}` },
        body: JSON.stringify({ sessionId, messages: [{ role: 'user', content: 'a koi on my calf' }] }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.slice(120).every((status) => status === 429)).toBe(true);
  });
});

/** A TCP relay to Redis that the test can cut, as a network outage would. */
async function startRelay(redis: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(redis.port || 6379), redis.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    close() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}
