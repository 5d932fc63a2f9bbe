import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { runInBackgroundLane } from '../db/pglite-lanes.ts';
import { createSettleCounter, createWakeups } from './job-signals.ts';
import {
  COUNT_TROUBLED,
  COUNT_UNFINISHED,
  CREATE_SINGLETON_INDEX,
  completeAttempt,
  FIND_FAILED,
  JOB_SCHEMA,
  LIST_ORPHANED,
  LIST_TROUBLED,
  numbered,
  SINGLETON_INDEX_EXISTS,
} from './job-sql.ts';
import { runWorkerSlot } from './job-worker.ts';
import { createPgliteExecutor, type SqlExecutor } from './pglite-executor.ts';
import { transactionExecutor } from './transaction-executor.ts';
import type { JobContext, JobPayloads, JobQueueOf, SendOptions, TroubledJob, WorkOptions } from './types.ts';

/** Where the jobs live: the app's own PGlite, or the PostgreSQL database behind a connection string. */
export type JobQueueConnection = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };

export interface JobQueueOptions {
  connection: JobQueueConnection;
  /** Base of the exponential backoff: attempt n waits between d·2^(n-1) and d·2^n seconds (decision 015). */
  retryDelaySeconds?: number;
  /** Attempts after the first, unless a send says otherwise. */
  retryLimit?: number;
  /** How long an attempt may run before it is taken as lost and retried (WorkOptions may override per name). */
  expireInSeconds?: number;
  /** How often an idle worker looks for jobs sent by other instances or come due. */
  pollingIntervalSeconds?: number;
  /** How often expired attempts are retried and old jobs archived, once per fleet. */
  maintenanceIntervalSeconds?: number;
  /** Errors of the engine itself (not of handlers, which the job records): a lost database, a failed sweep. */
  onError?: (error: unknown) => void;
}

const JOB_DEFAULTS = {
  retryDelaySeconds: 10,
  retryLimit: 5,
  expireInSeconds: 300,
  pollingIntervalSeconds: 2,
  maintenanceIntervalSeconds: 60,
};

/** Completed jobs leave the live table after an hour; failed ones stay a week for admins (then pg-boss's archive). */
const ARCHIVE_COMPLETED_AFTER_SECONDS = 3600;
const ARCHIVE_FAILED_AFTER_SECONDS = 7 * 86_400;

type FetchedJob = PgBoss.JobWithMetadata<unknown>;

/**
 * The durable job queue over pg-boss 10 (decision 015): on PostgreSQL with its own pool, on PGlite through the
 * app's single connection. Resolves once pg-boss's tables exist and, on PGlite, attempts a killed process left
 * running are handed back for retry: so on PGlite, start a second queue only while the first runs no job.
 */
