import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  openTestDatabase,
  testDatabaseKinds,
  waitForConnectionsToClose,
} from '../../tests/fixtures/test-database.ts';
import { openTestJobQueue, TEST_JOB_SETTINGS } from '../../tests/fixtures/test-job-queue.ts';
import { withDatabase } from '../../tests/setup/global-database.ts';
import type { Database } from '../db/client.ts';
import { createJobQueue } from './create-job-queue.ts';
import type { JobQueueOf } from './types.ts';

interface TestJobs {
  echo: { value: string };
  held: { value: string };
  flaky: { failures: number };
  doomed: { value: string };
  keyed: { value: string };
  later: { value: string };
}

describe.each(testDatabaseKinds({ postgresBecause: 'job-queue' }))('job queue [%s]', (kind) => {
  let database: Database;
  let queue: JobQueueOf<TestJobs>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    queue = await openTestJobQueue<TestJobs>(database);
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('runs what was sent, once, and whenIdle waits for it', async () => {
    const seen: string[] = [];
    await queue.work('echo', async ({ value }) => {
      seen.push(value);
    });
    await queue.whenIdle(['echo']);
    const ids = await Promise.all(['a', 'b', 'c'].map((value) => queue.send('echo', { value })));
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    await queue.whenIdle(['echo']);
    expect(seen.sort()).toEqual(['a', 'b', 'c']);
  });

  it('whenIdle does not wait for a job sent for later', async () => {
    const seen: string[] = [];
    await queue.work('later', async ({ value }) => {
      seen.push(value);
    });
    await queue.send(
      'later',
      { value: 'in two days' },
      { startAfter: new Date(Date.now() + 2 * 86_400_000) },
    );
    await queue.send('later', { value: 'now' });
    await queue.whenIdle(['later']);
    expect(seen).toEqual(['now']);
  });

  it('retries a failing handler with exponential backoff until it succeeds', async () => {
    const attempts: Array<{ retryCount: number; at: number }> = [];
    await queue.work('flaky', async ({ failures }, job) => {
      attempts.push({ retryCount: job.retryCount, at: Date.now() });
      if (attempts.length <= failures) throw new Error(`failure ${attempts.length}`);
    });
    await queue.send('flaky', { failures: 2 });
    await queue.whenIdle(['flaky']);
    expect(attempts.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2]);
    // Base 1 s: the first retry waits 1–2 s, the second 2–4 s (plus at most one poll).
    const [first, second, third] = attempts.map((attempt) => attempt.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
    expect((await queue.listTroubledJobs({ offset: 0, limit: 10 })).total).toBe(0);
  });

  it('marks a job failed once its attempts are spent, shows it, and runs it again on request', async () => {
    let isBroken = true;
    const done: string[] = [];
    await queue.work('doomed', async ({ value }) => {
      if (isBroken) throw new Error(`no ink for ${value}`);
      done.push(value);
    });
    const id = await queue.send('doomed', { value: 'koi' }, { retryLimit: 1 });
    await queue.whenIdle(['doomed']);
    const { jobs, total } = await queue.listTroubledJobs({ offset: 0, limit: 10 });
    expect(total).toBe(1);
    expect(jobs[0]).toMatchObject({
      id,
      name: 'doomed',
      state: 'failed',
      error: 'no ink for koi',
      attempts: 2,
      maxAttempts: 2,
    });
    expect(jobs[0]!.failedAt).toBeInstanceOf(Date);

    isBroken = false;
    expect(await queue.retryFailedJob(id!)).toBe(true);
    expect(await queue.retryFailedJob(id!)).toBe(false);
    await queue.whenIdle(['doomed']);
    expect(done).toEqual(['koi']);
    expect((await queue.listTroubledJobs({ offset: 0, limit: 10 })).total).toBe(0);
  });

  it('keeps one queued job per singleton key, and keyless jobs are never merged', async () => {
    const first = await queue.send('keyed', { value: 'one' }, { singletonKey: 'piece-1' });
    const duplicate = await queue.send('keyed', { value: 'two' }, { singletonKey: 'piece-1' });
    const other = await queue.send('keyed', { value: 'three' }, { singletonKey: 'piece-2' });
    const keyless = await Promise.all([
      queue.send('keyed', { value: 'four' }),
      queue.send('keyed', { value: 'five' }),
    ]);
    expect(first).toEqual(expect.any(String));
    expect(duplicate).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(keyless).toEqual([expect.any(String), expect.any(String)]);

    const seen: string[] = [];
    await queue.work('keyed', async ({ value }) => {
      seen.push(value);
    });
    await queue.whenIdle(['keyed']);
    expect(seen.sort()).toEqual(['five', 'four', 'one', 'three']);
    // Done, so the key is free again.
    expect(await queue.send('keyed', { value: 'again' }, { singletonKey: 'piece-1' })).toEqual(
      expect.any(String),
    );
    await queue.whenIdle(['keyed']);
    expect(seen).toContain('again');
  });

  it('stop waits for a running job and records it completed: the drain on SIGTERM (decision 056)', async () => {
    // A queue of its own to stop; on PGlite a second one may start while the first runs no job.
    const draining = await openTestJobQueue<TestJobs>(database);
    let finish!: () => void;
    let started!: () => void;
    const isRunning = new Promise<void>((resolve) => {
      started = resolve;
    });
    await draining.work('held', async () => {
      started();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const id = await draining.send('held', { value: 'a job in flight at SIGTERM' });
    await isRunning;
    let isStopped = false;
    const stopping = draining.stop().then(() => {
      isStopped = true;
    });
    // A stop that did not wait would have resolved by the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(isStopped).toBe(false);
    finish();
    await stopping;
    const { rows } = (await database.db.execute(
      sql`select state from pgboss.job where id = ${id}`,
    )) as unknown as { rows: Array<{ state: string }> };
    expect(rows).toEqual([{ state: 'completed' }]);
  });
});

describe.runIf(inject('postgresTemplate'))('job queue on a fresh PostgreSQL database', () => {
  it('two instances starting at once both create or find its tables, and share one queue', async () => {
    const { serverUrl } = inject('postgresTemplate')!;
    const name = `inkdesk_jobs_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = withDatabase(serverUrl, name);
    try {
      const [first, second] = await Promise.all(
        [0, 1].map(() =>
          createJobQueue<TestJobs>({ connection: { kind: 'postgres', url }, ...TEST_JOB_SETTINGS }),
        ),
      );
      const seen: string[] = [];
      await second!.work('echo', async ({ value }) => {
        seen.push(value);
      });
      await first!.send('echo', { value: 'from the first' });
      await second!.whenIdle();
      expect(seen).toEqual(['from the first']);
      await Promise.all([first!.stop(), second!.stop()]);
    } finally {
      await waitForConnectionsToClose(admin, name);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
