/**
 * Issue #13 "Done means": two production instances (server/index.ts, as `npm run serve` runs it) on a fresh
 * PostgreSQL database, one Redis and one S3 bucket (s3rver), behind a round-robin proxy, checked for:
 *   1. a session made on one instance works on the other;
 *   2. the chat limit holds across both;
 *   3. a job started on one instance and killed with it (kill -9) is finished by the other.
 * Needs TEST_DATABASE_URL (a server where it may create a database) and TEST_REDIS_URL; scripts/test.sh runs it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { nanoid } from 'nanoid';
import pg from 'pg';
import { startRoundRobinProxy } from '../tests/fakes/round-robin-proxy.ts';
import { signIn, TestBrowser } from '../tests/fixtures/test-browser.ts';
import { makeTestImage } from '../tests/fixtures/test-images.ts';
import { startTestS3 } from '../tests/fixtures/test-s3.ts';
import { withDatabase } from '../tests/setup/global-database.ts';

const CHAT_LIMIT = 10;
/** A killed instance's job is retried after this (JOB_ATTEMPT_TIMEOUT_SECONDS), then by the survivor. */
const ATTEMPT_TIMEOUT_SECONDS = 10;
const started = Date.now();
const cleanups: Array<() => Promise<unknown> | unknown> = [];

function step(message: string) {
  console.log(`  [${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`Fleet check failed: ${message}`);
  step(`ok: ${message}`);
}

async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Fleet check failed: ${what} within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * An OpenAI-compatible vision endpoint for the portfolio-metadata job: per instance (its AI_BASE_URL names it),
 * instance "a" never gets an answer, so its attempt is still running when it is killed; "b" is answered.
 * Chat calls get a 500 at once, so chat turns use the built-in engine's reply.
 */
async function startVisionFake() {
  const visionCalls: string[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const instance = request.url?.split('/')[1] ?? '';
    if (!body.includes('image_url')) return response.writeHead(500).end('{}');
    visionCalls.push(instance);
    if (instance === 'a') return; // hangs until the instance dies
    const content = JSON.stringify({
      title: 'Fern study',
      style: 'Geometric',
      description: 'A fern in fine lines.',
      tags: ['fern', 'botanical'],
    });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () => server.closeAllConnections(),
    () => server.close(),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, visionCalls };
}

async function createFreshDatabase(serverUrl: string) {
  const name = `inkdesk_fleet_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return withDatabase(serverUrl, name);
}

async function startS3() {
  const s3 = await startTestS3('inkdesk-fleet');
  cleanups.push(() => s3.stop());
  return s3.endpoint;
}

/** `npm run serve` without npm: production mode, PORT=0, and the real port read from the banner. */
async function startInstance(name: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), `inkdesk-fleet-${name}-`));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(
    () => child.kill('SIGKILL'),
    () => rmSync(dataDir, { recursive: true, force: true }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Instance ${name} exited with ${code} before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = line.match(/Listening on (http:\/\/\S+)/);
      if (listening) resolve(listening[1]!);
    });
  });
  child.removeAllListeners('exit');
  step(`instance ${name} listening on ${url} (pid ${child.pid})`);
  return { url, process: child };
}

const chatTurn = (baseUrl: string, sessionId: string) =>
  fetch(`${baseUrl}/api/chat/consult`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId, messages: [{ role: 'user', content: 'a fern on my forearm' }] }),
  }).then(async (response) => {
    await response.body?.cancel();
    return response.status;
  });

