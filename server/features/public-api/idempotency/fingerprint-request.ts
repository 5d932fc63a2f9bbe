import { createHash, type Hash } from 'node:crypto';

/** A validated body as the routes see it: JSON values, and the bytes of an uploaded file. */
function feed(hash: Hash, value: unknown): void {
  if (Buffer.isBuffer(value)) {
    hash.update(`bytes:${value.length}:`).update(value);
  } else if (Array.isArray(value)) {
    hash.update('[');
    for (const item of value) feed(hash, item);
    hash.update(']');
  } else if (value !== null && typeof value === 'object') {
    hash.update('{');
    // Key order is the sender's whim, not a different request.
    for (const key of Object.keys(value).sort()) {
      hash.update(`${JSON.stringify(key)}:`);
      feed(hash, (value as Record<string, unknown>)[key]);
    }
    hash.update('}');
  } else {
    hash.update(`${JSON.stringify(value) ?? 'undefined'},`);
  }
}

/**
 * What an Idempotency-Key promises to repeat (decision 080): the method, the path and the validated body, an
 * uploaded file's bytes included, as one SHA-256. The same key on another path or with another body is another
 * request, which the caller must not send under the same key.
 */
export function fingerprintRequest({ method, url, body }: { method: string; url: string; body: unknown }) {
  const hash = createHash('sha256').update(`${method} ${url}\n`);
  feed(hash, body);
  return hash.digest('hex');
}
