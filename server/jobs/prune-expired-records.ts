import { deleteExpiredOidcRecords } from '../auth/local-provider/oidc-record-adapter.ts';
import { deleteExpiredSessions, type SessionPolicy } from '../auth/session-store.ts';
import type { Db } from '../db/client.ts';

const HOUR_MS = 3_600_000;

/** Hourly: drops expired sessions and built-in provider records so neither table grows forever. */
export function schedulePruneExpiredRecords({
  db,
  policy,
  onError,
}: {
  db: Db;
  policy: SessionPolicy;
  onError: (error: unknown) => void;
}) {
  const run = () =>
    Promise.all([deleteExpiredSessions(db, policy), deleteExpiredOidcRecords(db)]).catch(onError);
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
