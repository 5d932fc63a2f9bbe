import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { UrlPolicy } from './check-webhook-url.ts';
import {
  firstNonPublic,
  isPublicAddress,
  literalAddressOf,
  privateAddressMessage,
  type ResolveHost,
} from './webhook-addresses.ts';

/** How long a receiver has to answer (headers); Stripe allows as long. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` (decision 079): the timestamp is signed with the
 * body, so a receiver that refuses old timestamps cannot be sent a captured delivery again later.
 */
export function signatureHeaderValue(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** What one attempt came to; never a throw, since every failure is a line of the artist's log. */
export interface AttemptResult {
  isDelivered: boolean;
  /** The receiver's status; null when it gave none (refused connection, time-out, refused address). */
  status: number | null;
  durationMs: number;
  error: string | null;
}

class RefusedAddressError extends Error {}

/**
 * Resolves as the connection is made and refuses any answer with an address that is not public, so the address
 * checked is the address connected to: a host that answered with a public address when subscribed and a private
 * one now (DNS rebinding) is refused here (decision 079).
 */
function guardedLookup(hostname: string, resolveHost: ResolveHost): LookupFunction {
  return (_name, options, callback) => {
    resolveHost(hostname).then(
      (addresses) => {
        const local = firstNonPublic(addresses);
        if (local) {
          callback(new RefusedAddressError(privateAddressMessage(hostname, local.address)), '', 4);
          return;
        }
        const wanted = addresses.filter((each) => !options.family || each.family === options.family);
        if (wanted.length === 0) {
          callback(new Error(`${hostname} does not resolve`), '', 4);
          return;
        }
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: Error) => callback(error, '', 4),
    );
  };
}

const reasonOf = (error: unknown): string => {
  if (error instanceof RefusedAddressError) return error.message;
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') return 'Connection refused';
  if (code === 'ENOTFOUND') return 'The host does not resolve';
  if (code === 'ECONNRESET') return 'The connection was reset';
  if ((error as Error).name === 'AbortError' || code === 'ABORT_ERR')
    return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  return error instanceof Error ? error.message : String(error);
};

/**
 * POSTs one signed delivery. A 2xx is delivered; anything else (a redirect too: it is not followed) is a failed
 * attempt, with the status and the time the receiver took.
 */
export async function postWebhook({
  url: raw,
  body,
  headers,
  policy,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: {
  url: string;
  body: string;
  headers: Record<string, string>;
  policy: UrlPolicy;
  timeoutMs?: number;
}): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(raw);
  const failed = (error: string): AttemptResult => ({
    isDelivered: false,
    status: null,
    durationMs: elapsed(),
    error,
  });
  if (url.protocol !== 'https:' && !policy.allowLocalUrls) return failed('The URL must start with https://');
  // A literal address is connected to without a lookup, so it is checked here.
  const literal = literalAddressOf(url);
  if (literal && !policy.allowLocalUrls && !isPublicAddress(literal))
    return failed(privateAddressMessage(url.hostname, literal));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptResult>((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Inkdesk-Webhooks/1.0',
        },
        // One connection per attempt: no pooled socket outlives the check of the address it went to.
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
        ...(policy.allowLocalUrls || literal
          ? {}
          : { lookup: guardedLookup(url.hostname, policy.resolveHost) }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body is not kept: only its status and how long it took.
        response.resume();
        const isDelivered = status >= 200 && status < 300;
        resolve({
          isDelivered,
          status,
          durationMs: elapsed(),
          error: isDelivered ? null : `The receiver answered ${status}`,
        });
      },
    );
    request.on('error', (error) => resolve(failed(reasonOf(error))));
    request.end(body);
  });
}
