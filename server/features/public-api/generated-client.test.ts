import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientFolder,
  compileStrict,
  generateTypes,
} from '../../../tests/fixtures/generated-client/generate-client.ts';
import { createTestApiKey, giveApiAccess } from '../../../tests/fixtures/test-api-keys.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import { insertLeads } from '../../../tests/fixtures/test-leads.ts';

/** An integrator's few lines: openapi-fetch typed by the generated `paths`, one call, one field read. */
const LEADS_CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export async function listLeadEmails(baseUrl: string, key: string): Promise<string[]> {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${key}\` } });
  const { data, error } = await client.GET('/api/v1/leads', { params: { query: { limit: 10 } } });
  if (error) throw new Error(error.message);
  return data.leads.map((lead) => lead.email);
}
`;

/** The same call with a query parameter and a field the document does not have: the types must refuse both. */
const WRONG_CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

export async function wrong(baseUrl: string) {
  const { data } = await createClient<paths>({ baseUrl }).GET('/api/v1/leads', {
    params: { query: { pageSize: 10 } },
  });
  return data?.leads[0]?.emailAddress;
}
`;

/**
 * Issue #29 "Done means": a client generated from the served document (openapi-typescript) compiles in strict mode
 * and makes a real call. The types come from the live app's /api/openapi.json, not from the snapshot.
 */
describe('a client generated from /api/openapi.json', () => {
  let testApp: TestApp;
  let key: string;
  let folder: string;
  let diagnostics: string[];

  beforeAll(async () => {
    testApp = await startTestApp('pglite');
    const ana = await createArtist(testApp.url, {
      email: 'ana@example.com',
      artistName: 'Ana',
      styles: ['Japanese'],
    });
    await giveApiAccess(testApp.database.db, ana.id);
    await insertLeads(testApp.database.db, ana.id, [{ email: 'koi@example.com' }]);
    key = (await createTestApiKey(testApp.url, ana, ['leads:read'])).key;
    folder = clientFolder();
    await generateTypes(new URL('/api/openapi.json', testApp.url).href, `${folder}/api.ts`);
    // One program for both clients: a compiler run on the generated types takes seconds.
    diagnostics = await compileStrict(folder, {
      'leads-client.ts': LEADS_CLIENT,
      'wrong-client.ts': WRONG_CLIENT,
    });
  }, 60_000);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await testApp.close();
  });

  it('compiles in strict mode and lists the key’s leads over HTTP', async () => {
    expect(diagnostics.filter((line) => !line.startsWith('wrong-client.ts:'))).toEqual([]);
    const client: { listLeadEmails: (baseUrl: string, key: string) => Promise<string[]> } = await import(
      pathToFileURL(`${folder}/leads-client.js`).href
    );
    expect(await client.listLeadEmails(testApp.url, key)).toEqual(['koi@example.com']);
  });

  it('types the routes from the document: an unknown parameter or field does not compile', () => {
    const errors = diagnostics.join('\n');
    expect(errors).toMatch(/'pageSize' does not exist/);
    expect(errors).toMatch(/'emailAddress' does not exist/);
  });
});
