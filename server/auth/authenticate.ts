import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { SessionData, UserRow } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import type { OidcClient } from './oidc-client.ts';
import type { SessionCookie } from './session-cookie.ts';
import {
  destroySession,
  findSignedInSession,
  type SessionPolicy,
  updateSessionData,
} from './session-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; routes behind it can rely on it. */
    user: UserRow | null;
  }
}

export interface AuthDeps {
  db: Db;
  oidc: OidcClient;
  cookie: SessionCookie;
  policy: SessionPolicy;
}

/**
 * Resolves the signed-in user from the session cookie, refreshing the issuer's tokens when they have
 * expired; any failure ends the session and answers 401 `{"message":"Unauthorized"}`.
 */
export function createAuthenticators({ db, oidc, cookie, policy }: AuthDeps) {
  const unauthorized = () => new AppError('UNAUTHORIZED', 'Unauthorized');

  async function refreshedTokens(token: string, tokens: NonNullable<SessionData['tokens']>) {
    if (Date.now() / 1000 < tokens.expiresAt) return;
    if (!tokens.refreshToken) throw unauthorized();
    try {
      const next = await oidc.refresh(tokens.refreshToken);
      await updateSessionData(db, token, { tokens: { ...next, idToken: next.idToken ?? tokens.idToken } });
    } catch {
      await destroySession(db, token);
      throw unauthorized();
    }
  }

  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const token = cookie.read(request);
    if (!token) throw unauthorized();
    const signedIn = await findSignedInSession(db, policy, token);
    if (!signedIn?.session.data.tokens) {
      cookie.clear(reply);
      throw unauthorized();
    }
    await refreshedTokens(token, signedIn.session.data.tokens);
    request.user = signedIn.user;
  }

  /** Like requireUser, but a visitor without a valid session simply stays anonymous. */
  async function identifyUser(request: FastifyRequest, reply: FastifyReply) {
    if (!cookie.read(request)) return;
    await requireUser(request, reply).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'UNAUTHORIZED')) throw error;
    });
  }

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    await requireUser(request, reply);
    if (!request.user?.isAdmin) throw new AppError('FORBIDDEN', 'Admin access required');
  }

  return { requireUser, identifyUser, requireAdmin };
}

/** The signed-in user in a route behind `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return request.user;
}
