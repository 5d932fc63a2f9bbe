import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRecord, parseJsonLosslessly } from './lossless-json.ts';

const SIGNATURE_HEADER = /^sha256=([0-9a-f]{64})$/i;

/**
 * Checks `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(raw body, app secret)>` (reference A1) in constant
 * time. Any header that is not exactly one such value is simply invalid: this never throws.
 */
export function isValidWebhookSignature({
  rawBody,
  header,
  secret,
}: {
  rawBody: Buffer;
  header: unknown;
  secret: string;
}): boolean {
  if (typeof header !== 'string') return false;
  const match = SIGNATURE_HEADER.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1]!, 'hex'), expected);
}

/** The header value Meta would send for this body; the sandbox and tests sign with it. */
export function signWebhookBody(rawBody: Buffer | string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

export interface SignedRequestPayload {
  algorithm: string;
  /** App-scoped id of the person who removed the app or asked for deletion (a string, losslessly). */
  userId: string;
  issuedAt?: number;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** base64url with or without `=` padding (Meta's signature part often carries one, reference A5). */
function decodeBase64Url(text: string): Buffer | undefined {
  if (!BASE64URL.test(text)) return undefined;
  return Buffer.from(text.replace(/=+$/, ''), 'base64url');
}

/**
 * Verifies and reads Meta's `signed_request` (reference A5): `base64url(sig).base64url(payload)`, where sig is
 * the raw HMAC-SHA256 of the encoded payload string under the app secret and the payload says HMAC-SHA256.
 * Returns undefined for anything forged, malformed or without a user id; never throws.
 */
export function parseSignedRequest(signedRequest: unknown, secret: string): SignedRequestPayload | undefined {
  if (typeof signedRequest !== 'string') return undefined;
  const [encodedSignature, encodedPayload, ...rest] = signedRequest.split('.');
  if (!encodedSignature || !encodedPayload || rest.length > 0) return undefined;
  const signature = decodeBase64Url(encodedSignature);
  const payloadBytes = decodeBase64Url(encodedPayload);
  if (!signature || !payloadBytes) return undefined;
  const expected = createHmac('sha256', secret).update(encodedPayload).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return undefined;
  const payload = parseJsonLosslessly(payloadBytes.toString('utf8'));
  if (!isRecord(payload) || typeof payload.algorithm !== 'string') return undefined;
  if (payload.algorithm.toUpperCase() !== 'HMAC-SHA256') return undefined;
  if (typeof payload.user_id !== 'string' || !payload.user_id) return undefined;
  return {
    algorithm: payload.algorithm,
    userId: payload.user_id,
    issuedAt: typeof payload.issued_at === 'number' ? payload.issued_at : undefined,
  };
}

/** Builds a signed_request as Meta does; the sandbox and tests use it. */
export function createSignedRequest(payload: Record<string, unknown>, secret: string): string {
  const encodedPayload = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', secret).update(encodedPayload).digest('base64url');
  return `${signature}.${encodedPayload}`;
}
