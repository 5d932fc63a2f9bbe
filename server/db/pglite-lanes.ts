import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

type Lane = 'request' | 'background';

const currentLane = new AsyncLocalStorage<Lane>();

/**
 * Runs `work` (and everything it starts, timers included) in the background lane: on PGlite its statements
 * wait while any request's statement is waiting (decision 027). The job queue runs its workers and its own
 * maintenance here; everything else, a request's work above all, is in the request lane.
 */
export function runInBackgroundLane<T>(work: () => T): T {
  return currentLane.run('background', work);
}

const PRIORITISED = Symbol('inkdesk.prioritised');

/**
 * PGlite has one connection, and runs `query`, `exec` and `transaction` one after another in arrival order. A
 * webhook's ack (one insert) then waits behind every statement the job workers queued before it, and at a
 * steady 200 deliveries a second the acks fall further behind each second (decision 027). This lets one
 * top-level call into PGlite at a time and picks the next from the request lane first, so an ack waits for at
 * most the one background statement or transaction already running. Statements inside a transaction go
 * straight to PGlite (they run on the transaction's own hold of the connection). Idempotent per instance.
 */
export function prioritiseRequests(pglite: PGlite): PGlite {
  const marked = pglite as PGlite & { [PRIORITISED]?: true };
  if (marked[PRIORITISED]) return pglite;
  marked[PRIORITISED] = true;
  const waiting: Record<Lane, (() => void)[]> = { request: [], background: [] };
  let isRunning = false;
  const startNow = () => {
    const next = waiting.request.shift() ?? waiting.background.shift();
    isRunning = next !== undefined;
    next?.();
  };
  // PGlite runs statements on this thread, and a chain of them settles in microtasks: without a turn of the
  // event loop between background statements, a request that has arrived is not even read. So a request
  // waiting goes at once, and background work only after the loop has taken in what arrived (setImmediate).
  const startNext = () => {
    if (waiting.request.length > 0 || waiting.background.length === 0) return startNow();
    isRunning = true;
    setImmediate(startNow);
  };
  const admit = <T>(call: () => Promise<T>): Promise<T> =>
    // PGlite's own start-up runs statements through these methods: they must not wait for a start-up that
    // waits for them. Before it is ready, calls go straight through (PGlite holds them until it is).
    !pglite.ready
      ? call()
      : new Promise<T>((resolve, reject) => {
          waiting[currentLane.getStore() ?? 'request'].push(() => {
            (async () => call())().then(resolve, reject).finally(startNext);
          });
          if (!isRunning) startNow();
        });
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = ((...args: Parameters<typeof query>) => admit(() => query(...args))) as typeof query;
  pglite.exec = (...args) => admit(() => exec(...args));
  pglite.transaction = ((...args: Parameters<typeof transaction>) =>
    admit(() => transaction(...args))) as typeof transaction;
  return pglite;
}
