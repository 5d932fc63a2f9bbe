import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANDING_CHAT_SESSION_COOKIE } from '#common/constants/experiments.ts';
import { consultRequestSchema } from '#common/contracts/chat.ts';

/**
 * The session id the landing page's chat left in its cookie (docs/decisions/007), if it is a well-formed
 * one. The cookie is cleared, so one chat is credited with one sign-in.
 */
export function takeLandingChatSession(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const value = request.cookies[LANDING_CHAT_SESSION_COOKIE];
  if (value === undefined) return undefined;
  reply.clearCookie(LANDING_CHAT_SESSION_COOKIE, { path: '/' });
  return consultRequestSchema.shape.sessionId.safeParse(value).success ? value : undefined;
}
