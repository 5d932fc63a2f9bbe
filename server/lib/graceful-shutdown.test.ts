import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exitAfterDrainOnSignals, REPEATED_SIGNAL_MS } from './graceful-shutdown.ts';

/** The handlers on a stand-in for the process, with the exits they asked for and what they logged. */
function shutdownWith(drain: () => Promise<void>, graceMs = 5000) {
  let now = new Date('2026-11-27T12:00:00Z');
  const signals = new EventEmitter();
  const exits: number[] = [];
  const logged: string[] = [];
  const log = {
    info: (message: string) => logged.push(message),
    warn: (message: string) => logged.push(message),
    error: (_details: unknown, message: string) => logged.push(message),
  };
  exitAfterDrainOnSignals({
    graceMs,
    drain,
    log,
    signals: signals as unknown as NodeJS.Process,
    exit: (code) => exits.push(code),
    clock: () => now,
  });
  return {
    exits,
    logged,
    signal: (name: string) => signals.emit(name, name),
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** A drain that finishes when the test says so. */
function heldDrain() {
  let finish!: () => void;
  const drain = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { drain, finish: () => finish() };
}

describe('exitAfterDrainOnSignals (decision 056)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drains once and exits 0, however often the same stop arrives within REPEATED_SIGNAL_MS', async () => {
    const { drain, finish } = heldDrain();
    const shutdown = shutdownWith(drain);
    shutdown.signal('SIGTERM');
    shutdown.advance(REPEATED_SIGNAL_MS - 1);
    shutdown.signal('SIGTERM');
    shutdown.signal('SIGINT');
    expect(shutdown.exits).toEqual([]);
    finish();
    await vi.waitFor(() => expect(shutdown.exits).toEqual([0]));
    expect(drain).toHaveBeenCalledTimes(1);
    expect(shutdown.logged.at(-1)).toMatch(/^Drained in \d+ ms$/);
  });

  it('exits 1 at once on a second signal sent later, without waiting for the drain', () => {
    const shutdown = shutdownWith(heldDrain().drain);
    shutdown.signal('SIGINT');
    shutdown.advance(REPEATED_SIGNAL_MS);
    shutdown.signal('SIGINT');
    expect(shutdown.exits).toEqual([1]);
    expect(shutdown.logged.at(-1)).toBe('SIGINT received again: stopping without waiting for the drain');
  });

  it('exits 1 when the drain outlasts the grace period', () => {
    vi.useFakeTimers();
    const shutdown = shutdownWith(heldDrain().drain, 3000);
    shutdown.signal('SIGTERM');
    vi.advanceTimersByTime(2999);
    expect(shutdown.exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shutdown.exits).toEqual([1]);
  });

  it('exits 1 when the drain fails', async () => {
    const shutdown = shutdownWith(() => Promise.reject(new Error('The database would not close')));
    shutdown.signal('SIGTERM');
    await vi.waitFor(() => expect(shutdown.exits).toEqual([1]));
    expect(shutdown.logged.at(-1)).toBe('The drain failed');
  });
});
