import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_REQUESTS_PER_MINUTE, API_KEY_SCOPES, type ApiKeyScope } from '#common/contracts/api-keys.ts';
import {
  documentChecker,
  type OpenApiDocument,
  openApiPath,
} from '../../../tests/fixtures/openapi-contract.ts';
import { callApi, createTestApiKey, giveApiAccess } from '../../../tests/fixtures/test-api-keys.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, createLead, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { makeTestImage, PNG_1PX_BASE64 } from '../../../tests/fixtures/test-images.ts';
import { routesOfApp } from '../../../tests/isolation/registered-routes.ts';
import { bookings, idempotencyKeys, subscriptions } from '../../db/schema/index.ts';
import { claimIdempotencyKey } from './idempotency/idempotency-store.ts';

const ROUTES = (await routesOfApp()).filter((route) => route.access === 'api-key');
const routeKey = (method: string, url: string) => `${method} ${url}`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A multipart body of `images` files, as an integration's HTTP client sends it. */
function imageForm(...files: Array<{ bytes: Buffer; name: string; type?: string }>) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      'images',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  }
  return form;
}

/**
 * Issue #29 "Done means": every /api/v1 route answers what the served document says, for its success and for each
 * error it documents, checked against the document's own schemas (tests/fixtures/openapi-contract.ts). The last
 * test fails when a documented status of any route was never seen here.
 */
