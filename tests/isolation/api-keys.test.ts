import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '#common/contracts/api-keys.ts';
import { bookings } from '../../server/db/schema/index.ts';
import { callApi, createTestApiKey, giveApiAccess } from '../fixtures/test-api-keys.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../fixtures/test-artists.ts';
import { testDatabaseKinds } from '../fixtures/test-database.ts';
import { makeTestImage } from '../fixtures/test-images.ts';
import { insertLeads } from '../fixtures/test-leads.ts';
import { requestJson } from '../fixtures/test-requests.ts';
import { routesOfApp } from './registered-routes.ts';
import { createStudioWorld } from './studio-world.ts';

const ROUTES = await routesOfApp();
const PUBLIC_API = ROUTES.filter((route) => route.access === 'api-key');
/** Every route a session opens: a key must open none of them (decision 077). */
const DASHBOARD = ROUTES.filter(
  (route) => route.url.startsWith('/api/') && (route.access === 'artist' || route.access === 'admin'),
);
const pathOf = (url: string, id: string) => url.replace(/:[^/]+/g, id);

describe.each(testDatabaseKinds())('API keys keep to their artist, scope and routes [%s]', (kind) => {
  let testApp: TestApp;
  let ana: TestArtist;
  let ben: TestArtist;
  let anaLeadId: string;
  let anaBookingId: string;
  let anaPieceId: string;
  let benKey: string;
  let benLeadId: string;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    const db = testApp.database.db;
    ana = await createArtist(testApp.url, {
      email: 'ana@example.com',
      artistName: 'Ana',
      styles: ['Japanese'],
    });
    ben = await createArtist(testApp.url, {
      email: 'ben@example.com',
      artistName: 'Ben',
      styles: ['Realism'],
    });
    await giveApiAccess(db, ana.id);
    await giveApiAccess(db, ben.id);
    anaLeadId = (await insertLeads(db, ana.id, [{ email: 'ana-client@example.com' }]))[0]!;
    benLeadId = (await insertLeads(db, ben.id, [{ email: 'ben-client@example.com' }]))[0]!;
    benKey = (await createTestApiKey(testApp.url, ben, [...API_KEY_SCOPES])).key;
    const [booking] = await db
      .insert(bookings)
      .values({
        artistId: ana.id,
        leadId: anaLeadId,
        startsAt: new Date(Date.UTC(2031, 0, 6, 10)),
        endsAt: new Date(Date.UTC(2031, 0, 6, 11)),
        sessionKind: 'small',
        status: 'confirmed',
      })
      .returning({ id: bookings.id });
    anaBookingId = booking!.id;
    const anaKey = (await createTestApiKey(testApp.url, ana, ['portfolio:write'])).key;
    const upload = new FormData();
    const png = new Uint8Array(await makeTestImage({ format: 'png' }));
    upload.append('images', new Blob([png], { type: 'image/png' }), 'ana.png');
    anaPieceId = (await callApi(testApp.url, anaKey, 'POST', '/api/v1/portfolio', upload)).body.id;
  });
  afterAll(() => testApp.close());

  it('another artist’s key sees none of Ana’s leads and cannot change them', async () => {
    const list = await callApi(testApp.url, benKey, 'GET', '/api/v1/leads');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('ben-client@example.com');
    expect(JSON.stringify(list.body)).not.toContain('ana-client@example.com');
    expect((await callApi(testApp.url, benKey, 'GET', `/api/v1/leads/${anaLeadId}`)).status).toBe(404);
    const patch = await callApi(testApp.url, benKey, 'PATCH', `/api/v1/leads/${anaLeadId}`, {
      notes: 'mine',
    });
    expect(patch.status).toBe(404);
    const conversation = `/api/v1/leads/${anaLeadId}/conversation`;
    expect((await callApi(testApp.url, benKey, 'GET', conversation)).status).toBe(404);
  });

  it('another artist’s key sees none of Ana’s bookings and cannot touch her portfolio', async () => {
    const list = await callApi(testApp.url, benKey, 'GET', '/api/v1/bookings');
    expect(list.status).toBe(200);
    expect(list.body.bookings).toEqual([]);
    expect((await callApi(testApp.url, benKey, 'GET', `/api/v1/bookings/${anaBookingId}`)).status).toBe(404);
    const pieces = await callApi(testApp.url, benKey, 'GET', '/api/v1/portfolio');
    expect(pieces.status).toBe(200);
    expect(JSON.stringify(pieces.body)).not.toContain(anaPieceId);
    const piece = `/api/v1/portfolio/${anaPieceId}`;
    expect((await callApi(testApp.url, benKey, 'PATCH', piece, { title: 'Mine now' })).status).toBe(404);
    expect((await callApi(testApp.url, benKey, 'DELETE', piece)).status).toBe(404);
    const anaOwn = (await createTestApiKey(testApp.url, ana, ['portfolio:write'])).key;
    const kept = await callApi(testApp.url, anaOwn, 'GET', '/api/v1/portfolio');
    expect(kept.body.map((each: { id: string; title: string }) => [each.id, each.title])).toEqual([
      [anaPieceId, expect.not.stringMatching('Mine now')],
    ]);
  });

  it('another artist cannot revoke Ana’s key, and her key keeps working', async () => {
    const anaKey = await createTestApiKey(testApp.url, ana, ['leads:read']);
    const attempt = await requestJson(testApp.url, ben.browser, 'DELETE', `/api/api-keys/${anaKey.id}`);
    expect(attempt.status).toBe(404);
    expect((await callApi(testApp.url, anaKey.key, 'GET', '/api/v1/leads')).status).toBe(200);
    const benList = await requestJson(testApp.url, ben.browser, 'GET', '/api/api-keys');
    expect(JSON.stringify(benList.body)).not.toContain(anaKey.prefix);
  });

  it('a revoked key opens nothing', async () => {
    const revoked = await createTestApiKey(testApp.url, ben, ['leads:read']);
    await requestJson(testApp.url, ben.browser, 'DELETE', `/api/api-keys/${revoked.id}`);
    for (const route of PUBLIC_API) {
      const answer = await callApi(testApp.url, revoked.key, route.method, pathOf(route.url, benLeadId));
      expect(answer.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('a key with every scope but the route’s gets 403 on every route', async () => {
    for (const scope of API_KEY_SCOPES) {
      const others = (
        await createTestApiKey(
          testApp.url,
          ben,
          API_KEY_SCOPES.filter((each) => each !== scope),
        )
      ).key;
      for (const route of PUBLIC_API.filter((each) => each.apiScope === scope)) {
        const answer = await callApi(testApp.url, others, route.method, pathOf(route.url, benLeadId));
        expect(answer.status, `${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('a studio owner’s key sees the studio’s leads as the owner does, and no other studio’s', async () => {
    const { sol, cy, vic, wu } = await createStudioWorld(testApp.url, testApp.database.db);
    const solKey = (await createTestApiKey(testApp.url, sol, ['leads:read'])).key;
    const vicKey = (await createTestApiKey(testApp.url, vic, ['leads:read'])).key;
    const solSees = await callApi(testApp.url, solKey, 'GET', '/api/v1/leads');
    const solSeesIds = JSON.stringify(solSees.body);
    expect(solSees.status).toBe(200);
    expect(solSeesIds).toContain(sol.leadId);
    expect(solSeesIds).toContain(cy.leadId);
    expect(solSeesIds).not.toContain(wu.leadId);
    expect((await callApi(testApp.url, solKey, 'GET', `/api/v1/leads/${cy.leadId}`)).status).toBe(200);
    expect((await callApi(testApp.url, vicKey, 'GET', `/api/v1/leads/${cy.leadId}`)).status).toBe(404);
    expect(JSON.stringify((await callApi(testApp.url, vicKey, 'GET', '/api/v1/leads')).body)).toContain(
      wu.leadId,
    );
  });

  it('no key is a session: every dashboard route answers 401 to it', async () => {
    expect(DASHBOARD.length).toBeGreaterThan(50);
    for (const route of DASHBOARD) {
      const answer = await callApi(testApp.url, benKey, route.method, pathOf(route.url, benLeadId));
      expect(answer.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('no session opens /api/v1: a signed-in artist without a key gets 401 before the request is read', async () => {
    for (const route of PUBLIC_API) {
      const answer = await ben.browser.request(`${pathOf(route.url, 'not-an-id')}?pageSize=x`, {
        method: route.method,
        headers: { origin: testApp.url },
      });
      expect(answer.status, `${route.method} ${route.url}`).toBe(401);
      await answer.text();
    }
  });
});
