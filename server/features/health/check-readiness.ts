import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';

/** A dependency slower than this counts as down: a load balancer's probe must get an answer in time. */
const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  status: 'ready' | 'unavailable';
  /** "ok", or what failed, per dependency. */
  checks: Record<string, string>;
}

function withinTimeout(name: string, check: () => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout])
    .then(() => 'ok')
    .catch((error: unknown) => `${name}: ${(error as Error).message}`)
    .finally(() => clearTimeout(timer));
}

/** The database answers a query, the object store is usable, and an external issuer's discovery works. */
export async function checkReadiness({
  db,
  storage,
  checkIssuer,
}: {
  db: Db;
  storage: ObjectStorage;
  checkIssuer?: () => Promise<void>;
}): Promise<Readiness> {
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => db.execute(sql`select 1`),
    storage: () => storage.check(),
    ...(checkIssuer ? { issuer: checkIssuer } : {}),
  };
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await withinTimeout(name, check)] as const),
  );
  return {
    status: results.every(([, result]) => result === 'ok') ? 'ready' : 'unavailable',
    checks: Object.fromEntries(results),
  };
}