async function main() {
  const databaseServer = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseServer || !redisUrl)
    throw new Error('The fleet check needs TEST_DATABASE_URL and TEST_REDIS_URL');

  const [databaseUrl, s3Endpoint, vision] = await Promise.all([
    createFreshDatabase(databaseServer),
    startS3(),
    startVisionFake(),
  ]);
  const upstreams: string[] = [];
  const proxy = await startRoundRobinProxy(upstreams);
  cleanups.push(() => proxy.close());
  const shared = {
    APP_URL: proxy.url,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `inkdesk-fleet-${randomBytes(5).toString('hex')}:`,
    TRUST_PROXY: '127.0.0.1',
    // The secrets every instance must share (env.ts requires them in a fleet).
    REQUEST_LINK_SECRET: randomBytes(32).toString('base64'),
    ALLOW_LOCAL_SIGNIN: 'true',
    S3_BUCKET: 'inkdesk-fleet',
    S3_ENDPOINT: s3Endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    AI_PROVIDER: 'openai',
    AI_TIMEOUT_MS: '120000',
    // A chat turn may sit silent for two model calls; the idle bound must outlast them (env.ts, decision 052).
    HTTP_IDLE_TIMEOUT_MS: '300000',
    CHAT_TURNS_PER_IP_PER_MINUTE: String(CHAT_LIMIT),
    JOB_ATTEMPT_TIMEOUT_SECONDS: String(ATTEMPT_TIMEOUT_SECONDS),
    LOG_LEVEL: 'error',
    // CI shares its cores with this script and the proxy: a starved event loop is the machine's, not the app's.
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    // The chat turns below talk to the demo artist, whom a production deployment does not seed unless asked.
    DEMO_SEED: 'true',
  };

  // Instance A alone first, so the portfolio job it is about to run is certainly its own.
  const a = await startInstance('a', { ...shared, AI_BASE_URL: `${vision.url}/a/v1` });
  upstreams.push(a.url);
  const artist = new TestBrowser(proxy.url);
  await signIn(artist, { email: 'fleet@example.com', name: 'Fleet Check' });
  const form = new FormData();
  const image = await makeTestImage({ format: 'jpeg', width: 64, height: 64 });
  form.append('images', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'fern.jpg');
  const upload = await artist.request('/api/portfolio/bulk-upload', { method: 'POST', body: form });
  check(upload.status === 200, `a portfolio piece uploaded through the proxy (${upload.status})`);
  await until('instance a starting the metadata job', 30, async () =>
    vision.visionCalls.includes('a') ? true : undefined,
  );
  step('instance a is running the portfolio-metadata job');

  const b = await startInstance('b', { ...shared, AI_BASE_URL: `${vision.url}/b/v1` });
  upstreams.push(b.url);

  // 1. A session made through instance a (sign-in above) works on b.
  const onB = await fetch(`${b.url}/api/auth/user`, { headers: { cookie: artist.cookieHeader } });
  check(onB.status === 200, `the session made on instance a works on instance b (${onB.status})`);

  // 2. The chat limit holds across both: the proxy alternates, and every turn comes from one client.
  const statuses: number[] = [];
  for (let turn = 0; turn < CHAT_LIMIT + 2; turn++) statuses.push(await chatTurn(proxy.url, nanoid()));
  const accepted = statuses.filter((status) => status === 200).length;
  check(
    accepted === CHAT_LIMIT && statuses.slice(CHAT_LIMIT).every((status) => status === 429),
    `the chat limit (${CHAT_LIMIT}/min) holds across both instances: ${statuses.join(' ')}`,
  );

  // 3. Kill instance a in the middle of its job; b retries the lost attempt and finishes it.
  upstreams.splice(upstreams.indexOf(a.url), 1);
  a.process.kill('SIGKILL');
  step('instance a killed (SIGKILL) mid-job');
  const pieces = await until('instance b finishing the job', 75, async () => {
    const response = await fetch(`${b.url}/api/portfolio`, { headers: { cookie: artist.cookieHeader } });
    const list = (await response.json()) as Array<{ title: string; metadataStatus?: string }>;
    return list.length === 1 && list[0]!.title === 'Fern study' ? list : undefined;
  });
  check(
    vision.visionCalls.includes('b') && pieces[0]!.title === 'Fern study',
    'the job killed with instance a was finished by instance b',
  );
}

try {
  console.log('Fleet check: two instances, PostgreSQL, Redis, S3, one proxy');
  await main();
  console.log(`Fleet check passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
