import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planIdSchema } from '#common/contracts/billing.ts';
import { userSchema } from '#common/contracts/users.ts';
import type { Db } from '../db/client.ts';
import { takeLandingChatSession } from '../features/experiments/landing-chat-session.ts';
import { recordSignupConversion } from '../features/experiments/record-conversion.ts';
import { toUserDto } from '../features/users/to-user-dto.ts';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { isAdminUser } from './admin-status.ts';
import { currentUser } from './authenticate.ts';
import type { OidcClient } from './oidc-client.ts';
import type { SessionCache } from './session-cache.ts';
import { createSessionCookie, type SessionCookie } from './session-cookie.ts';
import {
  createSession,
  destroySession,
  findSession,
  hashToken,
  type SessionPolicy,
} from './session-store.ts';
import { renderLogoutConfirmPage, renderSignInProblemPage } from './sign-in-pages.ts';
import { signInUser } from './sign-in-user.ts';

export interface AuthRouteOptions {
  db: Db;
  oidc: OidcClient;
  cookie: SessionCookie;
  policy: SessionPolicy;
  appUrl: string;
  adminEmails: string[];
  sessionCache: SessionCache;
  clock: Clock;
  /** Behind HTTPS (TRUST_PROXY): the pre-login cookie is Secure and `__Host-` like the session's. */
  isHttps: boolean;
}

/**
 * How long a started sign-in may take: the visitor types an email (or meets the issuer's own login) and comes
 * back. Ten minutes covers that; a state/nonce holder left behind by a sign-in never finished (a link another
 * site opened) is gone after it, not after the 7 days of a signed-in session.
 */
export const PRE_LOGIN_LIFETIME_MS = 10 * 60_000;

const signInRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Navigations a site may trigger on its own; anything else (another site, or no header at all) must confirm. */
const SAME_SITE_FETCH = new Set(['same-origin', 'same-site', 'none']);

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

/**
 * Runs a sign-in step; an unreachable issuer or a login that does not check out becomes a page the visitor
 * can act on instead of a JSON error (issue #12 item 6). Anything else is a bug and goes to the error handler.
 */
async function asSignInPage(request: FastifyRequest, reply: FastifyReply, step: () => Promise<FastifyReply>) {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof AppError) || !['UPSTREAM_FAILED', 'UNAUTHORIZED'].includes(error.code))
      throw error;
    request.log.warn({ err: error }, 'Sign-in stopped');
    const problem = error.code === 'UPSTREAM_FAILED' ? 'issuer-unavailable' : 'sign-in-failed';
    return sendPage(reply, error.status, renderSignInProblemPage(problem));
  }
}

/** Spec §7 navigation calls /api/login and /api/logout, the OIDC callback, and the current-user call. */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { db, oidc, cookie, policy, appUrl, adminEmails, sessionCache, clock } = options;
  /** Holds the pre-login session (state, nonce, PKCE verifier) apart from the signed-in session's cookie. */
  const loginCookie = createSessionCookie({
    isHttps: options.isHttps,
    maxAgeMs: PRE_LOGIN_LIFETIME_MS,
    baseName: 'inkdesk_login',
  });
  /** Deleted, and dropped from every instance's session cache (decision 024). */
  const endSession = async (token: string) => {
    await destroySession(db, token);
    sessionCache.forgetToken(hashToken(token));
  };

  app.get(
    '/api/login',
    {
      config: { access: 'public', ...signInRateLimit },
      // "Start Free Trial" on the pricing page names its plan (issue #27): kept for the new account's trial.
      schema: { querystring: z.object({ plan: planIdSchema.optional() }) },
    },
    (request, reply) =>
      asSignInPage(request, reply, async () => {
        // Any site can send a browser here, so starting a sign-in leaves the signed-in session alone: only a
        // completed callback replaces it. A sign-in started earlier in this browser and not finished is dropped.
        const unfinished = loginCookie.read(request);
        if (unfinished) await destroySession(db, unfinished);
        const { url, pending } = await oidc.beginLogin(`${appUrl}/api/callback`);
        const token = await createSession(
          db,
          policy,
          {
            data: {
              pendingLogin: pending,
              ...(request.query.plan ? { chosenPlan: request.query.plan } : {}),
            },
            lifetimeMs: PRE_LOGIN_LIFETIME_MS,
          },
          clock(),
        );
        loginCookie.write(reply, token);
        return reply.redirect(url);
      }),
  );

  app.get(
    '/api/callback',
    {
      config: { access: 'public', ...signInRateLimit },
      schema: { querystring: z.record(z.string(), z.unknown()) },
    },
    (request, reply) =>
      asSignInPage(request, reply, async () => {
        const pendingToken = loginCookie.read(request);
        const pendingSession = pendingToken
          ? await findSession(db, policy, pendingToken, clock())
          : undefined;
        const pending = pendingSession?.data.pendingLogin;
        // Used once, whatever happens next, so a callback cannot be replayed.
        if (pendingToken) await destroySession(db, pendingToken);
        loginCookie.clear(reply);
        // Cancelled at the issuer, or a stale/replayed callback: back to the app, signed in as before if so.
        if (!pending || 'error' in request.query) return reply.redirect('/');
        const { claims, idToken } = await oidc.completeLogin(new URL(request.url, appUrl), pending);
        const user = await signInUser({
          db,
          claims,
          adminEmails,
          log: request.log,
          clock,
          chosenPlan: pendingSession?.data.chosenPlan ?? null,
        });
        // Signed in from the browser that chatted on the landing page: the signup goal (issue #6).
        const landingChatSession = takeLandingChatSession(request, reply);
        if (landingChatSession)
          await recordSignupConversion({ db, sessionId: landingChatSession, userId: user.id });
        // The session this browser had (another account's, or an id planted before sign-in) ends here, and a
        // fresh id replaces it: whatever id was known before sign-in is worthless afterwards.
        const previous = cookie.read(request);
        if (previous) await endSession(previous);
        const token = await createSession(db, policy, { userId: user.id, data: { idToken } }, clock());
        cookie.write(reply, token);
        // An admin with no artist persona has no dashboard at '/', which is the public home for them (issue #25).
        const hasNoDashboard = isAdminUser(user, adminEmails) && !user.hasCompletedSetup;
        return reply.redirect(hasNoDashboard ? '/admin' : '/');
      }),
  );

  // Spec §7 keeps logout a GET navigation; only our own pages (or the address bar) may trigger it directly.
  app.get('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (!SAME_SITE_FETCH.has(String(request.headers['sec-fetch-site']))) {
      return sendPage(reply, 200, renderLogoutConfirmPage());
    }
    const token = cookie.read(request);
    const session = token ? await findSession(db, policy, token, clock()) : undefined;
    if (token) await endSession(token);
    cookie.clear(reply);
    const endSessionUrl = await oidc
      .endSessionUrl({ idTokenHint: session?.data.idToken, postLogoutRedirectUri: `${appUrl}/` })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'Could not reach the issuer for RP-initiated logout');
        return undefined;
      });
    return reply.redirect(endSessionUrl ?? '/');
  });

  app.get(
    '/api/auth/user',
    { config: { access: 'artist' }, schema: { response: { 200: userSchema } } },
    async (request) => toUserDto(currentUser(request)),
  );
};
