import type { FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/**
 * Keys whose values are client data or credentials wherever a log line carries them (issue #12 item 10):
 * cookies and authorization headers, and emails, names and message text in any object logged.
 */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...['email', 'name', 'firstName', 'lastName', 'phone', 'content', 'notes', 'body'].flatMap((key) => [
    key,
    `*.${key}`,
  ]),
];

/**
 * Addresses whose next segment is a secret: whoever holds the URL has the access. The client's request link
 * (`/api/requests/<token>/…` and its page `/r/<token>`, decision 022), the artist's calendar feed
 * (`/api/calendar/<token>.ics`, decision 021), and the built-in provider's sign-in in progress (a one-time
 * interaction id). This is the one list: server/lib/token-routes.test.ts fails on any public route with a
 * path parameter that is neither under one of these nor named there as holding no secret. Secrets in query
 * strings (OAuth `code` and `state`, a deletion's confirmation `code`) need no entry: no query string is logged.
 */
export const SECRET_PATH_PREFIXES = ['/api/requests/', '/r/', '/api/calendar/', '/oidc/interaction/'];

const SECRET_SEGMENT = new RegExp(`^(${SECRET_PATH_PREFIXES.join('|')})[^/]+`, 'i');

/**
 * A path as logged: without its query string, and with a secret segment replaced, whether a route matched or
 * not (a mistyped `/api/requests/<token>/x` still carries the token), so the path stays recognizable.
 */
export const loggedPath = (url: string) => url.split('?')[0]!.replace(SECRET_SEGMENT, `$1${REDACTED}`);

/** A request as logged: method, route and path only; never the query string, headers or body. */
function serializeRequest(request: {
  method: string;
  url: string;
  id?: string;
  routeOptions?: { url?: string };
}) {
  return {
    id: request.id,
    method: request.method,
    route: request.routeOptions?.url,
    path: loggedPath(request.url),
  };
}

/** Drizzle puts a failed query's parameters (emails, names, chat text) into its message; they stay out. */
const withoutQueryParams = (text: string | undefined) =>
  text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/** A PostgreSQL error code: five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

/**
 * An error as logged: its type, code, message and stack, with query parameters cut out, and its cause the
 * same way. Other properties (a query's `params`, an AppError's `fields` holding what the client sent) are
 * left out rather than listed, so a new error type cannot leak by adding one.
 */
function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const { code } = error as { code?: unknown };
  // PostgreSQL quotes the offending input in its messages (`invalid input syntax for type uuid: "…"`).
  const scrub = (text: string | undefined) =>
    typeof code === 'string' && SQLSTATE.test(code)
      ? text?.replace(/"[^"]*"/g, `"${REDACTED}"`)
      : withoutQueryParams(text);
  return {
    type: error.name,
    message: scrub(error.message) ?? '',
    ...(typeof code === 'string' ? { code } : {}),
    stack: scrub(error.stack) ?? '',
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** The app's pino options: the level, with client data redacted from every line (issue #12 item 10). */
export function logOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
  };
}
