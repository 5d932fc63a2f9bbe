import { deleteExpiredOidcRecords } from '../auth/local-provider/oidc-record-adapter.ts';
import { deleteExpiredSessions, type SessionPolicy } from '../auth/session-store.ts';
import type { Db } from '../db/client.ts';
import { deleteOldComments } from '../features/inbox/delete-old-comments.ts';
import { deleteExpiredIdempotencyKeys } from '../features/public-api/idempotency/idempotency-store.ts';
import type { Clock } from '../lib/clock.ts';
import type { JobHandler } from './types.ts';

/** Hourly, at minute 0 (UTC): pg-boss's cron sends it once per fleet however many instances run. */
export const PRUNE_EXPIRED_RECORDS_CRON = '0 * * * *';

/**
 * Drops expired sessions, built-in provider records, old Instagram comments and the public API's Idempotency-Keys
 * after their day (decision 080), so no table grows forever.
 */
export function pruneExpiredRecordsJob({
  db,
  policy,
  clock,
}: {
  db: Db;
  policy: SessionPolicy;
  clock: Clock;
}): JobHandler<'prune-expired-records'> {
  return async () => {
    const now = clock();
    await Promise.all([
      deleteExpiredSessions(db, policy, now),
      deleteExpiredOidcRecords(db),
      deleteOldComments(db, now),
      deleteExpiredIdempotencyKeys(db, now),
    ]);
  };
}
