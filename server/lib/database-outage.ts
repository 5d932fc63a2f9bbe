import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Failures that mean the database cannot be reached, not that a query was wrong (issue #24 item 17, decision
 * 052): the socket errors node-postgres passes on, PostgreSQL's connection-exception class (08xxx) and its
 * shutdown and start-up refusals, the pool's and PGlite's own words once they are closed.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections (PostgreSQL Appendix A). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const CLOSED_MESSAGES = [
  /^PGlite is closed$/,
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
];

const isSocketFailure = (error: Error) => {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && SOCKET_CODES.has(code);
};

const isDatabaseRefusal = (error: Error) => {
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return CLOSED_MESSAGES.some((pattern) => pattern.test(error.message));
};

/**
 * The error in `error`'s cause chain that says the database is unreachable, or undefined when the failure is
 * something else. A socket error counts thrown as is (the pool failing to connect for a transaction) or under
 * Drizzle's "Failed query" wrapper, not under another client's (`fetch failed` from an AI or storage call).
 */
export function databaseOutageCause(error: unknown): Error | undefined {
  let parent: Error | undefined;
  for (let depth = 0, cause = error; cause instanceof Error && depth < 5; depth++, cause = cause.cause) {
    if (isDatabaseRefusal(cause)) return cause;
    if (isSocketFailure(cause) && (!parent || parent instanceof DrizzleQueryError)) return cause;
    parent = cause;
  }
  return undefined;
}