describe.each(testDatabaseKinds())('every /api/v1 route answers as documented [%s]', (kind) => {
  let testApp: TestApp;
  let ana: TestArtist;
  let allScopes: string;
  let document: OpenApiDocument;
  let check: ReturnType<typeof documentChecker>;
  /** Each route's statuses answered and checked against the document. */
  const seen = new Map<string, Set<number>>();
  /** Ana's own things, by the route that reads them, filled as they are made. */
  const ids: Record<string, string> = {};

  /** One call, its answer checked against the document and counted for the route. */
  async function expectCall(
    route: string,
    key: string | null,
    path: string,
    status: number,
    body?: unknown,
    headers?: Record<string, string>,
  ) {
    const [method, url] = route.split(' ') as [string, string];
    const answer = await callApi(testApp.url, key, method, path, body, headers);
    expect(answer.status, `${route} → ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
    check(method, url, answer);
    seen.set(route, (seen.get(route) ?? new Set()).add(status));
    return answer;
  }

  /** The route's path with Ana's thing in it, or `id` for every parameter. */
  const pathOf = (url: string, id?: string) =>
    id ? url.replace(/:(\w+)/g, id) : url.replace(':id', ids[url]!);

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    const db = testApp.database.db;
    ana = await createArtist(testApp.url, {
      email: 'ana@example.com',
      artistName: 'Ana',
      styles: ['Japanese'],
    });
    await giveApiAccess(db, ana.id);
    allScopes = (await createTestApiKey(testApp.url, ana, [...API_KEY_SCOPES])).key;
    const { leadId } = await createLead(testApp.url, {
      artistId: ana.id,
      lines: ['A koi on my forearm, like this one'],
      email: 'koi@example.com',
      images: [PNG_1PX_BASE64],
    });
    const starts = new Date(Date.UTC(2031, 4, 6, 10));
    const [booking] = await db
      .insert(bookings)
      .values({
        artistId: ana.id,
        leadId,
        startsAt: starts,
        endsAt: new Date(starts.getTime() + 3_600_000),
        sessionKind: 'small',
        status: 'confirmed',
        confirmedAt: new Date(),
      })
      .returning({ id: bookings.id });
    Object.assign(ids, {
      '/api/v1/leads/:id': leadId,
      '/api/v1/leads/:id/conversation': leadId,
      '/api/v1/bookings/:id': booking!.id,
    });
    document = (await callApi(testApp.url, null, 'GET', '/api/openapi.json')).body;
    check = documentChecker(document);
  });
  afterAll(() => testApp.close());

  it('answers each route’s success as documented', async () => {
    await expectCall('GET /api/v1/leads', allScopes, '/api/v1/leads', 200);
    const lead = await expectCall('GET /api/v1/leads/:id', allScopes, pathOf('/api/v1/leads/:id'), 200);
    expect(lead.body.email).toBe('koi@example.com');
    await expectCall('PATCH /api/v1/leads/:id', allScopes, pathOf('/api/v1/leads/:id'), 200, {
      status: 'contacted',
    });
    const conversation = await expectCall(
      'GET /api/v1/leads/:id/conversation',
      allScopes,
      pathOf('/api/v1/leads/:id/conversation'),
      200,
    );
    const imageUrl: string = conversation.body.messages[0].images[0].url;
    // The image is under this API, where the same key opens it; never a dashboard URL.
    expect(imageUrl).toMatch(
      new RegExp(`^/api/v1/leads/${ids['/api/v1/leads/:id']}/images/[a-f0-9]+\\.webp$`),
    );
    const image = await expectCall('GET /api/v1/leads/:id/images/:name', allScopes, imageUrl, 200);
    // Chat images are stored as WebP (store-chat-images.ts), whatever the client sent.
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.bytes.subarray(8, 12).toString()).toBe('WEBP');

    const list = await expectCall('GET /api/v1/bookings', allScopes, '/api/v1/bookings', 200);
    expect(list.body.bookings.map((each: { id: string }) => each.id)).toEqual([ids['/api/v1/bookings/:id']]);
    const booking = await expectCall(
      'GET /api/v1/bookings/:id',
      allScopes,
      pathOf('/api/v1/bookings/:id'),
      200,
    );
    expect(booking.body).toMatchObject({ leadId: ids['/api/v1/leads/:id'], status: 'confirmed' });
    const availability = await expectCall('GET /api/v1/availability', allScopes, '/api/v1/availability', 200);
    expect(availability.body).not.toHaveProperty('calendarFeedUrl');
    expect(JSON.stringify(availability.body)).not.toContain('/api/calendar/');

    const created = await expectCall(
      'POST /api/v1/portfolio',
      allScopes,
      '/api/v1/portfolio',
      201,
      imageForm({ bytes: await makeTestImage({ format: 'png' }), name: 'koi.png' }),
    );
    expect(created.body).toMatchObject({ metadataStatus: 'pending', publishedAt: null });
    ids['/api/v1/portfolio/:id'] = created.body.id;
    const pieces = await expectCall('GET /api/v1/portfolio', allScopes, '/api/v1/portfolio', 200);
    expect(pieces.body.map((piece: { id: string }) => piece.id)).toContain(created.body.id);
    const renamed = await expectCall(
      'PATCH /api/v1/portfolio/:id',
      allScopes,
      pathOf('/api/v1/portfolio/:id'),
      200,
      {
        title: 'Koi sleeve',
      },
    );
    expect(renamed.body.title).toBe('Koi sleeve');
    await testApp.jobs.whenIdle();
    await expectCall('DELETE /api/v1/portfolio/:id', allScopes, pathOf('/api/v1/portfolio/:id'), 204);
    expect((await callApi(testApp.url, allScopes, 'GET', '/api/v1/portfolio')).body).toEqual([]);
  });

  it('answers a bad request with a 400 naming the field', async () => {
    const lead = ids['/api/v1/leads/:id']!;
    const cases: Array<[route: string, path: string, field: string, body?: unknown]> = [
      ['GET /api/v1/leads', '/api/v1/leads?fitScore=great', 'fitScore'],
      ['GET /api/v1/leads/:id', '/api/v1/leads/42', 'id'],
      ['PATCH /api/v1/leads/:id', `/api/v1/leads/${lead}`, 'status', { status: 'won' }],
      ['GET /api/v1/leads/:id/conversation', '/api/v1/leads/42/conversation', 'id'],
      ['GET /api/v1/leads/:id/images/:name', `/api/v1/leads/${lead}/images/secret`, 'name'],
      ['GET /api/v1/bookings', '/api/v1/bookings?from=yesterday', 'from'],
      ['GET /api/v1/bookings/:id', '/api/v1/bookings/42', 'id'],
      ['GET /api/v1/availability', '/api/v1/availability?week=next', 'week'],
      ['GET /api/v1/portfolio', '/api/v1/portfolio?styel=Japanese', 'styel'],
      ['POST /api/v1/portfolio', '/api/v1/portfolio', 'images', imageForm()],
      ['PATCH /api/v1/portfolio/:id', `/api/v1/portfolio/${UNKNOWN_ID}`, 'title', { title: '' }],
      ['DELETE /api/v1/portfolio/:id', '/api/v1/portfolio/42', 'id'],
    ];
    for (const [route, path, field, body] of cases) {
      const answer = await expectCall(route, allScopes, path, 400, body);
      expect(Object.keys(answer.body.errors), route).toContain(field);
    }
    // A file that is no image is named by its place in the upload, as the dashboard's upload names it.
    const notImage = await expectCall(
      'POST /api/v1/portfolio',
      allScopes,
      '/api/v1/portfolio',
      400,
      imageForm({ bytes: Buffer.from('just words, no picture'), name: 'notes.txt', type: 'text/plain' }),
    );
    expect(notImage.body.errors['images.0']).toMatch(/notes\.txt is not a JPEG/);
  });

  it('answers 413 to more than one file in an upload, and saves none', async () => {
    const png = await makeTestImage({ format: 'png' });
    const answer = await expectCall(
      'POST /api/v1/portfolio',
      allScopes,
      '/api/v1/portfolio',
      413,
      imageForm({ bytes: png, name: 'a.png' }, { bytes: png, name: 'b.png' }),
    );
    expect(answer.body.errors.images).toMatch(/at most one image/);
    expect((await callApi(testApp.url, allScopes, 'GET', '/api/v1/portfolio')).body).toEqual([]);
  });

  it('answers a POST’s Idempotency-Key as documented: the same answer again, 422 for another body, 409 while it runs', async () => {
    const route = 'POST /api/v1/portfolio';
    const koi = imageForm({ bytes: await makeTestImage({ format: 'png', width: 33 }), name: 'koi.png' });
    const once = { 'idempotency-key': 'contract-upload' };
    const first = await expectCall(route, allScopes, '/api/v1/portfolio', 201, koi, once);
    const replayed = await expectCall(route, allScopes, '/api/v1/portfolio', 201, koi, once);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(first.body);
    const crane = imageForm({ bytes: await makeTestImage({ format: 'png', width: 34 }), name: 'crane.png' });
    await expectCall(route, allScopes, '/api/v1/portfolio', 422, crane, once);
    // The first request of a key still running, as its claim stands until it answers.
    const keyId = (await testApp.database.db.select().from(idempotencyKeys))[0]!.apiKeyId;
    await claimIdempotencyKey(
      { db: testApp.database.db, clock: () => new Date() },
      { apiKeyId: keyId, artistId: ana.id, key: 'contract-running' },
      'a first request',
    );
    await expectCall(route, allScopes, '/api/v1/portfolio', 409, crane, {
      'idempotency-key': 'contract-running',
    });
    await callApi(testApp.url, allScopes, 'DELETE', `/api/v1/portfolio/${first.body.id}`);
  });

  it('answers 401 without a key and 403 with a key lacking the route’s scope, on every route', async () => {
    const lacking = new Map<ApiKeyScope, string>();
    for (const scope of API_KEY_SCOPES) {
      const others = API_KEY_SCOPES.filter((each) => each !== scope);
      lacking.set(scope, (await createTestApiKey(testApp.url, ana, others)).key);
    }
    for (const route of ROUTES) {
      const key = routeKey(route.method, route.url);
      const path = pathOf(route.url, UNKNOWN_ID);
      await expectCall(key, null, path, 401);
      await expectCall(key, lacking.get(route.apiScope!)!, path, 403);
    }
  });

  it('answers 404 for an id that is not the artist’s own', async () => {
    for (const route of ROUTES.filter((each) => each.url.includes(':'))) {
      const path =
        route.url === '/api/v1/leads/:id/images/:name'
          ? `/api/v1/leads/${ids['/api/v1/leads/:id']}/images/0123abcd.png`
          : pathOf(route.url, UNKNOWN_ID);
      // PATCH bodies are strict: each route gets a field it knows, so only the id is at fault.
      const body =
        route.method !== 'PATCH'
          ? undefined
          : route.url.startsWith('/api/v1/portfolio')
            ? { title: 'x' }
            : { notes: 'x' };
      await expectCall(routeKey(route.method, route.url), allScopes, path, 404, body);
    }
  });

  it('answers 402 on every route once the artist’s plan has no API access', async () => {
    const cleo = await createArtist(testApp.url, {
      email: 'cleo@example.com',
      artistName: 'Cleo',
      styles: ['Realism'],
    });
    await giveApiAccess(testApp.database.db, cleo.id);
    const key = (await createTestApiKey(testApp.url, cleo, [...API_KEY_SCOPES])).key;
    await testApp.database.db
      .update(subscriptions)
      .set({ plan: 'professional' })
      .where(eq(subscriptions.artistId, cleo.id));
    for (const route of ROUTES) {
      const answer = await expectCall(
        routeKey(route.method, route.url),
        key,
        pathOf(route.url, UNKNOWN_ID),
        402,
      );
      expect(answer.body.requiredPlan).toBe('studio');
    }
  });

  it('counts one budget per key across every route: past it, every route answers 429', async () => {
    const key = (await createTestApiKey(testApp.url, ana, [...API_KEY_SCOPES])).key;
    // The whole budget spent on one route…
    for (let call = 0; call < API_KEY_REQUESTS_PER_MINUTE; call++) {
      expect((await callApi(testApp.url, key, 'GET', '/api/v1/availability')).status).toBe(200);
    }
    // …leaves none for any other.
    for (const route of ROUTES) {
      const answer = await expectCall(
        routeKey(route.method, route.url),
        key,
        pathOf(route.url, UNKNOWN_ID),
        429,
      );
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another key of the same artist has its own budget.
    expect((await callApi(testApp.url, allScopes, 'GET', '/api/v1/availability')).status).toBe(200);
  });

  it('has seen every status each route documents', () => {
    const missing = ROUTES.flatMap((route) => {
      const key = routeKey(route.method, route.url);
      const { responses } = document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      return Object.keys(responses)
        .filter((status) => !seen.get(key)?.has(Number(status)))
        .map((status) => `${key} ${status}`);
    });
    expect(missing).toEqual([]);
  });
});
