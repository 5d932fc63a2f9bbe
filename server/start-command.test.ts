import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { nanoid } from 'nanoid';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { FakeOpenAiServer } from '../tests/fakes/fake-openai-server.ts';
import { PROJECT_ROOT } from './lib/project-paths.ts';

/** The command the image's CMD runs (Dockerfile), here outside a container: no npm, no tsx. */
const START_COMMAND = ['dist/server/index.js'];

interface BuiltServer {
  url: string;
  pid: number;
  /** Its output so far (stdout and stderr), for a failure's message. */
  lines: readonly string[];
  /** Resolves once a line of its output matches. */
  logged(pattern: RegExp): Promise<string>;
  /** How the process ended, and when (performance.now()). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

describe('the image’s start command, node dist/server/index.js, outside a container (issue #24 items 15 and 18)', () => {
  const fake = new FakeOpenAiServer();
  let aiBaseUrl: string;
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    // The same build `npm run build` makes and the Dockerfile's build stage runs.
    execFileSync('npm', ['run', 'build:server', '--silent'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
    aiBaseUrl = await fake.start();
  });
  afterEach(() => fake.clearQueue());
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await fake.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the built server in a process group of its own, on a copy of the test run's migrated PGlite. */
  async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-start-command-'));
    dataDirs.push(dataDir);
    mkdirSync(join(dataDir, 'pglite'));
    // A first boot's initdb takes half a minute on a busy two-core machine; the snapshot is already migrated.
    execFileSync('tar', ['-xf', inject('pgliteSnapshotPath'), '-C', join(dataDir, 'pglite')], {
      stdio: 'ignore',
    });
    const child = spawn(process.execPath, START_COMMAND, {
      cwd: PROJECT_ROOT,
      detached: true,
      // Nothing of the developer's shell (a DATABASE_URL, a .env's values) reaches it: only what is set here.
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        AI_PROVIDER: 'openai',
        AI_BASE_URL: aiBaseUrl,
        AI_TIMEOUT_MS: '20000',
        LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const lines: string[] = [];
    const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
    const onLine = (line: string) => {
      lines.push(line);
      for (const waiter of waiters.filter(({ pattern }) => pattern.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    };
    createInterface({ input: child.stdout! }).on('line', onLine);
    createInterface({ input: child.stderr! }).on('line', onLine);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
      (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
    );
    const logged = (pattern: RegExp) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return Promise.race([
        new Promise<string>((resolve) => waiters.push({ pattern, resolve })),
        exited.then(({ code, signal }) => {
          const ended = `The server ended (${signal ?? `exit code ${code}`}) without logging ${pattern}`;
          throw new Error(`${ended}:\n${lines.join('\n')}`);
        }),
      ]);
    };
    const listening = await logged(/Listening on http:\/\/\S+/);
    return { url: listening.match(/http:\/\/\S+/)![0], pid: child.pid!, lines, logged, exited };
  }

  const chatTurn = (url: string) =>
    fetch(`${url}/api/chat/consult`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sessionId: nanoid(),
        messages: [{ role: 'user', content: 'a fern on my forearm' }],
      }),
    });

  /** The model's next answer waits until the test lets it go; resolves `arrived` when the turn asked for it. */
  function holdNextModelAnswer(reply: string) {
    let release!: () => void;
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    fake.enqueue({
      kind: 'held',
      onArrival: arrive,
      until: new Promise<void>((resolve) => {
        release = resolve;
      }),
      answer: { kind: 'completion', content: JSON.stringify({ reply, fields: {} }) },
    });
    return { arrived, release };
  }

  it('answers a chat turn in flight when its process group gets SIGTERM (twice, as npm or tsx forward it), takes no new connection, and exits 0', async () => {
    const server = await startBuiltServer({ SHUTDOWN_GRACE_MS: '20000' });
    const model = holdNextModelAnswer('A fern, lovely. Where on your forearm?');
    const turn = chatTurn(server.url);
    await model.arrived;

    const signalledAt = performance.now();
    process.kill(-server.pid, 'SIGTERM');
    await server.logged(/SIGTERM received/);
    // npm and tsx forward the signal their group got too, a moment later: the same stop, not a second one.
    process.kill(-server.pid, 'SIGTERM');
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    const releasedAt = performance.now();
    model.release();

    const response = await turn;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { response: string }).response).toBe(
      'A fern, lovely. Where on your forearm?',
    );
    const exit = await server.exited;
    expect(exit, server.lines.join('\n')).toMatchObject({ code: 0, signal: null });
    await server.logged(/Drained in \d+ ms/);
    // The turn was held past the signal; the process went soon after its answer.
    expect(releasedAt).toBeGreaterThan(signalledAt);
    expect(exit.at - releasedAt).toBeLessThan(10_000);
  }, 60_000);

  it('exits 1 once SHUTDOWN_GRACE_MS has passed while a request is still open', async () => {
    const server = await startBuiltServer({ SHUTDOWN_GRACE_MS: '1500' });
    const model = holdNextModelAnswer('Never sent');
    const turn = chatTurn(server.url).then(
      (response) => response.status,
      () => 'cut off',
    );
    await model.arrived;

    const signalledAt = performance.now();
    process.kill(-server.pid, 'SIGTERM');
    const exit = await server.exited;
    model.release();
    expect(exit, server.lines.join('\n')).toMatchObject({ code: 1, signal: null });
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(1500);
    // The bound plus a busy machine's start of the timer and exit; nowhere near the turn's 20 s model timeout.
    expect(exit.at - signalledAt).toBeLessThan(6000);
    expect(await turn).toBe('cut off');
    await server.logged(/longer than SHUTDOWN_GRACE_MS/);
  }, 60_000);
});
