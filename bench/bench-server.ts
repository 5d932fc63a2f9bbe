import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import { freePort } from '../tests/fixtures/test-app.ts';

/**
 * The production app, seeded, in a child process on 127.0.0.1 (PGlite, or BENCH_DATABASE_URL). `env` adds
 * to the child's environment (bench/serve-for-bench.ts reads the BENCH_* switches).
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<{
  url: string;
  databaseKind: string;
  /** The server process itself, for memory readings under /proc. */
  pid: number;
  close(): Promise<void>;
}> {
  const port = await freePort();
  // BENCH_CPU_PROF=1 writes the server's CPU profile to .tmp/profiles when it stops (open it in DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=.tmp/profiles'] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/serve-for-bench.ts'], {
    // MALLOC_ARENA_MAX as `npm run serve` sets it (docs/decisions/011).
    env: { ...process.env, MALLOC_ARENA_MAX: '2', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', resolve);
  });
  const { url, databaseKind } = JSON.parse(firstLine) as { url: string; databaseKind: string };
  return {
    url,
    databaseKind,
    pid: child.pid!,
    close: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The baseline: a bare node:http server answering every request with the same JSON. */
export async function startBareServer(body: string) {
  const port = await freePort();
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
