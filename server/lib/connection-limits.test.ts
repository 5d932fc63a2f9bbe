import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/fixtures/test-app.ts';

/** Short bounds so the server's own timers close the sockets within the test (issue #24 item 1). */
const LIMITS = {
  // Longer than the headers bound, so the 408 below is the headers timeout's, not the idle one's.
  HTTP_IDLE_TIMEOUT_MS: '800',
  HTTP_HEADERS_TIMEOUT_MS: '200',
  HTTP_REQUEST_TIMEOUT_MS: '400',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
  HTTP_MAX_CONNECTIONS: '4',
  // The idle bound must outlast a chat turn's two model calls, so the model's timeout is short here too.
  AI_TIMEOUT_MS: '100',
};

/** A raw TCP connection to the app, and what it received before the server closed it. */
async function openSocket(url: string): Promise<{ socket: Socket; closed: Promise<string> }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, closed };
}

describe('idle and slow connections are closed by the server (issue #24 item 1)', () => {
  let app: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp('pglite', LIMITS);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app?.close();
  });

  it('closes a connection that never sends a byte', async () => {
    const { socket, closed } = await openSocket(app.url);
    sockets.push(socket);
    // Closed without a word, or with a 408: either way the server let go of it.
    await expect(closed).resolves.toMatch(/^(HTTP\/1\.1 408 [\s\S]*)?$/);
  });

  it('answers 408 and closes a connection whose headers never finish', async () => {
    const { socket, closed } = await openSocket(app.url);
    sockets.push(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await expect(closed).resolves.toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection that goes quiet after its response', async () => {
    const { socket, closed } = await openSocket(app.url);
    sockets.push(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await expect(closed).resolves.toMatch(/^HTTP\/1\.1 200 /);
  });

  it('drops connections past the cap, and serves again once they are gone', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => openSocket(app.url)));
    sockets.push(...held.map(({ socket }) => socket));
    const extra = await openSocket(app.url);
    sockets.push(extra.socket);
    await expect(extra.closed).resolves.toBe('');
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });
});
