import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
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
