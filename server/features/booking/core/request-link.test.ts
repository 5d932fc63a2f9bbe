import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/fixtures/test-database.ts';
import { insertLeads } from '../../../../tests/fixtures/test-leads.ts';
import type { Database } from '../../../db/client.ts';
import { DEMO_ARTIST_ID, seedDemoArtist } from '../../../db/seed.ts';
import { createDiskStorage } from '../../../providers/storage/disk-storage.ts';
import { findLeadByToken, type RequestLinkEnv, requestPageUrl } from './request-link.ts';

const FIRST = 'first-secret-of-the-fleet-0123456789';
const SECOND = 'second-secret-of-the-fleet-0123456789';

// Issue #24 item 13: a link emailed by one instance opens on every other, and survives a secret being set or rotated.
// Signing has no SQL of its own: PGlite alone.
describe('request links across instances and secrets', () => {
  let database: Database;
  let leadId: string;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemoArtist(database.db, createDiskStorage(mkdtempSync(join(tmpdir(), 'inkdesk-link-'))));
    leadId = (await insertLeads(database.db, DEMO_ARTIST_ID, [{}]))[0]!;
  });
  afterAll(() => database.close());

  const instance = (overrides: Partial<RequestLinkEnv> = {}): RequestLinkEnv => ({
    APP_URL: 'https://inkdesk.example.com',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'inkdesk-instance-')),
    REQUEST_LINK_SECRET: undefined,
    REQUEST_LINK_PREVIOUS_SECRETS: [],
    ...overrides,
  });
  const tokenIn = (url: string) => url.split('/r/')[1]!;
  const opens = (env: RequestLinkEnv, url: string) =>
    findLeadByToken({ db: database.db, env, token: tokenIn(url) });

  it('opens on another instance that shares REQUEST_LINK_SECRET', async () => {
    const url = await requestPageUrl({
      db: database.db,
      env: instance({ REQUEST_LINK_SECRET: FIRST }),
      leadId,
    });
    expect(await opens(instance({ REQUEST_LINK_SECRET: FIRST }), url)).toBe(leadId);
  });

  it('keeps opening after a rotation while the old secret is listed in REQUEST_LINK_PREVIOUS_SECRETS', async () => {
    const url = await requestPageUrl({
      db: database.db,
      env: instance({ REQUEST_LINK_SECRET: FIRST }),
      leadId,
    });
    expect(
      await opens(instance({ REQUEST_LINK_SECRET: SECOND, REQUEST_LINK_PREVIOUS_SECRETS: [FIRST] }), url),
    ).toBe(leadId);
    expect(await opens(instance({ REQUEST_LINK_SECRET: SECOND }), url)).toBeUndefined();
  });

  it('keeps opening links signed with the generated secret once REQUEST_LINK_SECRET is set on the same data dir', async () => {
    const machine = instance();
    const url = await requestPageUrl({ db: database.db, env: machine, leadId });
    expect(await opens({ ...machine, REQUEST_LINK_SECRET: FIRST }, url)).toBe(leadId);
    // New links are signed with the variable from then on.
    const newUrl = await requestPageUrl({
      db: database.db,
      env: { ...machine, REQUEST_LINK_SECRET: FIRST },
      leadId,
    });
    expect(await opens(instance({ REQUEST_LINK_SECRET: FIRST }), newUrl)).toBe(leadId);
  });
});
