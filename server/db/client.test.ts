import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { waitForConnectionsToClose } from '../../tests/fixtures/test-database.ts';
import { withDatabase } from '../../tests/setup/global-database.ts';
import { DB_CONNECT_TIMEOUT_MS, openDatabase } from './client.ts';
import { demoItems } from './schema/index.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('PGlite on disk', () => {
  it('creates a fresh data folder, keeps what was written across a restart, with 64 MB shared buffers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-db-'));
    folders.push(dataDir);

    const first = openDatabase({ dataDir });
    await first.migrate();
    await first.db.insert(demoItems).values({ title: 'Kept across restarts' });
    await first.close();

    const second = openDatabase({ dataDir });
    await second.migrate();
    const titles = await second.db.select({ title: demoItems.title }).from(demoItems);
    // Both drivers answer with `rows`; the shared Db type does not say so.
    const settings = (await second.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] };
    await second.close();

    expect(titles).toEqual([{ title: 'Kept across restarts' }]);
    expect(settings.rows).toEqual([{ shared_buffers: '64MB' }]);
  }, 60_000);
});

describe.runIf(inject('postgresTemplate'))('PostgreSQL migrations', () => {
  it('two instances migrating one fresh database at once both succeed, each migration applied once', async () => {
    const { serverUrl } = inject('postgresTemplate')!;
    const name = `inkdesk_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const instances = [0, 1].map(() => openDatabase({ databaseUrl: withDatabase(serverUrl, name) }));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const applied = (await instances[0]!.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ count: number }> };
      const journal = JSON.parse(
        readFileSync(join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied.rows[0]!.count).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await waitForConnectionsToClose(admin, name);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});

describe('a database that fails at boot (issue #13 item 5)', () => {
  it(
    'gives up on a server that accepts the connection but never answers, in seconds',
    async () => {
      const silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      const database = openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/inkdesk` });
      try {
        await expect(database.migrate()).rejects.toThrow(
          /^The database could not be opened: Connection terminated due to connection timeout/,
        );
      } finally {
        await database.close();
        silent.close();
      }
    },
    4 * DB_CONNECT_TIMEOUT_MS,
  );

  it.runIf(inject('postgresTemplate'))('says in one line that the database does not exist', async () => {
    const { serverUrl } = inject('postgresTemplate')!;
    const database = openDatabase({ databaseUrl: withDatabase(serverUrl, 'inkdesk_no_such_database') });
    try {
      const failure = await database.migrate().catch((error: Error) => error);
      expect((failure as Error).message).toBe(
        'The database could not be opened: database "inkdesk_no_such_database" does not exist',
      );
    } finally {
      await database.close();
    }
  });
});
