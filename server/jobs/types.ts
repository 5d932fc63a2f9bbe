import type { Db } from '../db/client.ts';

/**
 * The durable job queue's seam (pg-boss underneath; docs/decisions/015). Every background job has a name and a
 * JSON payload. Features add their jobs by augmenting `JobPayloads` next to their handlers:
 *
 *   declare module '../../jobs/types.ts' {
 *     interface JobPayloads { 'instagram-webhook': { body: unknown; receivedAt: string } }
 *   }
 */
export interface JobPayloads {
  /** Describes one uploaded portfolio piece (AI or built-in metadata), off the request path. */
  'portfolio-metadata': { pieceId: string };
  /** Drops expired sessions and built-in provider records; scheduled hourly, once per fleet. */
  'prune-expired-records': Record<string, never>;
}

export type JobName = keyof JobPayloads & string;

export interface SendOptions {
  /** At most one queued or active job with this key per name: a redelivered event is enqueued once. */
  singletonKey?: string;
  /** Runs no earlier than this; reminders and backoffs use it. */
  startAfter?: Date;
  /** Attempts after the first; each waits longer (exponential backoff). */
  retryLimit?: number;
  /**
   * The caller's transaction: the job is stored in it, so it exists only if the caller's effect commits (an
   * email's outbox row and its send job, decision 020). The name's queue must exist already, as it does once
   * its worker is registered at boot: on PGlite a queue cannot be created while the transaction holds the one
   * connection.
   */
  tx?: Db;
}

export interface WorkOptions {
  /** How many jobs of this name one process runs at once. */
  concurrency?: number;
  /**
   * How long an attempt may run before it counts as lost and is retried (default 5 minutes). A process killed
   * mid-job on PostgreSQL hands its jobs to the fleet after this long.
   */
  expireInSeconds?: number;
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /**
   * Marks this attempt completed inside the handler's own transaction, so its database effect and the job's
   * completion commit together or not at all: exactly once, even across a kill -9 (decision 015). Throws when
   * the attempt has lost its claim (it ran past its expiry and was handed on), which rolls the effect back.
   */
  completeWith(tx: Db): Promise<void>;
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobContext) => Promise<void>;

/** The queue over any payload map; the app's is `JobQueue`, tests use their own names. */
export interface JobQueueOf<Payloads> {
  /** Stores the job durably; resolves with its id once committed (null when a singleton key deduplicated it). */
  send<N extends keyof Payloads & string>(
    name: N,
    data: Payloads[N],
    options?: SendOptions,
  ): Promise<string | null>;
  /** Registers the handler for a name; a handler that throws is retried with backoff, then marked failed. */
  work<N extends keyof Payloads & string>(
    name: N,
    handler: (data: Payloads[N], job: JobContext) => Promise<void>,
    options?: WorkOptions,
  ): Promise<void>;
  /** Runs `name` on a cron schedule once per fleet, not once per process. */
  schedule<N extends keyof Payloads & string>(name: N, cron: string, data: Payloads[N]): Promise<void>;
  /**
   * Resolves when no job of these names (all when omitted) is due, retrying or running, in the whole database;
   * a job sent with a later `startAfter` is not waited for.
   * It looks again after each attempt or empty poll of this process's workers, so it needs a worker here for
   * the names it waits on. Tests wait on it instead of sleeping.
   */
  whenIdle(names?: readonly (keyof Payloads & string)[]): Promise<void>;
  /** Failed (dead) and retrying jobs, newest first, for the admin page. */
  listTroubledJobs(page: { offset: number; limit: number }): Promise<{ jobs: TroubledJob[]; total: number }>;
  /** Gives a failed job one more attempt; false when no failed job has this id. */
  retryFailedJob(id: string): Promise<boolean>;
  /** Stops fetching, lets running handlers finish, and releases the connection. */
  stop(): Promise<void>;
}

export type JobQueue = JobQueueOf<JobPayloads>;

/** A job that failed at least once: waiting for its next attempt (`retry`) or out of attempts (`failed`). */
export interface TroubledJob {
  id: string;
  name: string;
  state: 'retry' | 'failed';
  /** The last attempt's error message. */
  error: string | null;
  /** Attempts made so far. */
  attempts: number;
  /** Attempts allowed in all. */
  maxAttempts: number;
  createdAt: Date;
  /** When the last attempt started. */
  lastAttemptAt: Date | null;
  /** When a retrying job runs next. */
  nextAttemptAt: Date | null;
  /** When a failed job gave up. */
  failedAt: Date | null;
}
