import type PgBoss from 'pg-boss';
import type { JobContext } from './types.ts';

export interface WorkerHooks {
  /** Fetches the next due job of this name, or nothing. */
  fetch(): Promise<PgBoss.JobWithMetadata<unknown> | undefined>;
  run(data: unknown, job: JobContext): Promise<void>;
  context(job: PgBoss.JobWithMetadata<unknown>): JobContext;
  complete(job: PgBoss.JobWithMetadata<unknown>): Promise<void>;
  fail(job: PgBoss.JobWithMetadata<unknown>, error: unknown): Promise<void>;
  /** Waits for the poll interval, a local send, or stop. */
  waitForWork(): Promise<void>;
  isStopping(): boolean;
  /** After every fetch that found nothing and every attempt: `whenIdle` checks again. */
  onSettled(): void;
}

/**
 * One worker slot: fetch a job, run it, record the outcome, repeat until stopped. pg-boss fetches (FOR UPDATE SKIP
 * LOCKED, so two instances never take the same job), retries with backoff and expires lost attempts; this loop
 * owns the rest so that stop() can wait for it: a fetch in flight when stop is called still finishes its job.
 * An attempt that outlives its expiry is let go (pg-boss hands the job on) and its late outcome is ignored.
 */
export async function runWorkerSlot(hooks: WorkerHooks): Promise<void> {
  while (!hooks.isStopping()) {
    const job = await hooks.fetch();
    if (!job) {
      hooks.onSettled();
      await hooks.waitForWork();
      continue;
    }
    await runAttempt(hooks, job);
    hooks.onSettled();
  }
}

/** Runs one attempt and records it: completed, failed (pg-boss retries or gives up), or let go at its expiry. */
async function runAttempt(hooks: WorkerHooks, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
  let expiry: NodeJS.Timeout | undefined;
  const expired = new Promise<'expired'>((resolve) => {
    expiry = setTimeout(() => resolve('expired'), Number(job.expireInSeconds) * 1000);
    expiry.unref();
  });
  const attempt = hooks.run(job.data, hooks.context(job)).then(
    () => 'ran' as const,
    (error: unknown) => ({ error }),
  );
  try {
    const result = await Promise.race([attempt, expired]);
    if (result === 'ran') await hooks.complete(job);
    else if (result !== 'expired') await hooks.fail(job, result.error);
  } finally {
    clearTimeout(expiry);
  }
}
