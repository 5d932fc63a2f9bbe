import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, PGLITE_OPTIONS } from '../../../server/db/client.ts';

const MIGRATIONS = resolve(import.meta.dirname, '../../../server/db/migrations');
const CACHE_DIR = resolve(import.meta.dirname, '../../../node_modules/.cache/inkdesk-eval');

/**
 * An in-memory PGlite with every migration applied, loaded from a snapshot when one exists for exactly these
 * migrations (decision 018). A fresh PGlite runs initdb and then the migrations, most of the eval's start-up;
 * loading the dumped data directory skips both. The snapshot is keyed by a hash of the migration files, so a
 * new or changed migration makes a new one; `migrate()` still runs after loading and finds nothing to do.
 */
export async function openMigratedPglite(): Promise<Database> {
  const snapshot = join(CACHE_DIR, `migrated-${migrationsHash()}.tar.gz`);
  if (existsSync(snapshot)) {
    const database = await loadSnapshot(snapshot);
    if (database) return database;
  }
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  const database = openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir('gzip');
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed: a run killed halfway never leaves a truncated snapshot behind.
  const partial = `${snapshot}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, snapshot);
  return database;
}

/** A snapshot that does not load (another PGlite version, a damaged file) is rebuilt instead. */
async function loadSnapshot(path: string): Promise<Database | null> {
  try {
    const pglite = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(path)]) });
    const database = openDatabase({ pglite });
    await database.migrate();
    return database;
  } catch {
    return null;
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const path = join(MIGRATIONS, file);
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}
