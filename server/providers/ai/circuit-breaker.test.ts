import { describe, expect, it } from 'vitest';
import {
  AiProviderSkippedError,
  createCircuitBreaker,
  MODEL_COOLDOWN_MS,
  retryAfterMs,
} from './circuit-breaker.ts';
import { AiProviderError } from './openai-compatible.ts';

function movableClock(start = '2026-11-23T10:00:00Z') {
  let now = new Date(start);
  return {
    clock: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

describe('the model circuit breaker (decision 029)', () => {
  it('skips the model for a minute after a failure, then lets a probe through and closes on success', async () => {
    const time = movableClock();
    const breaker = createCircuitBreaker(time.clock);
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new AiProviderError('timed out after 8000 ms');
    };
    await expect(breaker.run(failing)).rejects.toThrow(/timed out/);
    time.advance(MODEL_COOLDOWN_MS - 1);
    await expect(breaker.run(failing)).rejects.toBeInstanceOf(AiProviderSkippedError);
    expect(calls).toBe(1);
    time.advance(1);
    expect(await breaker.run(async () => 'ok')).toBe('ok');
    expect(breaker.openUntil()).toBeNull();
  });

  it('lets one probe through at a time once the cooldown is over', async () => {
    const time = movableClock();
    const breaker = createCircuitBreaker(time.clock);
    await expect(breaker.run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    time.advance(MODEL_COOLDOWN_MS);
    let release!: (value: string) => void;
    const probe = breaker.run(() => new Promise<string>((resolve) => (release = resolve)));
    await expect(breaker.run(async () => 'second')).rejects.toBeInstanceOf(AiProviderSkippedError);
    release('probe');
    expect(await probe).toBe('probe');
    expect(await breaker.run(async () => 'after')).toBe('after');
  });

  it('a failed probe opens it for another minute', async () => {
    const time = movableClock();
    const breaker = createCircuitBreaker(time.clock);
    const fail = () => Promise.reject(new Error('down'));
    await expect(breaker.run(fail)).rejects.toThrow('down');
    time.advance(MODEL_COOLDOWN_MS);
    await expect(breaker.run(fail)).rejects.toThrow('down');
    expect(breaker.openUntil()).toEqual(new Date(time.clock().getTime() + MODEL_COOLDOWN_MS));
  });

  it('honours Retry-After from a 429 or a 503, in seconds or as an HTTP date', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(retryAfterMs(new AiProviderError('busy', 429, '120'), now)).toBe(120_000);
    expect(retryAfterMs(new AiProviderError('down', 503, 'Mon, 23 Nov 2026 10:05:00 GMT'), now)).toBe(
      300_000,
    );
    expect(retryAfterMs(new AiProviderError('down', 500, '120'), now)).toBeNull();
    expect(retryAfterMs(new AiProviderError('busy', 429, 'soon'), now)).toBeNull();
    expect(retryAfterMs(new Error('x'), now)).toBeNull();
  });
});
