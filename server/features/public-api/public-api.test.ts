import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_REQUESTS_PER_MINUTE } from '#common/contracts/api-keys.ts';
import {
  documentChecker,
  type OpenApiDocument,
  openApiPath,
} from '../../../tests/fixtures/openapi-contract.ts';
import { callApi, createTestApiKey, giveApiAccess } from '../../../tests/fixtures/test-api-keys.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { insertLeads } from '../../../tests/fixtures/test-leads.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { routesOfApp } from '../../../tests/isolation/registered-routes.ts';
import { leads, subscriptions } from '../../db/schema/index.ts';

const PUBLIC_API_ROUTES = (await routesOfApp()).filter((route) => route.access === 'api-key');

describe.each(testDatabaseKinds())('the public API /api/v1 and its document [%s]', (kind) => {
  let testApp: TestApp;
  let ana: TestArtist;
  let document: OpenApiDocument;
  let readKey: string;
  let anaLeadIds: string[];
  let expectAsDocumented: ReturnType<typeof documentChecker>;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    ana = await createArtist(testApp.url, {
      email: 'ana@example.com',
      artistName: 'Ana',
      styles: ['Japanese'],
    });
    await giveApiAccess(testApp.database.db, ana.id);
    anaLeadIds = await insertLeads(testApp.database.db, ana.id, [{ email: 'koi@example.com' }, {}, {}]);
    readKey = (await createTestApiKey(testApp.url, ana, ['leads:read'])).key;
    document = (await callApi(testApp.url, null, 'GET', '/api/openapi.json')).body;
    expectAsDocumented = documentChecker(document);
  });
  afterAll(() => testApp.close());

  describe('the document', () => {
    it('is OpenAPI 3.1 with every /api/v1 route and only those', () => {
      expect(document.openapi).toBe('3.1.0');
      const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      );
      const registered = PUBLIC_API_ROUTES.map((route) => `${route.method} ${openApiPath(route.url)}`);
      expect(registered.length).toBeGreaterThan(0);
      expect(documented.sort()).toEqual(registered.sort());
    });

    it('documents each route’s success and errors, and 404 wherever it reads by id', () => {
      for (const route of PUBLIC_API_ROUTES) {
        const statuses = Object.keys(
          document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!.responses,
        );
        const name = `${route.method} ${route.url}`;
        expect(statuses, name).toEqual(expect.arrayContaining(['400', '401', '402', '403', '429']));
        expect(
          statuses.filter((status) => status.startsWith('2')),
          name,
        ).toHaveLength(1);
        if (route.url.includes('/:')) expect(statuses, name).toContain('404');
      }
    });

    // A change to a contract in common/contracts changes the published API: this makes it a deliberate one
    // (`npx vitest run -u` after checking the diff is what integrators may see).
    it('matches the published document', async () => {
      const { servers: _thisTestAppsUrl, ...published } = document as OpenApiDocument & { servers: unknown };
      await expect(`${JSON.stringify(published, null, 2)}\n`).toMatchFileSnapshot('openapi.snapshot.json');
    });

    it('is served as a reference page from our own origin under our CSP', async () => {
      const page = await fetch(new URL('/api/docs/', testApp.url));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await page.text();
      expect(html).not.toMatch(/<script>|https?:\/\/(?!127\.0\.0\.1)/);
      const script = await fetch(new URL('/api/docs/static/swagger-ui-bundle.js', testApp.url));
      expect(script.status).toBe(200);
      expect((await script.text()).length).toBeGreaterThan(0);
    });
  });

  describe('leads', () => {
    it('lists the key artist’s leads as documented, with RateLimit-* headers', async () => {
      const answer = await callApi(testApp.url, readKey, 'GET', '/api/v1/leads?limit=2');
      expect(answer.status).toBe(200);
      expectAsDocumented('GET', '/api/v1/leads', answer);
      expect(answer.body.leads).toHaveLength(2);
      expect(answer.body.nextCursor).toEqual(expect.any(String));
      expect(answer.headers.get('ratelimit-limit')).toBe(String(API_KEY_REQUESTS_PER_MINUTE));
      expect(Number(answer.headers.get('ratelimit-remaining'))).toBeLessThan(API_KEY_REQUESTS_PER_MINUTE);
      expect(answer.headers.get('ratelimit-reset')).toMatch(/^\d+$/);
    });

    it('pages through every lead once by cursor, ties and microseconds included, with the filters', async () => {
      const carla = await createArtist(testApp.url, {
        email: 'carla@example.com',
        artistName: 'Carla',
        styles: ['Blackwork'],
      });
      await giveApiAccess(testApp.database.db, carla.id);
      const key = (await createTestApiKey(testApp.url, carla, ['leads:read'])).key;
      // One insert: all seven share created_at (the transaction's now()), so only the id orders them.
      const tied = await insertLeads(
        testApp.database.db,
        carla.id,
        Array.from({ length: 7 }, (_, index) => ({
          status: index % 2 ? ('booked' as const) : ('new' as const),
        })),
      );
      // Two a few microseconds apart, which a millisecond cursor would not tell apart.
      const [early, late] = await insertLeads(testApp.database.db, carla.id, [{}, {}]);
      await testApp.database.db
        .update(leads)
        .set({ createdAt: sql`timestamptz '2025-03-01T10:00:00.000100Z'` })
        .where(eq(leads.id, early!));
      await testApp.database.db
        .update(leads)
        .set({ createdAt: sql`timestamptz '2025-03-01T10:00:00.000300Z'` })
        .where(eq(leads.id, late!));
      const walk = async (filter: string) => {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const path: string = `/api/v1/leads?limit=2${filter}${cursor ? `&cursor=${cursor}` : ''}`;
          const answer = await callApi(testApp.url, key, 'GET', path);
          expect(answer.status, path).toBe(200);
          expectAsDocumented('GET', '/api/v1/leads', answer);
          seen.push(...answer.body.leads.map((lead: { id: string }) => lead.id));
          cursor = answer.body.nextCursor;
        } while (cursor);
        return seen;
      };
      const all = await walk('');
      expect(all).toHaveLength(9);
      expect(new Set(all).size).toBe(9);
      // Newest first: the seven of today, then the later of the two March leads, then the earlier.
      expect(all.slice(-2)).toEqual([late, early]);
      const booked = await walk('&status=booked');
      expect(booked.sort()).toEqual(tied.filter((_, index) => index % 2).sort());
    });

    it('refuses a cursor it did not give out and a limit over 100, naming the field', async () => {
      for (const [query, field] of [
        ['cursor=not-a-cursor', 'cursor'],
        [`cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`, 'cursor'],
        ['limit=101', 'limit'],
        ['limit=0', 'limit'],
      ] as const) {
        const answer = await callApi(testApp.url, readKey, 'GET', `/api/v1/leads?${query}`);
        expect(answer.status, query).toBe(400);
        expectAsDocumented('GET', '/api/v1/leads', answer);
        expect(Object.keys(answer.body.errors), query).toEqual([field]);
      }
    });

    it('gets one lead as documented', async () => {
      const answer = await callApi(testApp.url, readKey, 'GET', `/api/v1/leads/${anaLeadIds[0]}`);
      expect(answer.status).toBe(200);
      expectAsDocumented('GET', '/api/v1/leads/:id', answer);
      expect(answer.body.email).toBe('koi@example.com');
    });

    it('changes status and notes with leads:write, as documented', async () => {
      const writeKey = (await createTestApiKey(testApp.url, ana, ['leads:write'])).key;
      const path = `/api/v1/leads/${anaLeadIds[1]}`;
      const answer = await callApi(testApp.url, writeKey, 'PATCH', path, {
        status: 'contacted',
        notes: 'Called',
      });
      expect(answer.status).toBe(200);
      expectAsDocumented('PATCH', '/api/v1/leads/:id', answer);
      expect(answer.body).toMatchObject({ status: 'contacted', notes: 'Called' });
    });

    it('answers its errors as documented', async () => {
      const cases = [
        ['GET', '/api/v1/leads', null, 401],
        ['GET', '/api/v1/leads?limit=x', readKey, 400],
        ['PATCH', `/api/v1/leads/${anaLeadIds[0]}`, readKey, 403],
        ['GET', '/api/v1/leads/00000000-0000-4000-8000-000000000000', readKey, 404],
      ] as const;
      for (const [method, path, key, status] of cases) {
        const answer = await callApi(
          testApp.url,
          key,
          method,
          path,
          method === 'PATCH' ? { notes: 'x' } : undefined,
        );
        expect(answer.status, `${method} ${path}`).toBe(status);
        expectAsDocumented(
          method,
          path.startsWith('/api/v1/leads/') ? '/api/v1/leads/:id' : '/api/v1/leads',
          answer,
        );
      }
    });

    it('answers 402 once the plan has no API access, as documented', async () => {
      const cleo = await createArtist(testApp.url, {
        email: 'cleo@example.com',
        artistName: 'Cleo',
        styles: ['Realism'],
      });
      await giveApiAccess(testApp.database.db, cleo.id);
      const key = (await createTestApiKey(testApp.url, cleo, ['leads:read'])).key;
      await testApp.database.db
        .update(subscriptions)
        .set({ plan: 'starter' })
        .where(eq(subscriptions.artistId, cleo.id));
      const answer = await callApi(testApp.url, key, 'GET', '/api/v1/leads');
      expect(answer.status).toBe(402);
      expectAsDocumented('GET', '/api/v1/leads', answer);
      expect(answer.body.requiredPlan).toBe('studio');
    });
  });

  describe('Settings → API', () => {
    it('shows a key once, lists it by prefix with its last use, and revokes it', async () => {
      const created = await createTestApiKey(testApp.url, ana, ['leads:read', 'bookings:read'], 'Sheets');
      expect(created.key.startsWith(created.prefix)).toBe(true);
      await callApi(testApp.url, created.key, 'GET', '/api/v1/leads');
      const listed = await requestJson(testApp.url, ana.browser, 'GET', '/api/api-keys');
      const shown = listed.body.find((key: { id: string }) => key.id === created.id);
      expect(shown).toMatchObject({
        name: 'Sheets',
        prefix: created.prefix,
        scopes: ['leads:read', 'bookings:read'],
      });
      expect(shown.lastUsedAt).not.toBeNull();
      expect(JSON.stringify(listed.body)).not.toContain(created.key);
      const revoked = await requestJson(testApp.url, ana.browser, 'DELETE', `/api/api-keys/${created.id}`);
      expect(revoked.status).toBe(204);
      expect((await callApi(testApp.url, created.key, 'GET', '/api/v1/leads')).status).toBe(401);
    });

    it('refuses a key without a name or scope, naming the field', async () => {
      const { status, body } = await requestJson(testApp.url, ana.browser, 'POST', '/api/api-keys', {
        name: 'x',
        scopes: [],
      });
      expect(status).toBe(400);
      expect(body.errors).toHaveProperty('scopes');
    });
  });
});
