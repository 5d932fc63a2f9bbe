import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatResponseSchema,
  consultRequestSchema,
  demoChatStatusSchema,
  saveConversationRequestSchema,
  saveConversationResponseSchema,
} from '#common/contracts/chat.ts';
import { AppError } from '../../lib/app-error.ts';
import { limiterKey } from '../../lib/rate-limit.ts';
import type { ChatDeps } from './chat-deps.ts';
import { consult } from './consult.ts';
import { findDemoChatStatus } from './find-demo-chat-status.ts';
import { saveConversation } from './save-conversation.ts';

/**
 * A message's images (at most MAX_CHAT_MESSAGE_IMAGE_BYTES together) base64-encoded, plus the text of a whole
 * conversation: a turn's body fits in 12 MB (decision 013).
 */
const CONSULT_BODY_LIMIT = 12 * 1024 * 1024;

const sessionOf = (request: FastifyRequest) =>
  (request.body as { sessionId?: string } | undefined)?.sessionId ?? request.ip;

/** A per-session limit on top of the route's per-IP one (the plugin runs only one limiter per route itself). */
function limitPerSession(app: FastifyInstance, name: string, max: number, message: string) {
  const check = app.createRateLimit({
    max,
    timeWindow: '1 minute',
    keyGenerator: limiterKey(name, sessionOf),
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED', message);
  };
}

/** Spec §7 chat calls. Rate-limited per IP (route config) and per chat session (preHandler). */
export const chatRoutes: FastifyPluginAsyncZod<ChatDeps> = async (app, deps) => {
  app.post(
    '/api/chat/consult',
    {
      bodyLimit: CONSULT_BODY_LIMIT,
      config: {
        access: 'public-identified',
        rateLimit: { max: deps.turnsPerIpPerMinute, timeWindow: '1 minute' },
      },
      // Guards run onRequest (ARCHITECTURE request flow); the per-session limit needs the parsed body.
      preHandler: limitPerSession(
        app,
        'chat-turns-per-session',
        30,
        'Too many messages in this chat: wait a minute, then try again',
      ),
      schema: { body: consultRequestSchema, response: { 200: chatResponseSchema } },
    },
    async (request) =>
      consult(deps, {
        request: request.body,
        viewerId: request.user?.id ?? null,
        // Grouped as the rate limits group addresses: an IPv6 client holds a whole /64.
        clientAddress: normalizeIP(request.ip, 64),
      }),
  );

  app.get(
    '/api/chat/demo',
    { config: { access: 'public' }, schema: { response: { 200: demoChatStatusSchema } } },
    async () => findDemoChatStatus(deps),
  );

  app.post(
    '/api/chat/save',
    {
      config: { access: 'public', rateLimit: { max: deps.savesPerIpPerMinute, timeWindow: '1 minute' } },
      preHandler: limitPerSession(
        app,
        'chat-saves-per-session',
        5,
        'Too many saves for this chat: wait a minute, then try again',
      ),
      schema: { body: saveConversationRequestSchema, response: { 200: saveConversationResponseSchema } },
    },
    async (request) => saveConversation({ ...deps, request: request.body }),
  );
};
