/**
 * The durable job queue's seam (pg-boss underneath; docs/decisions). Every background job has a name and a
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
}

export interface WorkOptions {
  /** How many jobs of this name one process runs at once. */
  concurrency?: number;
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobContext) => Promise<void>;

export interface JobQueue {
  /** Stores the job durably; resolves with its id once committed (null when a singleton key deduplicated it). */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<string | null>;
  /** Registers the handler for a name; a handler that throws is retried with backoff, then marked failed. */
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions): Promise<void>;
  /** Runs `name` on a cron schedule once per fleet, not once per process. */
  schedule<N extends JobName>(name: N, cron: string, data: JobPayloads[N]): Promise<void>;
  /** Resolves when no job of these names (all when omitted) is queued, retrying or running. Tests wait on it. */
  whenIdle(names?: readonly JobName[]): Promise<void>;
  /** Stops fetching, lets running handlers finish, and releases the connection. */
  stop(): Promise<void>;
}
