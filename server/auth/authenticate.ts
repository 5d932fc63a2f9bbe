import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { isAdminUser } from './admin-status.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionCookie } from './session-cookie.ts';
import { findSignedInSession, hashToken, isStillLive, type SessionPolicy } from './session-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (access 'artist' or 'admin'); routes behind it can rely on it. */
    user: UserRow | null;
  }
}

export interface AuthDeps {
  db: Db;
  cookie: SessionCookie;
  policy: SessionPolicy;
  /** ADMIN_EMAILS as configured now: admin status is never taken from what was stored at sign-in. */
  adminEmails: readonly string[];
  /** Resolved sessions reused for a few seconds (decision 024). */
  sessionCache: SessionCache;
  clock: Clock;
}

/**
 * Resolves the signed-in user from the session cookie. The session lives on its own idle and absolute
 * timeouts, independent of the issuer's token lifetimes (docs/decisions/014); an unknown, idle or expired
 * session answers 401 `{"message":"Unauthorized"}`.
 */
export function createAuthenticators({ db, cookie, policy, adminEmails, sessionCache, clock }: AuthDeps) {
  const unauthorized = () => new AppError('UNAUTHORIZED', 'Unauthorized');

  /** The cache's copy while it is fresh and the session still live by its timeouts, else the database's. */
  async function resolveSession(token: string) {
    const tokenHash = hashToken(token);
    const cached = sessionCache.get(tokenHash);
    if (cached && isStillLive(policy, cached.session, clock().getTime())) return cached;
    const signedIn = await findSignedInSession(db, policy, token, clock());
    if (signedIn) sessionCache.set(tokenHash, signedIn);
    return signedIn;
  }

  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const token = cookie.read(request);
    if (!token) throw unauthorized();
    const signedIn = await resolveSession(token);
    if (!signedIn) {
      cookie.clear(reply);
      throw unauthorized();
    }
    const { user } = signedIn;
    request.user = { ...user, isAdmin: isAdminUser(user, adminEmails) };
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

  /**
   * A signed-in user's own write (settings, intake, handle, account deletion) may change the user row the
   * cache holds, so it drops that user's sessions: the next request reads them again (decision 024).
   */
  async function forgetAfterWrite(request: FastifyRequest) {
    if (request.user && !SAFE_METHODS.has(request.method)) sessionCache.forgetUser(request.user.id);
  }

  return { requireUser, identifyUser, requireAdmin, forgetAfterWrite };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in user in a route whose access is 'artist' or 'admin' (server/lib/route-access.ts). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  return request.user;
}
