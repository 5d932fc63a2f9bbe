/** An in-process queue of keys, worked through by a fixed number of workers off the request path. */
export interface WorkQueue<T> {
  /** Queues keys not already queued or running; returns at once. */
  add(keys: Iterable<T>): void;
  /** Resolves when nothing is queued or running. */
  whenIdle(): Promise<void>;
  /** Drops what is still queued and waits for the running work to finish; later adds are ignored. */
  stop(): Promise<void>;
}

/**
 * Keys, not payloads, are queued, so a burst of thousands costs a few bytes each; `run` loads what it
 * needs when its turn comes. A failure is reported through `onError` and never stops the queue.
 */
export function createWorkQueue<T>({
  concurrency,
  run,
  onError,
}: {
  concurrency: number;
  run: (key: T) => Promise<unknown>;
  onError: (error: unknown, key: T) => void;
}): WorkQueue<T> {
  const queued = new Set<T>();
  const running = new Set<T>();
  let isStopped = false;
  let idleWaiters: Array<() => void> = [];

  const settleIfIdle = () => {
    if (queued.size > 0 || running.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const pump = () => {
    while (!isStopped && running.size < concurrency && queued.size > 0) {
      const key = queued.values().next().value as T;
      queued.delete(key);
      running.add(key);
      run(key)
        .catch((error: unknown) => onError(error, key))
        .finally(() => {
          running.delete(key);
          pump();
          settleIfIdle();
        });
    }
  };

  return {
    add(keys) {
      if (isStopped) return;
      for (const key of keys) if (!running.has(key)) queued.add(key);
      pump();
    },
    whenIdle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settleIfIdle();
      });
    },
    stop() {
      isStopped = true;
      queued.clear();
      return this.whenIdle();
    },
  };
}
