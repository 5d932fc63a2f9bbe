import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered however loaded the instance is: the health probes and Meta's webhook (decision 025). */
    neverShed?: boolean;
  }
}

/**
 * Decision 025. Past these, a request gets an immediate 503 with Retry-After instead of joining a queue that
 * only grows: the event loop's mean delay (LOAD_SHED_EVENT_LOOP_DELAY_MS, 200 ms), held for a second, and the
 * queries waiting for the database (PGlite runs one at a time; a pool of 10 on PostgreSQL). Both are far above what a healthy instance shows
 * (a few ms; a test firing 20 chat turns at once queues under 100 queries) and well below where new
 * connections waited seconds (issue #13 item 4).
 */
export const MAX_PENDING_QUERIES = 150;
const SAMPLE_INTERVAL_MS = 250;
/**
 * Samples in a row over the delay limit before shedding: a saturated loop stays slow, while one long task (an
 * app booting next to this one, a large JSON parse) is a single slow sample that must not shed anyone.
 */
const SLOW_SAMPLES_TO_SHED = 4;
/** Seconds a shed client should wait; a saturated queue drains in well under that. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The event loop's mean delay since the last sample; a window without samples (a loop blocked once, at boot)
 * counts as no delay, where @fastify/under-pressure counted it as infinite and shed a healthy instance's first
 * requests.
 */
function eventLoopDelaySampler(maxDelayMs: number) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let slowSamples = 0;
  return {
    /** Takes this sample; true while the loop has been slow for SLOW_SAMPLES_TO_SHED samples in a row. */
    isSaturated() {
      const meanMs = histogram.count > 0 ? histogram.mean / 1e6 : 0;
      histogram.reset();
      slowSamples = maxDelayMs > 0 && meanMs > maxDelayMs ? slowSamples + 1 : 0;
      return slowSamples >= SLOW_SAMPLES_TO_SHED;
    },
    stop: () => histogram.disable(),
  };
}

/**
 * The first onRequest hook: a saturated instance answers 503 at once. Our own timer rather than
 * @fastify/under-pressure's, whose sampling timer calls process.memoryUsage() unguarded: near the descriptor
 * limit that throws EMFILE from a timer and ends the process (issue #24 item 1, decision 052). A probe that
 * throws here is logged once and leaves the last verdict standing.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  { pendingQueries, maxEventLoopDelayMs }: { pendingQueries: () => number; maxEventLoopDelayMs: number },
) {
  const eventLoopDelay = eventLoopDelaySampler(maxEventLoopDelayMs);
  let isSaturated = false;
  let isFailing = false;
  const sample = () => {
    try {
      isSaturated = eventLoopDelay.isSaturated() || pendingQueries() > MAX_PENDING_QUERIES;
      isFailing = false;
    } catch (error) {
      if (!isFailing) app.log.error({ err: error }, 'The load check failed; it keeps its last verdict');
      isFailing = true;
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    eventLoopDelay.stop();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isSaturated || request.routeOptions.config.neverShed) return;
    reply.header('Retry-After', RETRY_AFTER_SECONDS);
    throw new AppError('SERVICE_UNAVAILABLE', 'The server is busy. Please try again in a few seconds.');
  });
}
