import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionCookie {
  read(request: FastifyRequest): string | undefined;
  write(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

/**
 * A session cookie (the signed-in session's `inkdesk_session`, the pre-login `inkdesk_login`): HttpOnly and
 * SameSite=Lax always; behind HTTPS (TRUST_PROXY) it is also Secure and uses the `__Host-` prefix, which
 * browsers only accept from a secure origin with Path=/ and no Domain.
 */
export function createSessionCookie({
  isHttps,
  maxAgeMs,
  baseName = 'inkdesk_session',
}: {
  isHttps: boolean;
  maxAgeMs: number;
  baseName?: string;
}): SessionCookie {
  const name = isHttps ? `__Host-${baseName}` : baseName;
  const options: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', secure: isHttps, path: '/' };
  return {
    read: (request) => request.cookies[name],
    write: (reply, token) => {
      reply.setCookie(name, token, { ...options, maxAge: Math.floor(maxAgeMs / 1000) });
    },
    clear: (reply) => {
      reply.clearCookie(name, options);
    },
  };
}
