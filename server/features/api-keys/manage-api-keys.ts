import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  API_KEY_VISIBLE_LENGTH,
  type ApiKey,
  type CreateApiKey,
  type CreatedApiKey,
  createApiKeySchema,
  MAX_API_KEYS,
} from '#common/contracts/api-keys.ts';
import { hashToken } from '../../auth/session-store.ts';
import type { Db } from '../../db/client.ts';
import { type ApiKeyRow, apiKeys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireFeature } from '../billing/require-feature.ts';

const toApiKeyDto = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const live = (artistId: string) => and(eq(apiKeys.artistId, artistId), isNull(apiKeys.revokedAt));

/** The artist's keys that still work, newest first; revoked ones are gone from the list. */
export async function listApiKeys(db: Db, artistId: string): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(live(artistId)).orderBy(desc(apiKeys.createdAt));
  return rows.map(toApiKeyDto);
}

/**
 * A new key (plans with API access only): 32 random bytes after the `ink_live_` prefix. Only its SHA-256 is
 * stored, so the key is in this answer and nowhere else.
 */
export async function createApiKey(
  { db, clock }: { db: Db; clock: Clock },
  artistId: string,
  input: CreateApiKey,
): Promise<CreatedApiKey> {
  await requireFeature({ db, clock }, artistId, 'apiAccess');
  const { name, scopes } = createApiKeySchema.parse(input);
  const [held] = await db.select({ n: count() }).from(apiKeys).where(live(artistId));
  if ((held?.n ?? 0) >= MAX_API_KEYS)
    throw new AppError('CONFLICT', `At most ${MAX_API_KEYS} keys: revoke one you no longer use first`);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      artistId,
      name,
      scopes,
      prefix: key.slice(0, API_KEY_VISIBLE_LENGTH),
      keyHash: hashToken(key),
      createdAt: clock(),
    })
    .returning();
  return { ...toApiKeyDto(row!), key };
}

/** Revoked at once: the next request with the key is a 401. Another artist's key is NOT_FOUND. */
export async function revokeApiKey({ db, clock }: { db: Db; clock: Clock }, artistId: string, keyId: string) {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: clock() })
    .where(and(eq(apiKeys.id, keyId), live(artistId)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', 'API key not found');
}
