import type { Clock } from '../../lib/clock.ts';
import { AiProviderError } from './openai-compatible.ts';

/** Decision 029: a model that failed or timed out is skipped this long, so turns stop waiting on it. */
export const MODEL_COOLDOWN_MS = 60_000;

/** Thrown instead of calling a model that is cooling down; the caller answers with the engine alone. */
export class AiProviderSkippedError extends AiProviderError {
  readonly until: Date;

  constructor(until: Date) {
    super(`skipped until ${until.toISOString()} after a failure`);
    this.name = 'AiProviderSkippedError';
    this.until = until;
  }
}

/** How long a 429 or 503 asked us to wait: Retry-After in seconds or as an HTTP date; null when absent. */
export function retryAfterMs(error: unknown, now: Date): number | null {
  if (!(error instanceof AiProviderError) || !error.retryAfter) return null;
  if (error.status !== 429 && error.status !== 503) return null;
  const value = error.retryAfter.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}

export interface CircuitBreaker {
  /** Runs the call unless the breaker is open; a failure opens it. */
  run<T>(call: () => Promise<T>): Promise<T>;
  /** Until when calls are skipped, or null when they go through. */
  openUntil(): Date | null;
}

/**
 * One breaker per upstream model, read on the app's Clock. Any failure (an error, a timeout, an unusable
 * answer) opens it for MODEL_COOLDOWN_MS, or for as long as a 429/503's Retry-After says when that is
 * given. Once the time has passed, one call goes through as a probe; the others keep skipping until it
 * succeeds (closed) or fails (open again).
 */
export function createCircuitBreaker(clock: Clock, cooldownMs = MODEL_COOLDOWN_MS): CircuitBreaker {
  let until: Date | null = null;
  let isProbing = false;
  return {
    openUntil: () => until,
    async run(call) {
      const now = clock();
      if (until && (now < until || isProbing)) throw new AiProviderSkippedError(until);
      const isProbe = until !== null;
      if (isProbe) isProbing = true;
      try {
        const result = await call();
        until = null;
        return result;
      } catch (error) {
        const failedAt = clock();
        until = new Date(failedAt.getTime() + (retryAfterMs(error, failedAt) ?? cooldownMs));
        throw error;
      } finally {
        if (isProbe) isProbing = false;
      }
    },
  };
}
