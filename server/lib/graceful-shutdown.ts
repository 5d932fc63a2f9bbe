import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';

/**
 * A signal this soon after the first is the same stop delivered twice, not a person pressing Ctrl-C again:
 * npm and tsx forward SIGINT/SIGTERM to their child while the terminal or systemd signals the whole process
 * group, so the server gets each stop twice within a few milliseconds (issue #24 item 15).
 */
export const REPEATED_SIGNAL_MS = 1000;

/** The part of a logger the shutdown writes to (Fastify's pino logger). */
interface ShutdownLog {
  info(message: string): void;
  warn(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

interface ShutdownOptions {
  /** The longest the drain may take before the process exits anyway (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  /** Stops accepting, answers what is in flight, finishes running jobs, closes the database. */
  drain(): Promise<void>;
  log: ShutdownLog;
  /** Where SIGINT and SIGTERM arrive; the process itself outside tests. */
  signals?: Pick<NodeJS.Process, 'on'>;
  exit?: (code: number) => void;
  clock?: Clock;
}

/**
 * Decision 056: the first SIGINT or SIGTERM drains and exits 0, or exits 1 when the drain fails or outlasts
 * `graceMs`; another signal, once it is not the first one repeated, exits 1 at once.
 */
export function exitAfterDrainOnSignals({
  graceMs,
  drain,
  log,
  signals = process,
  exit = (code) => process.exit(code),
  clock = () => new Date(),
}: ShutdownOptions): void {
  let firstSignalAt: number | undefined;
  const onSignal = (signal: string) => {
    const now = clock().getTime();
    if (firstSignalAt !== undefined) {
      if (now - firstSignalAt < REPEATED_SIGNAL_MS) return;
      log.warn(`${signal} received again: stopping without waiting for the drain`);
      exit(1);
      return;
    }
    firstSignalAt = now;
    log.info(`${signal} received: draining for at most ${graceMs} ms (a second ${signal} stops at once)`);
    const deadline = setTimeout(() => {
      log.warn(`The drain took longer than SHUTDOWN_GRACE_MS (${graceMs} ms): stopping with work still open`);
      exit(1);
    }, graceMs);
    drain().then(
      () => {
        clearTimeout(deadline);
        log.info(`Drained in ${clock().getTime() - now} ms`);
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        log.error({ err: error }, 'The drain failed');
        exit(1);
      },
    );
  };
  signals.on('SIGINT', onSignal);
  signals.on('SIGTERM', onSignal);
}

/**
 * Fastify's close takes no new connection and ends the idle ones, but a kept-alive connection busy at that moment
 * stays open after its answer until HTTP_KEEP_ALIVE_TIMEOUT_MS (72 s) and holds the drain that long. From the
 * close on, every answer says Connection: close, so such a connection ends with the answer it was waiting for.
 */
export function closeConnectionsAfterAnswerOnClose(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
}
