import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  CREATE_EFFECTS_TABLE,
  EFFECTS_TABLE,
  type EffectJobs,
  spawnJobQueueProcess,
} from '../../tests/fixtures/spawn-job-queue-process.ts';
import { openTestDatabase, testDatabaseKinds } from '../../tests/fixtures/test-database.ts';
import { openTestJobQueue } from '../../tests/fixtures/test-job-queue.ts';
import { type Database, PGLITE_OPTIONS } from '../db/client.ts';

const JOB_COUNT = 12;
const keys = Array.from({ length: JOB_COUNT }, (_, index) => `job-${index}`);

interface EffectRow {
  key: string;
  pid: number;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Target {
  env: Record<string, string>;
  database?: Database;
  readEffects(): Promise<EffectRow[]>;
}

/** Where the processes meet: a PGlite data folder, or a PostgreSQL database of this test's own. */
async function openTarget(kind: 'pglite' | 'postgres'): Promise<Target> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-queue-kill-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    // The migrated snapshot, unpacked into the folder, spares the child processes a first-boot initdb.
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
    const pglite = new PGlite(join(dataDir, 'pglite'), { ...PGLITE_OPTIONS, loadDataDir: snapshot });
    await pglite.exec(CREATE_EFFECTS_TABLE);
    await pglite.close();
    return {
      env: { DATA_DIR: dataDir },
      // Read once every process is gone: PGlite is one process's database.
      readEffects: async () => {
        const pglite = new PGlite(join(dataDir, 'pglite'), PGLITE_OPTIONS);
        try {
          return (await pglite.query<EffectRow>(`select key, pid from ${EFFECTS_TABLE}`)).rows;
        } finally {
          await pglite.close();
        }
      },
    };
  }
  const database = await openTestDatabase('postgres');
  cleanups.push(() => database.close());
  if (database.connection.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const { url } = database.connection;
  await database.db.execute(sql.raw(CREATE_EFFECTS_TABLE));
  return {
    env: { DATABASE_URL: url },
    database,
    readEffects: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<EffectRow>(`select key, pid from ${EFFECTS_TABLE}`)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

const countsByKey = (rows: EffectRow[]) =>
  Object.fromEntries(keys.map((key) => [key, rows.filter((row) => row.key === key).length]));

describe.each(testDatabaseKinds({ postgresBecause: 'job-queue' }))(
  'job queue across processes [%s]',
  (kind) => {
    it('kill -9 mid-queue, then a restart: every job’s effect happens exactly once', async () => {
      const target = await openTarget(kind);
      // Attempts expire after 3 s, so on PostgreSQL the restarted process takes over the killed one's jobs.
      const common = { ...target.env, HANDLER_MS: '300', EXPIRE_SECONDS: '3' };

      const first = spawnJobQueueProcess({ ...common, JOB_COUNT: String(JOB_COUNT) });
      let done = 0;
      // Killed right after a job committed (its handler still running) while the other slot has a job in hand.
      const committedLine = await first.waitForLine((line) => {
        if (line.startsWith('done ')) done += 1;
        return done >= 2 && line.startsWith('committed ');
      });
      first.child.kill('SIGKILL');
      await first.exited;
      const committed = committedLine.slice('committed '.length);
      const started = first.lines.filter((line) => line.startsWith('start ')).map((line) => line.slice(6));

      const second = spawnJobQueueProcess({ ...common, DRAIN_ON: 'start' });
      expect(await second.exited).toBe(0);

      const rows = await target.readEffects();
      expect(countsByKey(rows)).toEqual(Object.fromEntries(keys.map((key) => [key, 1])));
      // What the first committed was complete with its effect (the line may not have made it out before the
      // kill): never run again. What it had started but not committed ran again in the second, once.
      const committedByFirst = rows.filter((row) => row.pid === first.child.pid).map((row) => row.key);
      expect(committedByFirst).toContain(committed);
      for (const key of committedByFirst) expect(second.lines).not.toContain(`start ${key}`);
      for (const key of started.filter((key) => !committedByFirst.includes(key))) {
        expect(second.lines).toContain(`done ${key}`);
      }
    }, 120_000);

    it.runIf(kind === 'postgres')(
      'two processes on one database run every job once between them',
      async () => {
        const target = await openTarget(kind);
        const common = { ...target.env, HANDLER_MS: '100', DRAIN_ON: 'stdin' };
        const processes = [spawnJobQueueProcess(common), spawnJobQueueProcess(common)];
        await Promise.all(processes.map((process) => process.waitForLine((line) => line === 'working')));

        const sender = await openTestJobQueue<EffectJobs>(target.database!);
        cleanups.push(() => sender.stop());
        for (const key of keys) await sender.send('effect', { key });
        for (const process of processes) process.child.stdin.write('drain\n');
        expect(await Promise.all(processes.map((process) => process.exited))).toEqual([0, 0]);

        const rows = await target.readEffects();
        expect(countsByKey(rows)).toEqual(Object.fromEntries(keys.map((key) => [key, 1])));
        // Which process fetches which job is the queue's business (one may take them all on a fast machine);
        // every effect came from one of the two.
        const pids = new Set(processes.map((process) => process.child.pid));
        expect(rows.filter((row) => !pids.has(row.pid))).toEqual([]);
      },
      120_000,
    );
  },
);
