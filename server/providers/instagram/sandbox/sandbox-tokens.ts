import { createHmac, timingSafeEqual } from 'node:crypto';

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
 * (its other state is in memory). They are signed with the sandbox's app secret (HMAC-SHA256 over the
 * payload) and every Graph call checks the signature: an unsigned token let a signed-out caller write into
 * any artist's inbox (issue #24 item 2, decision 052). Every instance derives the same secret, so a token one
 * issued works on the others.
 */
export function createSandboxTokens(appSecret: string) {
  const sign = (payload: string) =>
    createHmac('sha256', appSecret).update(`instagram-sandbox-token.${payload}`).digest();

  return {
    issue(claims: SandboxTokenClaims): string {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${TOKEN_PREFIX}${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The claims of a token this sandbox signed; undefined for anything else (forged, altered, unsigned). */
    read(token: unknown): SandboxTokenClaims | undefined {
      if (typeof token !== 'string' || !token.startsWith(TOKEN_PREFIX)) return undefined;
      const [payload, signature, ...rest] = token.slice(TOKEN_PREFIX.length).split('.');
      if (!payload || !signature || rest.length) return undefined;
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return claims as SandboxTokenClaims;
    },
  };
}
