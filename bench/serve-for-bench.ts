import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoArtist } from '../server/db/seed.ts';
import { parseEnv } from '../server/env.ts';
import { createJobQueue } from '../server/jobs/create-job-queue.ts';
import { createDiskStorage } from '../server/providers/storage/disk-storage.ts';
import { dropSearchIndex, seedManyLeads } from '../tests/fixtures/seed-many-leads.ts';
import { giveApiAccess } from '../tests/fixtures/test-api-keys.ts';

// Runs in its own process (bench/bench-server.ts starts it), so the load generator does not share its core.
const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-bench-'));
const database = openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
await database.migrate();
const jobs = await createJobQueue({ connection: database.connection });
const storage = createDiskStorage(dataDir);
await seedDemoArtist(database.db, storage);
// The lead-search bench asks for a large leads table, and for its baseline the same without the index.
if (process.env.BENCH_SEED_LEADS) {
  const artists = process.env.BENCH_SEED_ARTISTS ? Number(process.env.BENCH_SEED_ARTISTS) : undefined;
  await seedManyLeads(database.db, Number(process.env.BENCH_SEED_LEADS), artists);
  // A million seeded rows leave PostgreSQL a gigabyte of WAL to checkpoint, which it writes out over the next
  // minutes: measured then, any page took 20+ ms at p95. Flushed now, the pages are timed as at rest.
  if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`);
}
if (process.env.BENCH_WITHOUT_SEARCH_INDEX) await dropSearchIndex(database.db);
// The public API bench reads the first seeded artist's leads with a key: the Studio plan has API access.
if (process.env.BENCH_API_ACCESS_ARTIST)
  await giveApiAccess(database.db, process.env.BENCH_API_ACCESS_ARTIST);
const port = Number(process.env.PORT);
const url = `http://127.0.0.1:${port}`;
const app = await buildApp({
  env: parseEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: dataDir,
    ADMIN_EMAILS: process.env.ADMIN_EMAILS,
    // One load generator is one IP: lift the per-IP chat limit so the engine, not the limiter, is measured.
    CHAT_TURNS_PER_IP_PER_MINUTE: '100000000',
  }),
  db: database.db,
  jobs,
  storage,
  pendingQueries: database.pendingQueries,
});
await app.listen({ port, host: '127.0.0.1' });
console.log(JSON.stringify({ url, databaseKind: database.kind }));

process.once('SIGTERM', async () => {
  await app.close();
  await jobs.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
