import { deleteExpiredOidcRecords } from '../auth/local-provider/oidc-record-adapter.ts';
import { deleteExpiredSessions, type SessionPolicy } from '../auth/session-store.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { JobHandler } from './types.ts';

/** Hourly, at minute 0 (UTC): pg-boss's cron sends it once per fleet however many instances run. */
export const PRUNE_EXPIRED_RECORDS_CRON = '0 * * * *';

/** Drops expired sessions and built-in provider records so neither table grows forever. */
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
    await Promise.all([deleteExpiredSessions(db, policy, clock()), deleteExpiredOidcRecords(db)]);
  };
}
