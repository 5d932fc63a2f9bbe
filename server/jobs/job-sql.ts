/**
 * The few statements the queue runs on pg-boss's tables itself (pg-boss 10.4.2, schema `pgboss`): a completion
 * fenced to one attempt, the count `whenIdle` waits on, and the admin list. Everything else goes through pg-boss.
 */
export const JOB_SCHEMA = 'pgboss';

/** pg-boss's internal queues (cron) are not ours to wait on or show. */
const OURS = `name NOT LIKE '\\_\\_pgboss\\_\\_%'`;

type SqlTag<T> = (strings: TemplateStringsArray, ...values: unknown[]) => T;

/**
 * Completes one attempt, and only that attempt: `retry_count` grows with each fetch, so a late completion of an
 * attempt that expired and was handed to another worker matches nothing. Written once for two tags: Drizzle's
 * `sql` (inside a handler's transaction) and `numbered` (pg-boss's connection).
 */
export const completeAttempt = <T>(tag: SqlTag<T>, job: { name: string; id: string; retryCount: number }) =>
  tag`UPDATE pgboss.job SET state = 'completed', completed_on = now()
    WHERE name = ${job.name} AND id = ${job.id}::uuid AND state = 'active' AND retry_count = ${job.retryCount}
    RETURNING id`;

/** A tagged template as text with $1, $2, … placeholders and its values, as pg-boss's executeSql takes them. */
export const numbered: SqlTag<{ text: string; values: unknown[] }> = (strings, ...values) => ({
  text: strings.reduce((text, part, index) => `${text}$${index}${part}`),
  values,
});

/**
 * Jobs the queue still owes work now: due, waiting to retry, or running ($1 names, or null for all). A job made
 * for later (a reminder two days ahead) is not owed until its time, or a queue holding one would never be idle.
 */
export const COUNT_UNFINISHED = `
  SELECT count(*)::int AS count FROM ${JOB_SCHEMA}.job
  WHERE (state IN ('retry', 'active') OR (state = 'created' AND start_after <= now()))
    AND ${OURS} AND ($1::text[] IS NULL OR name = ANY($1::text[]))`;

/** Attempts left running by a process that is gone (PGlite only: its one process is the only worker). */
export const LIST_ORPHANED = `SELECT name, id FROM ${JOB_SCHEMA}.job WHERE state = 'active' AND ${OURS}`;

const TROUBLED = `FROM ${JOB_SCHEMA}.job WHERE state IN ('retry', 'failed') AND ${OURS}`;

/** Failed and retrying jobs, newest first ($1 limit, $2 offset). */
export const LIST_TROUBLED = `
  SELECT id, name, state::text AS state,
    COALESCE(output->>'message', output->'value'->>'message') AS error,
    retry_count + CASE WHEN started_on IS NULL THEN 0 ELSE 1 END AS attempts,
    retry_limit + 1 AS max_attempts,
    created_on, started_on,
    CASE WHEN state = 'retry' THEN start_after END AS next_attempt_at,
    CASE WHEN state = 'failed' THEN completed_on END AS failed_at
  ${TROUBLED}
  ORDER BY COALESCE(completed_on, started_on, created_on) DESC, id
  LIMIT $1 OFFSET $2`;

export const COUNT_TROUBLED = `SELECT count(*)::int AS count ${TROUBLED}`;

/** The queue a failed job belongs to: pg-boss's retry needs it ($1 id). */
export const FIND_FAILED = `SELECT name FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid AND state = 'failed'`;

const SINGLETON_INDEX = 'job_singleton_key';

export const SINGLETON_INDEX_EXISTS = `SELECT to_regclass('${JOB_SCHEMA}.${SINGLETON_INDEX}') AS name`;

/**
 * `SendOptions.singletonKey`: at most one queued, retrying or running job per name and key. pg-boss's own
 * policies are per queue and treat keyless jobs as one key, so this partial unique index on its job table (and,
 * through ATTACH PARTITION, on every queue's partition) does it; pg-boss's insert is ON CONFLICT DO NOTHING and
 * returns no id. Created under an advisory lock so two instances booting at once do not race.
 */
export const CREATE_SINGLETON_INDEX = `
  BEGIN;
  SELECT pg_advisory_xact_lock(hashtext('inkdesk.jobs.singleton-index'));
  CREATE UNIQUE INDEX IF NOT EXISTS ${SINGLETON_INDEX} ON ${JOB_SCHEMA}.job (name, singleton_key)
    WHERE singleton_key IS NOT NULL AND singleton_on IS NULL AND state <= 'active';
  COMMIT;`;
