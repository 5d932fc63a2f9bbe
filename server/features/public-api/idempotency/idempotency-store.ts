import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { idempotencyKeys } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-header.ts';

/** How long a key is remembered (decision 080): a retry a day later is a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** One key of one API key, of one artist (tenancy in every where). */
export interface IdempotencyKeyRef {
  apiKeyId: string;
  artistId: string;
  key: string;
}

/** The answer a key's first request got, to be sent again as it was. */
export interface StoredResponse {
  statusCode: number;
  contentType: string;
  body: string;
}

const sameKey = ({ apiKeyId, artistId, key }: IdempotencyKeyRef) =>
  and(
    eq(idempotencyKeys.apiKeyId, apiKeyId),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.artistId, artistId),
  );

/**
 * Claims the key for this request, or says what a request before it got. Returns `null` when this request is the
 * key's first (or the first since the key expired) and must run; the stored answer when the key's request has
 * finished with the same fingerprint. Throws CONFLICT while the key's first request still runs, and UNPROCESSABLE
 * once it has answered, for the same key with another fingerprint. One INSERT decides, so two requests racing with one key never both run.
 */
export async function claimIdempotencyKey(
  { db, clock }: { db: Db; clock: Clock },
  ref: IdempotencyKeyRef,
  requestHash: string,
): Promise<StoredResponse | null> {
  const now = clock();
  const fresh = { requestHash, statusCode: null, contentType: null, responseBody: null, createdAt: now };
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...ref, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.apiKeyId, idempotencyKeys.key],
      set: fresh,
      // An expired key the hourly prune has not reached yet is free again.
      setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [held] = await db.select().from(idempotencyKeys).where(sameKey(ref));
  // While the first runs nothing is settled, whatever this one carries. No row: the first failed and let the key
  // go between our insert and this read; a retry runs.
  if (!held || held.statusCode === null || held.responseBody === null) {
    throw new AppError(
      'CONFLICT',
      `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed: retry in a moment`,
    );
  }
  if (held.requestHash !== requestHash) {
    throw new AppError(
      'UNPROCESSABLE',
      `This ${IDEMPOTENCY_KEY_HEADER} was used for a different request: send a new key for a new request`,
    );
  }
  return {
    statusCode: held.statusCode,
    contentType: held.contentType ?? 'application/json; charset=utf-8',
    body: held.responseBody,
  };
}

/** Keeps the answer of the key's first request, for the retries to get. */
export async function saveIdempotentResponse(db: Db, ref: IdempotencyKeyRef, response: StoredResponse) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: response.statusCode, contentType: response.contentType, responseBody: response.body })
    .where(sameKey(ref));
}

/** Lets the key go when its request ended without an answer worth repeating (a 5xx, a dropped connection). */
export async function releaseIdempotencyKey(db: Db, ref: IdempotencyKeyRef) {
  await db.delete(idempotencyKeys).where(sameKey(ref));
}

/** The hourly prune (server/jobs/prune-expired-records.ts): keys older than a day, of every artist. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
