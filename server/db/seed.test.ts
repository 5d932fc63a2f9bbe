import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../tests/fixtures/test-database.ts';
import { createDiskStorage } from '../providers/storage/disk-storage.ts';
import type { Database } from './client.ts';
import { DEMO_PORTFOLIO } from './demo-portfolio-art.ts';
import { portfolioPieces, users } from './schema/index.ts';
import { DEMO_ARTIST_ID, seedDemoArtist } from './seed.ts';

// Issue #24 item 16: two instances starting at once on a new database seeded the portfolio twice.
describe.each(testDatabaseKinds({ postgresBecause: 'migrations' }))('the demo seed [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('seeds the demo artist and its portfolio once, however many instances start at the same moment', async () => {
    const storage = createDiskStorage(mkdtempSync(join(tmpdir(), 'inkdesk-seed-')));
    await Promise.all(Array.from({ length: 4 }, () => seedDemoArtist(database.db, storage)));
    await seedDemoArtist(database.db, storage);

    const pieces = await database.db
      .select({ id: portfolioPieces.id })
      .from(portfolioPieces)
      .where(eq(portfolioPieces.artistId, DEMO_ARTIST_ID));
    expect(pieces).toHaveLength(DEMO_PORTFOLIO.length);
    const artists = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, DEMO_ARTIST_ID));
    expect(artists).toHaveLength(1);
  });
});
