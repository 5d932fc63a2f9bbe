import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioInvites } from '../../server/db/schema/index.ts';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../fixtures/test-app.ts';
import type { TestBrowser } from '../fixtures/test-browser.ts';
import { testDatabaseKinds } from '../fixtures/test-database.ts';
import { callApi, invitedToken } from '../fixtures/test-studios.ts';
import { anaMarkers, createIsolationWorld, footprintOf, type IsolationWorld } from './isolation-world.ts';
import {
  ARTIST_SCOPED_ADMIN_ROUTES,
  type Endpoint,
  endpointsOf,
  endpointKey as key,
  PROBES,
} from './probes.ts';
import { routesOfApp } from './registered-routes.ts';
import { createStudioWorld, type StudioWorld } from './studio-world.ts';

// Every API route the app registers, with the access it declares: listed before the tests are collected.
const ENDPOINTS = endpointsOf(await routesOfApp());
const probed = ENDPOINTS.filter((endpoint) => endpoint.probe);

describe.each(testDatabaseKinds({ postgresBecause: 'production-pairing' }))(
  'tenant isolation (spec §1) [%s]',
  (kind) => {
    let testApp: TestApp;
    let world: IsolationWorld;
    let anaBefore: Awaited<ReturnType<typeof footprintOf>>;

    beforeAll(async () => {
      testApp = await startTestApp(kind);
      world = await createIsolationWorld(testApp.url, testApp.database.db, TEST_ADMIN_EMAIL);
      anaBefore = await footprintOf(testApp.database.db, world.ana.id);
    });
    afterAll(() => testApp.close());

    /** Sends the endpoint's probe as `browser` (null: signed out) and returns the status and body text. */
    async function send(browser: TestBrowser | null, endpoint: Endpoint) {
      const probe = endpoint.probe!(world);
      const headers: Record<string, string> = { origin: testApp.url };
      let body: BodyInit | undefined;
      if (probe.isMultipart) body = new FormData();
      else if (probe.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(probe.body);
      }
      const init = { method: endpoint.method, headers, body };
      const response = browser
        ? await browser.request(probe.path, init)
        : await fetch(new URL(probe.path, testApp.url), init);
      return { status: response.status, text: await response.text() };
    }

    const expectNothingOfAna = (text: string) => {
      for (const marker of anaMarkers(world)) expect(text).not.toContain(marker);
    };
    const expectAnaUnchanged = async () =>
      expect(await footprintOf(testApp.database.db, world.ana.id)).toEqual(anaBefore);

    it('probes every API route the app registers that is not public', () => {
      const tabled = new Set(PROBES.map(key));
      expect(tabled.size, 'a route is in the table twice').toBe(PROBES.length);
      const registered = new Set(ENDPOINTS.map(key));
      const stale = [...tabled].filter((route) => !registered.has(route));
      expect(stale, 'probes for routes the app does not register (renamed?)').toEqual([]);
      const missing = ENDPOINTS.filter(
        (endpoint) => endpoint.access !== 'public' && !tabled.has(key(endpoint)),
      );
      expect(missing.map(key), 'probe these in tests/isolation/probes.ts').toEqual([]);
      const unprobed = new Set(PROBES.filter((entry) => entry.unprobed).map(key));
      const nowPublic = ENDPOINTS.filter(
        (endpoint) => endpoint.access === 'public' && unprobed.has(key(endpoint)),
      );
      expect(nowPublic.map(key), 'declared public, yet unprobed as a route that is not').toEqual([]);
    });

    it('keeps every /api/admin/* call outside the artist-scoped lead calls admin-only', () => {
      const open = ENDPOINTS.filter(
        (endpoint) =>
          endpoint.route.startsWith('/api/admin/') &&
          endpoint.access !== 'admin' &&
          !ARTIST_SCOPED_ADMIN_ROUTES.has(endpoint.route),
      );
      expect(open.map(key)).toEqual([]);
    });

    describe('artist Ben aiming at artist Ana’s data', () => {
      it.for(probed.filter((endpoint) => endpoint.isolation !== 'none' && endpoint.access !== 'admin'))(
        '$method $route',
        async (endpoint) => {
          const { status, text } = await send(world.ben.browser, endpoint);
          expectNothingOfAna(text);
          if (endpoint.isolation === 'not-found') expect(status).toBe(404);
          // Ben's own data must be in the answer, so an empty one cannot pass for an isolated one.
          if (endpoint.benSees) {
            expect(status).toBe(200);
            expect(text).toContain(endpoint.benSees(world));
          }
          await expectAnaUnchanged();
        },
      );
    });

    describe('signed out', () => {
      it.for(probed.filter((endpoint) => endpoint.access !== 'public'))(
        '$method $route answers 401',
        async (endpoint) => {
          const { status, text } = await send(null, endpoint);
          expect({ status, body: JSON.parse(text) }).toEqual({
            status: 401,
            body: { message: 'Unauthorized' },
          });
          await expectAnaUnchanged();
        },
      );

      // Issue #12 item 13: guards run onRequest, before the body is parsed or validated, so a signed-out
      // request learns nothing from a validation error.
      it.for(ENDPOINTS.filter((endpoint) => endpoint.access !== 'public'))(
        '$method $route answers 401 before it reads a malformed request',
        async (endpoint) => {
          const path = endpoint.route.replace(/:[^/]+/g, 'not-an-id');
          const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
          const response = await fetch(new URL(`${path}?page=-1&limit=x`, testApp.url), {
            method: endpoint.method,
            headers: { origin: testApp.url, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            ...(hasBody ? { body: '{"not": "closed"' } : {}),
          });
          expect(response.status).toBe(401);
        },
      );

      it.for(probed.filter((endpoint) => endpoint.access === 'public'))(
        '$method $route reveals nothing private',
        async (endpoint) => {
          const { status, text } = await send(null, endpoint);
          expect(status).toBe(404);
          expectNothingOfAna(text);
        },
      );
    });

    describe('admin-only calls', () => {
      it.for(probed.filter((endpoint) => endpoint.access === 'admin'))(
        '$method $route: 403 for an artist, open to an admin',
        async (endpoint) => {
          const asArtist = await send(world.ben.browser, endpoint);
          expect({ status: asArtist.status, body: JSON.parse(asArtist.text) }).toEqual({
            status: 403,
            body: { message: 'Admin access required' },
          });
          expect([401, 403]).not.toContain((await send(world.admin, endpoint)).status);
          await expectAnaUnchanged();
        },
      );
    });
    // Decision 073: the studio roles, declared on each route (studio-member, studio-manager, studio-owner).
    describe('studios', () => {
      let studio: StudioWorld;
      beforeAll(async () => {
        studio = await createStudioWorld(testApp.url, testApp.database.db);
      });
      const byAccess = (access: Endpoint['access']) =>
        probed.filter((endpoint) => endpoint.access === access);
      const leadIdsOf = async (browser: TestBrowser) =>
        (
          (await callApi(browser, 'GET', '/api/admin/leads?pageSize=100')).body.leads as Array<{ id: string }>
        ).map((lead) => lead.id);

      it.for(byAccess('studio-owner'))(
        '$method $route: owner only, 403 for front desk, artists and outsiders',
        async (endpoint) => {
          for (const who of [studio.fay, studio.cy, world.ben]) {
            const { status, text } = await send(who.browser, endpoint);
            expect({ status, body: JSON.parse(text) }).toEqual({
              status: 403,
              body: { message: 'Only the studio owner can do that' },
            });
          }
          expect([401, 403]).not.toContain((await send(studio.sol.browser, endpoint)).status);
          await expectAnaUnchanged();
        },
      );

      it.for(byAccess('studio-manager'))(
        '$method $route: owner and front desk, 403 for an artist',
        async (endpoint) => {
          expect((await send(studio.cy.browser, endpoint)).status).toBe(403);
          expect((await send(world.ben.browser, endpoint)).status).toBe(403);
          // Ana's lead is in no studio: for the front desk it is not there at all.
          expect((await send(studio.fay.browser, endpoint)).status).toBe(404);
          await expectAnaUnchanged();
        },
      );

      it.for(byAccess('studio-member'))('$method $route: 403 for someone in no studio', async (endpoint) => {
        expect(await send(world.ben.browser, endpoint)).toEqual({
          status: 403,
          text: JSON.stringify({ message: 'You are not in a studio' }),
        });
      });

      it('artist vs artist in one studio: each sees only their own leads; the owner and front desk see both', async () => {
        const { sol, fay, cy } = studio;
        expect(await leadIdsOf(cy.browser)).toEqual([cy.leadId]);
        expect((await callApi(cy.browser, 'GET', `/api/admin/leads/${sol.leadId}/details`)).status).toBe(404);
        expect(
          (await callApi(cy.browser, 'PATCH', `/api/admin/leads/${sol.leadId}`, { notes: 'mine' })).status,
        ).toBe(404);
        for (const manager of [sol, fay]) {
          expect(await leadIdsOf(manager.browser)).toEqual(expect.arrayContaining([sol.leadId, cy.leadId]));
        }
      });

      it('Inbox threads: an artist reads only their own; the owner and front desk every member’s; no other studio', async () => {
        const { sol, fay, cy, vic, wu } = studio;
        const threadIdsOf = async (browser: TestBrowser) =>
          ((await callApi(browser, 'GET', '/api/inbox/threads')).body.threads as Array<{ id: string }>).map(
            (thread) => thread.id,
          );
        expect(await threadIdsOf(cy.browser)).toEqual([cy.threadId]);
        for (const [method, path, body] of [
          ['GET', `/api/inbox/threads/${sol.threadId}`, undefined],
          ['POST', `/api/inbox/threads/${sol.threadId}/replies`, { text: 'Not mine' }],
          ['PATCH', `/api/inbox/threads/${sol.threadId}`, { isBotPaused: true }],
          ['GET', `/api/inbox/threads/${sol.threadId}/images/0a1b2c.webp`, undefined],
        ] as const) {
          expect((await callApi(cy.browser, method, path, body)).status, `${method} ${path}`).toBe(404);
        }
        for (const manager of [sol, fay]) {
          expect((await threadIdsOf(manager.browser)).sort()).toEqual([sol.threadId, cy.threadId].sort());
          const read = await callApi(manager.browser, 'GET', `/api/inbox/threads/${cy.threadId}`);
          expect(read.body).toMatchObject({
            artistName: 'cy Ink',
            messages: [{ text: `A DM for ${cy.id}` }],
          });
        }
        expect(await threadIdsOf(vic.browser)).toEqual(expect.arrayContaining([vic.threadId, wu.threadId]));
        expect(await threadIdsOf(vic.browser)).not.toContain(cy.threadId);
        expect((await callApi(vic.browser, 'GET', `/api/inbox/threads/${cy.threadId}`)).status).toBe(404);
        const reassign = await callApi(vic.browser, 'POST', `/api/studio/threads/${cy.threadId}/reassign`, {
          artistId: wu.id,
          reason: 'Taken over',
        });
        expect(reassign.status).toBe(404);
        // Front desk may reassign within the studio, but never to itself: it does not tattoo.
        const toDesk = await callApi(fay.browser, 'POST', `/api/studio/threads/${cy.threadId}/reassign`, {
          artistId: fay.id,
          reason: 'x',
        });
        expect(toDesk.body.errors).toEqual({ artistId: 'Choose an artist of this studio' });
      });

      it('studio vs studio: nothing of one reaches the other, not even through a reassign', async () => {
        const { sol, cy, vic, wu } = studio;
        const vicSees = await leadIdsOf(vic.browser);
        expect(vicSees).toEqual(expect.arrayContaining([vic.leadId, wu.leadId]));
        for (const leadId of [sol.leadId, cy.leadId, world.ana.leadId]) expect(vicSees).not.toContain(leadId);
        const reassign = await callApi(vic.browser, 'POST', `/api/studio/leads/${cy.leadId}/reassign`, {
          artistId: wu.id,
          reason: 'Taken over',
        });
        expect(reassign.status).toBe(404);
        const members = (await callApi(vic.browser, 'GET', '/api/studio/members')).body as Array<{
          userId: string;
        }>;
        expect(members.map((member) => member.userId).sort()).toEqual([vic.id, wu.id].sort());
        expect((await callApi(vic.browser, 'DELETE', `/api/studio/members/${cy.id}`)).status).toBe(404);
      });

      it('invite links: refused for the wrong email, when expired, and when replayed', async () => {
        const { sol, cy } = studio;
        await callApi(sol.browser, 'POST', '/api/studio/invites', {
          email: 'ben@example.com',
          role: 'artist',
        });
        const token = await invitedToken(testApp.database.db, 'ben@example.com');
        expect((await callApi(cy.browser, 'POST', `/api/studio-invites/${token}/accept`)).status).toBe(403);
        await testApp.database.db
          .update(studioInvites)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(studioInvites.email, 'ben@example.com'));
        expect((await callApi(world.ben.browser, 'POST', `/api/studio-invites/${token}/accept`)).status).toBe(
          410,
        );
        // Cy's own link, used when Cy joined, is refused the second time.
        const used = await invitedToken(testApp.database.db, 'cy@example.com');
        expect((await callApi(cy.browser, 'POST', `/api/studio-invites/${used}/accept`)).status).toBe(410);
        expect((await callApi(world.ben.browser, 'GET', '/api/studio')).body).toEqual({ studio: null });
      });
    });
  },
);
