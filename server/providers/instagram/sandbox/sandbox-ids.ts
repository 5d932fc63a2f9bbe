import { createHash } from 'node:crypto';

/**
 * Instagram-like ids for sandbox accounts and clients: 17 digits starting 1784 (above 2^53, as Meta's are),
 * derived from the username so the same sandbox login always maps to the same account.
 */
export function sandboxId(...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  return `1784${(digest.readBigUInt64BE(0) % 10_000_000_000_000n).toString().padStart(13, '0')}`;
}

export interface SandboxTokenClaims {
  accountId: string;
  username: string;
  kind: 'short' | 'long';
  /** Milliseconds; a refresh issues a new token with a later time. */
  issuedAt: number;
}

const TOKEN_PREFIX = 'IGSBX';

/**
 * Sandbox tokens carry their account, so a token stored by the app still works after the sandbox restarts
 * (its other state is in memory). They are not secrets: the sandbox guards nothing real.
 */
export function issueSandboxToken(claims: SandboxTokenClaims): string {
  return `${TOKEN_PREFIX}${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
}

export function readSandboxToken(token: unknown): SandboxTokenClaims | undefined {
  if (typeof token !== 'string' || !token.startsWith(TOKEN_PREFIX)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(token.slice(TOKEN_PREFIX.length), 'base64url').toString('utf8'));
    if (typeof claims?.accountId === 'string' && typeof claims?.username === 'string') return claims;
  } catch {
    // falls through: not a sandbox token
  }
  return undefined;
}
