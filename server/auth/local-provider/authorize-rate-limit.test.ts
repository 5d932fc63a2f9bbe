import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { localOidcRecords } from '../../db/schema/index.ts';
import { LOCAL_CLIENT_ID } from './create-local-provider.ts';
import { AUTHORIZE_RATE_LIMIT } from './routes.ts';

describe('the built-in provider’s authorization endpoint', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('is rate-limited per IP, so nobody can fill the database with interaction records', async () => {
    const authorize = new URL(`${testApp.url}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: LOCAL_CLIENT_ID,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${testApp.url}/api/callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const statuses: number[] = [];
    for (let call = 0; call <= AUTHORIZE_RATE_LIMIT.max; call++) {
      statuses.push((await fetch(authorize, { redirect: 'manual' })).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 303)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const interactions = await testApp.database.db
      .select()
      .from(localOidcRecords)
      .where(eq(localOidcRecords.model, 'Interaction'));
    expect(interactions).toHaveLength(AUTHORIZE_RATE_LIMIT.max);
  });
});
