import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '#common/contracts/users.ts';
import type { Db } from '../db/client.ts';
import { takeLandingChatSession } from '../features/experiments/landing-chat-session.ts';
import { recordSignupConversion } from '../features/experiments/record-conversion.ts';
import { toUserDto } from '../features/users/to-user-dto.ts';
import { currentUser } from './authenticate.ts';
import type { OidcClient } from './oidc-client.ts';
import type { SessionCookie } from './session-cookie.ts';
import { createSession, destroySession, findSession, type SessionPolicy } from './session-store.ts';
import { signInUser } from './sign-in-user.ts';

export interface AuthRouteOptions {
  db: Db;
  oidc: OidcClient;
  cookie: SessionCookie;
  policy: SessionPolicy;
  appUrl: string;
  adminEmails: string[];
}

const signInRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Spec §7 navigation calls /api/login and /api/logout, the OIDC callback, and the current-user call. */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { db, oidc, cookie, policy, appUrl, adminEmails } = options;

  app.get('/api/login', { config: signInRateLimit }, async (request, reply) => {
    const existing = cookie.read(request);
    if (existing) await destroySession(db, existing);
    const { url, pending } = await oidc.beginLogin(`${appUrl}/api/callback`);
    const token = await createSession(db, policy, { data: { pendingLogin: pending } });
    cookie.write(reply, token);
    return reply.redirect(url);
  });

  app.get(
    '/api/callback',
    { config: signInRateLimit, schema: { querystring: z.record(z.string(), z.unknown()) } },
    async (request, reply) => {
      const pendingToken = cookie.read(request);
      const pendingSession = pendingToken ? await findSession(db, policy, pendingToken) : undefined;
      const pending = pendingSession?.data.pendingLogin;
      if (pendingToken) await destroySession(db, pendingToken);
      // Cancelled at the issuer, or a stale/replayed callback: start over from the landing page.
      if (!pending || 'error' in request.query) {
        cookie.clear(reply);
        return reply.redirect('/');
      }
      const tokens = await oidc.completeLogin(new URL(request.url, appUrl), pending);
      const user = await signInUser({ db, claims: tokens.claims, adminEmails });
      // Signed in from the browser that chatted on the landing page: the signup goal (issue #6).
      const landingChatSession = takeLandingChatSession(request, reply);
      if (landingChatSession)
        await recordSignupConversion({ db, sessionId: landingChatSession, userId: user.id });
      // A fresh session id at sign-in, so an id planted before login is worthless afterwards.
      const token = await createSession(db, policy, {
        userId: user.id,
        data: {
          tokens: {
            accessToken: tokens.accessToken,
            refreshToken: tokens.refreshToken,
            idToken: tokens.idToken,
            expiresAt: tokens.expiresAt,
          },
        },
      });
      cookie.write(reply, token);
      return reply.redirect('/');
    },
  );

  app.get('/api/logout', async (request, reply) => {
    const token = cookie.read(request);
    const session = token ? await findSession(db, policy, token) : undefined;
    if (token) await destroySession(db, token);
    cookie.clear(reply);
    const endSessionUrl = await oidc
      .endSessionUrl({ idTokenHint: session?.data.tokens?.idToken, postLogoutRedirectUri: `${appUrl}/` })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'Could not reach the issuer for RP-initiated logout');
        return undefined;
      });
    return reply.redirect(endSessionUrl ?? '/');
  });

  app.get(
    '/api/auth/user',
    { preHandler: app.requireUser, schema: { response: { 200: userSchema } } },
    async (request) => toUserDto(currentUser(request)),
  );
};
