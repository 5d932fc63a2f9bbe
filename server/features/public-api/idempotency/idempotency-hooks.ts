import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { currentApiCaller } from '../../api-keys/authenticate-api-key.ts';
import { IDEMPOTENCY_ERRORS } from '../error-responses.ts';
import { fingerprintRequest } from './fingerprint-request.ts';
import { IDEMPOTENT_REPLAYED_HEADER, idempotencyHeadersSchema } from './idempotency-header.ts';
import {
  claimIdempotencyKey,
  type IdempotencyKeyRef,
  releaseIdempotencyKey,
  saveIdempotentResponse,
} from './idempotency-store.ts';

const isPost = (route: Pick<RouteOptions, 'method'>) => [route.method].flat().includes('POST');

/**
 * `Idempotency-Key` on every POST of /api/v1 (issue #29 item 5, decision 080), added to the routes of the scope
 * it is called in: each POST documents the header and its 409 and 422; after validation (so on the body the
 * route reads, and never for a request refused before it ran) the key is claimed or its stored answer sent again
 * with `Idempotent-Replayed: true`; the first answer is kept unless it is a 5xx or the connection dropped, which
 * let the key go so a retry runs again.
 */
export function addIdempotencyHooks(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  /** The requests that hold their key, until their answer is kept or the key let go. */
  const claims = new WeakMap<FastifyRequest, IdempotencyKeyRef>();

  app.addHook('onRoute', (route) => {
    if (!isPost(route)) return;
    route.schema = {
      ...route.schema,
      headers: idempotencyHeadersSchema,
      response: { ...(route.schema?.response as object), ...IDEMPOTENCY_ERRORS },
    };
  });

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string') return;
    const { keyId, viewer } = currentApiCaller(request);
    const ref = { apiKeyId: keyId, artistId: viewer.id, key };
    const hash = fingerprintRequest({ method: request.method, url: request.url, body: request.body });
    const stored = await claimIdempotencyKey({ db, clock }, ref, hash);
    if (!stored) {
      claims.set(request, ref);
      return;
    }
    return reply
      .code(stored.statusCode)
      .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
      .type(stored.contentType)
      .send(stored.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const ref = claims.get(request);
    if (!ref) return payload;
    claims.delete(request);
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await releaseIdempotencyKey(db, ref);
    } else {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      await saveIdempotentResponse(db, ref, { statusCode: reply.statusCode, contentType, body: payload });
    }
    return payload;
  });

  // A request whose client went away before its answer was sent: onSend never ran for it.
  app.addHook('onResponse', async (request) => {
    const ref = claims.get(request);
    if (!ref) return;
    claims.delete(request);
    await releaseIdempotencyKey(db, ref);
  });
}
