import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { DEMO_ARTIST_ID, seedDemoArtist } from '../../db/seed.ts';
import { parseEnv } from '../../env.ts';
import { createDiskStorage } from '../../providers/storage/disk-storage.ts';

describe('DEMO_SEED (issue #24 item 16, decision 056)', () => {
  const deployment = { NODE_ENV: 'production', APP_URL: 'https://inkdesk.example.com' };

  it('is on for the embedded defaults, npm start included, and off for a production deployment', () => {
    expect(parseEnv({}).DEMO_SEED).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production' }).DEMO_SEED).toBe(true);
    expect(parseEnv({ DATABASE_URL: 'postgres://db/inkdesk' }).DEMO_SEED).toBe(true);
    expect(parseEnv({ ...deployment, DATABASE_URL: 'postgres://db/inkdesk' }).DEMO_SEED).toBe(false);
    expect(
      parseEnv({
        ...deployment,
        TRUST_PROXY: '1',
        OIDC_ISSUER_URL: 'https://id.example.com',
        OIDC_CLIENT_ID: 'inkdesk',
        REQUEST_LINK_SECRET: 'a-request-link-secret-of-32-characters-or-more',
      }).DEMO_SEED,
    ).toBe(false);
  });

  it('is what the operator sets, whatever the rest says', () => {
    expect(parseEnv({ DEMO_SEED: 'false' }).DEMO_SEED).toBe(false);
    expect(
      parseEnv({ ...deployment, DATABASE_URL: 'postgres://db/inkdesk', DEMO_SEED: 'true' }).DEMO_SEED,
    ).toBe(true);
    expect(() => parseEnv({ DEMO_SEED: 'yes' })).toThrow(/DEMO_SEED/);
  });
});

describe('the landing demo chat without the demo artist', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite');
    // As a deployment that never seeded it: the test app seeds the demo artist, so take it away again.
    await testApp.database.db.delete(users).where(eq(users.id, DEMO_ARTIST_ID));
  });
  afterAll(() => testApp.close());

  const demoStatus = async () => {
    const response = await fetch(`${testApp.url}/api/chat/demo`);
    return { status: response.status, body: await response.json() };
  };

  it('says the demo is off, and a turn sent anyway is a 404 that says so, not a 500', async () => {
    expect(await demoStatus()).toEqual({ status: 200, body: { isAvailable: false } });
    const turn = await fetch(`${testApp.url}/api/chat/consult`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: nanoid(), messages: [{ role: 'user', content: 'a fern' }] }),
    });
    expect(turn.status).toBe(404);
    expect(await turn.json()).toMatchObject({ message: 'The live demo is off on this site' });
  });

  it('says it is on once the demo artist is seeded', async () => {
    await seedDemoArtist(
      testApp.database.db,
      createDiskStorage(mkdtempSync(join(tmpdir(), 'inkdesk-demo-'))),
    );
    expect(await demoStatus()).toEqual({ status: 200, body: { isAvailable: true } });
  });
});