export async function createJobQueue<Payloads extends object = JobPayloads>(
  options: JobQueueOptions,
): Promise<JobQueueOf<Payloads>> {
  const settings = { ...JOB_DEFAULTS, ...withoutUndefined(options) };
  const onError = options.onError ?? ((error: unknown) => console.error('Job queue error:', error));
  const { connection } = options;
  const boss = new PgBoss({
    ...(connection.kind === 'postgres'
      ? { connectionString: connection.url, max: 4, application_name: 'inkdesk-jobs' }
      : { db: createPgliteExecutor(connection.pglite) }),
    schema: JOB_SCHEMA,
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireInSeconds,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_AFTER_SECONDS,
    archiveFailedAfterSeconds: ARCHIVE_FAILED_AFTER_SECONDS,
  });
  let isStopping = false;
  // After stop, a sweep or cron tick caught mid-query by the closing connection is not worth a report.
  boss.on('error', (error) => isStopping || onError(error));
  // pg-boss's timers (maintenance, cron) keep the lane they start in: the background one (decision 027).
  await runInBackgroundLane(() => boss.start());
  const db = boss.getDb() as SqlExecutor;
  if (!(await db.executeSql(SINGLETON_INDEX_EXISTS)).rows[0]?.name)
    await db.executeSql(CREATE_SINGLETON_INDEX);

  const queues = new Map<string, Promise<void>>();
  const ensureQueue = (name: string) => {
    let created = queues.get(name);
    if (!created) {
      created = createQueueRacing(boss, name);
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  };

  const wakeups = createWakeups(settings.pollingIntervalSeconds * 1000);
  // whenIdle checks the database again after each local attempt or empty fetch, never on a timer of its own.
  const settles = createSettleCounter();

  const contextOf = (job: FetchedJob): JobContext => ({
    id: job.id,
    retryCount: job.retryCount,
    completeWith: async (tx: Db) => {
      // Both drivers answer with `rows`; the shared Db type does not say so.
      const result = (await tx.execute(completeAttempt(sql, job))) as unknown as { rows: unknown[] };
      if (result.rows.length === 0)
        throw new Error(`Job ${job.name} ${job.id} lost its claim before completing`);
    },
  });

  const loops: Promise<void>[] = [];

  if (connection.kind === 'pglite') await retryOrphans(boss, db);

  return {
    async send(name, data, sendOptions: SendOptions = {}) {
      const { tx } = sendOptions;
      // Creating a queue inside the caller's transaction would wait on PGlite's one connection forever.
      if (tx && !queues.has(name))
        throw new Error(`Queue ${name} has no worker here; register it before sending in a transaction`);
      await ensureQueue(name);
      const id = await boss.send(name, data as object, {
        singletonKey: sendOptions.singletonKey,
        startAfter: sendOptions.startAfter,
        ...(sendOptions.retryLimit === undefined ? {} : { retryLimit: sendOptions.retryLimit }),
        ...(tx ? { db: transactionExecutor(tx) } : {}),
      });
      wakeups.wake(name);
      return id;
    },

    async work(name, handler, workOptions: WorkOptions = {}) {
      await ensureQueue(name);
      if (workOptions.expireInSeconds) {
        await boss.updateQueue(name, { name, expireInSeconds: workOptions.expireInSeconds });
      }
      for (let slot = 0; slot < (workOptions.concurrency ?? 1); slot++) {
        // A worker's fetches, handler and outcome never delay a request on PGlite (decision 027).
        const loop = runInBackgroundLane(() =>
          runWorkerSlot({
            fetch: async () => (await boss.fetch(name, { includeMetadata: true }))[0],
            run: (data, job) => handler(data as Payloads[typeof name], job),
            context: contextOf,
            complete: async (job) => {
              const { text, values } = completeAttempt(numbered, job);
              await reportingErrors(onError, () => db.executeSql(text, values));
            },
            fail: async (job, error) => {
              await reportingErrors(onError, () =>
                boss.fail(job.name, job.id, { message: messageOf(error) }),
              );
            },
            waitForWork: () => wakeups.waitForWork(name),
            isStopping: () => isStopping,
            onSettled: settles.settled,
          }),
        );
        // A slot only ends on stop; should it ever break, say so rather than fall silent.
        loops.push(loop.catch(onError));
      }
    },

    async schedule(name, cron, data) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data as object, { tz: 'UTC' });
    },

    async whenIdle(names) {
      for (;;) {
        const seen = settles.count;
        const { rows } = await db.executeSql(COUNT_UNFINISHED, [names ? [...names] : null]);
        if (Number(rows[0]?.count) === 0) return;
        await settles.next(seen);
      }
    },

    async listTroubledJobs({ offset, limit }) {
      const listed = await db.executeSql(LIST_TROUBLED, [limit, offset]);
      const counted = await db.executeSql(COUNT_TROUBLED);
      return { jobs: listed.rows.map(toTroubledJob), total: Number(counted.rows[0]?.count ?? 0) };
    },

    async retryFailedJob(id) {
      const name = (await db.executeSql(FIND_FAILED, [id])).rows[0]?.name;
      if (typeof name !== 'string') return false;
      await boss.retry(name, id);
      wakeups.wake(name);
      return true;
    },

    async stop() {
      if (isStopping) return;
      isStopping = true;
      wakeups.wakeAll();
      await Promise.all(loops);
      await boss.stop({ graceful: true, wait: true });
    },
  };
}

/**
 * PGlite is one process's database, so at boot every attempt still marked running was cut short by a kill or a
 * crash. Failing it (pg-boss's fail: retry with backoff while attempts remain) hands it on at once instead of
 * after its expiry.
 */
/**
 * Instances that boot together may create the same queue at once: PostgreSQL then aborts one of them (a deadlock
 * on the queue table, or a duplicate key), and its next attempt finds the queue the other made.
 */
async function createQueueRacing(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw error;
    }
  }
}

async function retryOrphans(boss: PgBoss, db: SqlExecutor) {
  const { rows } = await db.executeSql(LIST_ORPHANED);
  for (const row of rows) {
    await boss.fail(String(row.name), String(row.id), {
      message: 'Interrupted: the process stopped while the job ran',
    });
  }
}

async function reportingErrors(onError: (error: unknown) => void, run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    onError(error);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const dateOrNull = (value: unknown) => (value == null ? null : new Date(value as string | Date));

function toTroubledJob(row: Record<string, unknown>): TroubledJob {
  return {
    id: String(row.id),
    name: String(row.name),
    state: row.state === 'retry' ? 'retry' : 'failed',
    error: typeof row.error === 'string' ? row.error : null,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    createdAt: new Date(row.created_on as string | Date),
    lastAttemptAt: dateOrNull(row.started_on),
    nextAttemptAt: dateOrNull(row.next_attempt_at),
    failedAt: dateOrNull(row.failed_at),
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
