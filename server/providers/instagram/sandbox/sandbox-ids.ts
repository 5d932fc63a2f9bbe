import { createHash } from 'node:crypto';

/**
 * Instagram-like ids for sandbox accounts and clients: 17 digits starting 1784 (above 2^53, as Meta's are),
 * derived from the username so the same sandbox login always maps to the same account.
 */
export function sandboxId(...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return `1784${(digest.readBigUInt64BE(0) % 10_000_000_000_000n).toString().padStart(13, '0')}`;
}
