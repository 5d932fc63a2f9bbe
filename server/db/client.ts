import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isBuiltServer, PROJECT_ROOT } from '../lib/project-paths.ts';
import { prioritiseRequests } from './pglite-lanes.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type use cases see; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How the job queue reaches the same database: PGlite's one connection, or a pool of its own (decision 015). */
  connection: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };
  /**
   * Applies the committed migrations (server/db/migrations); safe to run at every boot, and on PostgreSQL from
   * several instances at once: each waits for the advisory lock, then finds nothing left to apply.
   */
  migrate(): Promise<void>;
  /**
   * Queries waiting for a connection right now (PostgreSQL: the pool's queue; PGlite: everything behind the one
   * query it runs). Load shedding reads it (decision 025).
   */
  pendingQueries(): number;
  close(): Promise<void>;
}

/**
 * A server that accepts the connection but never answers (a wrong port, a hung proxy) fails the boot, and a
 * request, after this long instead of waiting forever (issue #13 item 5).
 */
export const DB_CONNECT_TIMEOUT_MS = 5000;

/** The advisory lock key instances take around migrations (any fixed bigint; this one is "inkdesk" in hex). */
const MIGRATION_LOCK_KEY = '29676280079545195';

const migrationsFolder = resolve(PROJECT_ROOT, 'server/db/migrations');

/** Opens PostgreSQL when a URL is given, else PGlite on disk under `dataDir` (or a prepared PGlite instance). */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string; pglite?: PGlite }): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // replaces it on the next query, so a warning is enough.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      kind: 'postgres',
      connection: { kind: 'postgres', url: options.databaseUrl },
      migrate: () => migratePostgresLocked(pool).catch(throwOneLine),
      pendingQueries: () => pool.waitingCount,
      close: () => pool.end(),
    };
  }
  // Requests before background work on the one connection (decision 027).
  const client = prioritiseRequests(options.pglite ?? openPgliteOnDisk(options.dataDir ?? './data'));
  const inFlight = countInFlight(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', pglite: client },
    migrate: () => migratePglite(db, { migrationsFolder }).catch(throwOneLine),
    pendingQueries: () => Math.max(0, inFlight() - 1),
    close: () => client.close(),
  };
}

/**
 * PGlite runs one query at a time and queues the rest inside; it does not say how many wait, so its entry
 * points (query, exec and transaction: what Drizzle and pg-boss call) count what is in flight. Each app opens
 * its PGlite here once, so each call is counted once.
 */
function countInFlight(client: PGlite): () => number {
  let inFlight = 0;
  const track =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      inFlight += 1;
      try {
        return await run(...args);
      } finally {
        inFlight -= 1;
      }
    };
  client.query = track(client.query.bind(client)) as PGlite['query'];
  client.exec = track(client.exec.bind(client));
  client.transaction = track(client.transaction.bind(client)) as PGlite['transaction'];
  return () => inFlight;
}

/**
 * Drizzle wraps a failure at boot as "Failed query: CREATE SCHEMA…" with a long stack; what the operator needs
 * is the cause at the bottom of the chain, on one line (issue #13 item 5).
 */
function throwOneLine(error: unknown): never {
  const reasons: string[] = [];
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (!cause.message.startsWith('Failed query')) reasons.push(cause.message);
  }
  throw new Error(`The database could not be opened: ${reasons.join(': ')}`);
}

/**
 * Issue #13 item 3: two instances booting at once must not both migrate. A session-level advisory lock on one
 * connection serialises them, and the migrations run on that same connection; the lock goes with the session
 * if the process dies.
 */
async function migratePostgresLocked(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * How every PGlite of the app starts. The extensions the migrations create must have their WASM loaded
 * before CREATE EXTENSION works (pg_trgm and btree_gin for lead search, btree_gist for the bookings' no-overlap
 * constraint).
 * Shared buffers are 64 MB instead of PostgreSQL's 128 MB: PGlite holds them inside the server process, and
 * 64 MB searches 100,000 leads as fast as 128 MB does, where 32 MB is half again slower (docs/decisions/011).
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm, btree_gin, btree_gist },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=64MB'],
};

function openPgliteOnDisk(dataDir: string): PGlite {
  const path = join(resolve(dataDir), 'pglite');
  mkdirSync(path, { recursive: true });
  if (!existsSync(join(path, 'PG_VERSION'))) createPgliteDataDir(path);
  return new PGlite(path, PGLITE_OPTIONS);
}

/**
 * The first boot runs initdb in a short-lived process of its own (server/db/create-pglite-data-dir.ts): in
 * the server it would leave some 170 MB of WASM memory behind for the life of the process. The server build
 * runs the script's own build beside it (decision 003: no tsx in production); the sources run the TypeScript
 * through tsx, resolved from the project root whatever the caller's working directory.
 */
function createPgliteDataDir(path: string): void {
  const script = isBuiltServer
    ? [resolve(import.meta.dirname, 'create-pglite-data-dir.js')]
    : ['--import', 'tsx', resolve(import.meta.dirname, 'create-pglite-data-dir.ts')];
  execFileSync(process.execPath, [...script, path], { cwd: PROJECT_ROOT, stdio: 'inherit' });
}
