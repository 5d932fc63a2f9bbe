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
 * The most time statements run back to back before the event loop takes a turn. PGlite runs on this thread,
 * and libuv accepts one new connection per turn (libuv#3696): a turn that runs every waiting request's
 * statement keeps new connections, health checks included, waiting for seconds under load (decision 025).
 */
const SLICE_MS = 5;

/**
 * PGlite has one connection, and runs `query`, `exec` and `transaction` one after another in arrival order. A
 * webhook's ack (one insert) then waits behind every statement the job workers queued before it, and at a
 * steady 200 deliveries a second the acks fall further behind each second (decision 027). This lets one
 * top-level call into PGlite at a time and picks the next from the request lane first, so an ack waits for at
 * most the one background statement or transaction already running. Statements inside a transaction go
 * straight to PGlite (they run on the transaction's own hold of the connection). Idempotent per instance.
 *
 * Statements run in slices of at most SLICE_MS. A slice begins in the loop's check phase (setImmediate), so the
 * first statement after a pause waits for it; within a slice, statements follow one another at once, and past
 * it the rest wait for the next turn. So in a poll phase that reads 200 requests, the first one's statement
 * waits for the check phase and the others queue behind it. A background statement always waits for a turn,
 * so a request that has arrived is read first.
 */
export function prioritiseRequests(pglite: PGlite): PGlite {
  const marked = pglite as PGlite & { [PRIORITISED]?: true };
  if (marked[PRIORITISED]) return pglite;
  marked[PRIORITISED] = true;
  const waiting: Record<Lane, (() => void)[]> = { request: [], background: [] };
  /** A statement is running, or a turn to start the next one is scheduled. */
  let isBusy = false;
  let sliceStartedAt = 0;
  const startNow = () => {
    const next = waiting.request.shift() ?? waiting.background.shift();
    isBusy = next !== undefined;
    next?.();
  };
  const startNextTurn = () => {
    isBusy = true;
    setImmediate(() => {
      sliceStartedAt = performance.now();
      startNow();
    });
  };
  const isInSlice = () => performance.now() - sliceStartedAt < SLICE_MS;
  const startNext = () => {
    const hasRequest = waiting.request.length > 0;
    if (!hasRequest && waiting.background.length === 0) {
      isBusy = false;
      return;
    }
    if (hasRequest && isInSlice()) return startNow();
    startNextTurn();
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
          if (isBusy) return;
          if (isInSlice()) startNow();
          else startNextTurn();
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
