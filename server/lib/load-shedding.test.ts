import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { handleError } from './error-handler.ts';
import { registerLoadShedding } from './load-shedding.ts';

/** pino's JSON lines, as the app would write them to stdout. */
function captureLog() {
  const lines: Array<{ level: number; msg: string; err?: { message: string } }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, stream };
}

const emfile = () =>
  Object.assign(new Error('EMFILE: too many open files, uv_resident_set_memory'), { code: 'EMFILE' });

describe('the load check survives a probe that throws (issue #24 item 1)', () => {
  let memoryUsage: MockInstance | undefined;
  afterEach(() => {
    vi.useRealTimers();
    memoryUsage?.mockRestore();
  });

  it('logs the error and keeps serving when the process is out of file descriptors', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    // Near the descriptor limit, reading the process's memory (/proc/self/stat) fails like this.
    memoryUsage = vi.spyOn(process, 'memoryUsage').mockImplementation(() => {
      throw emfile();
    });
    const log = captureLog();
    const app = Fastify({ logger: { level: 'info', stream: log.stream } });
    app.setErrorHandler(handleError);
    await registerLoadShedding(app, {
      pendingQueries: () => {
        throw emfile();
      },
      maxEventLoopDelayMs: 200,
    });
    app.get('/work', { config: { access: 'public' } }, async () => ({ ok: true }));
    await app.ready();

    // Several sampling rounds: each would have been an uncaught exception ending the process.
    expect(() => vi.advanceTimersByTime(5_000)).not.toThrow();
    const response = await app.inject({ method: 'GET', url: '/work' });
    expect(response.statusCode).toBe(200);
    const failures = log.lines.filter((line) => line.err?.message.startsWith('EMFILE'));
    // Logged once when the check starts failing, not on every sample.
    expect(failures).toHaveLength(1);
    expect(failures[0]!.level).toBe(50);
    await app.close();
  });
});
