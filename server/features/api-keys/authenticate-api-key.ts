import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '#common/contracts/api-keys.ts';
import { hashToken } from '../../auth/session-store.ts';
import type { Db } from '../../db/client.ts';
import { apiKeys, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireFeature } from '../billing/require-feature.ts';

/** Who calls the public API: the key and the artist it acts as (never an admin, whatever the owner is). */
export interface ApiCaller {
  keyId: string;
  viewer: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the 'api-key' access guard on /api/v1 routes; never set on any other route. */
    apiCaller: ApiCaller | null;
  }
}

/** lastUsedAt is written at most once a minute per key, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The guard of access 'api-key' (server/lib/route-access.ts): the `Authorization: Bearer` key, live, with the
 * route's scope, of an artist whose plan has API access (else 401, 403 and 402 in that order). A key is no
 * session: it sets `request.apiCaller`, never `request.user`, and cookies are not read at all.
 */
export function createApiKeyGuard({ db, clock }: { db: Db; clock: Clock }) {
  return async function requireApiKey(request: FastifyRequest) {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new AppError('UNAUTHORIZED', 'Send your API key as Authorization: Bearer <key>');
    const [found] = await db
      .select({ key: apiKeys, user: users })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.artistId))
      .where(and(eq(apiKeys.keyHash, hashToken(token)), isNull(apiKeys.revokedAt)));
    if (!found) throw new AppError('UNAUTHORIZED', 'Unknown or revoked API key');
    const scope = request.routeOptions.config.apiScope as ApiKeyScope;
    if (!found.key.scopes.includes(scope))
      throw new AppError('FORBIDDEN', `This key does not have the ${scope} scope`);
    await requireFeature({ db, clock }, found.key.artistId, 'apiAccess');
    const now = clock();
    if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiKeys.id, found.key.id),
            or(
              isNull(apiKeys.lastUsedAt),
              lt(apiKeys.lastUsedAt, new Date(now.getTime() - TOUCH_INTERVAL_MS)),
            ),
          ),
        );
    }
    request.apiCaller = { keyId: found.key.id, viewer: { ...found.user, isAdmin: false } };
  };
}

/** The caller of an 'api-key' route; the guard has run, so it is there. */
export function currentApiCaller(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw new Error('currentApiCaller called on a route without access api-key');
  return request.apiCaller;
}
