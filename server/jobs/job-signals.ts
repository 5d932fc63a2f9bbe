/**
 * In-process signals between the queue and its worker slots: a local send wakes the idle slots of its name at
 * once (other instances' jobs are found by the poll), and each attempt or empty poll lets `whenIdle` look again.
 */
export function createWakeups(pollingIntervalMs: number) {
  const waiting = new Map<string, Set<() => void>>();
  const wake = (name: string) => {
    for (const resolve of waiting.get(name) ?? []) resolve();
  };
  return {
    wake,
    wakeAll() {
      for (const name of waiting.keys()) wake(name);
    },
    /** Resolves after the polling interval, or sooner when woken. */
    waitForWork(name: string) {
      return new Promise<void>((resolve) => {
        const slots = waiting.get(name) ?? new Set();
        waiting.set(name, slots);
        const done = () => {
          clearTimeout(timer);
          slots.delete(done);
          resolve();
        };
        const timer = setTimeout(done, pollingIntervalMs);
        slots.add(done);
      });
    },
  };
}

/** Counts settled attempts and empty polls; `next(seen)` resolves once the count has moved past `seen`. */
export function createSettleCounter() {
  let count = 0;
  let listeners: Array<() => void> = [];
  return {
    get count() {
      return count;
    },
    settled() {
      count += 1;
      for (const listener of listeners) listener();
      listeners = [];
    },
    next(seen: number) {
      return new Promise<void>((resolve) => {
        if (count > seen) resolve();
        else listeners.push(resolve);
      });
    },
  };
}
