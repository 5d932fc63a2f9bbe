import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkQueue', () => {
  it('works through thousands of keys, never more than `concurrency` at once', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const queue = createWorkQueue<number>({
      concurrency: 2,
      run: async (key) => {
        running += 1;
        peak = Math.max(peak, running);
        await tick();
        running -= 1;
        done.push(key);
      },
      onError: () => {},
    });
    queue.add(Array.from({ length: 5000 }, (_, i) => i));
    await queue.whenIdle();
    expect(done).toHaveLength(5000);
    expect(peak).toBe(2);
  });

  it('skips keys already queued or running, and keeps going after a failure', async () => {
    const runs: string[] = [];
    const failures: string[] = [];
    const queue = createWorkQueue<string>({
      concurrency: 1,
      run: async (key) => {
        runs.push(key);
        await tick();
        if (key === 'b') throw new Error('boom');
      },
      onError: (_error, key) => failures.push(key),
    });
    queue.add(['a', 'b', 'a']);
    queue.add(['a', 'c']);
    await queue.whenIdle();
    expect(runs).toEqual(['a', 'b', 'c']);
    expect(failures).toEqual(['b']);
  });

  it('stop drops what is queued, waits for what is running, and ignores later adds', async () => {
    const runs: number[] = [];
    const queue = createWorkQueue<number>({
      concurrency: 1,
      run: async (key) => {
        await tick();
        runs.push(key);
      },
      onError: () => {},
    });
    queue.add([1, 2, 3]);
    await queue.stop();
    queue.add([4]);
    await queue.whenIdle();
    expect(runs).toEqual([1]);
  });
});
