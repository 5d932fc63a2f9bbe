import { request as httpRequest } from 'node:http';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema/index.ts';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../fixtures/test-app.ts';
import type { TestBrowser } from '../fixtures/test-browser.ts';
import { testDatabaseKinds } from '../fixtures/test-database.ts';
import { createIsolationWorld, type IsolationWorld } from './isolation-world.ts';
import { type MalformedRequest, malformedRequestsFor } from './malformed-requests.ts';
import { type Endpoint, endpointsOf, endpointKey as key } from './probes.ts';
import { routesOfApp } from './registered-routes.ts';
import { createStudioWorld, type StudioWorld } from './studio-world.ts';

// Every API route the app registers, with the access it declares: listed before the tests are collected.
const ENDPOINTS = endpointsOf(await routesOfApp());
const registered = new Set(ENDPOINTS.map(key));

/** The refusals that fit a malformed request; anything else in 4xx would be a misleading answer. */
const REFUSALS = [400, 401, 403, 404, 405, 409, 410, 413, 414, 415, 422, 429, 431];

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Well-formed bodies for the public and sandbox writes that have no isolation probe, so a spoiled field is the
 * only fault in the request and its value reaches the handler.
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/chat/consult': {
    messages: [{ role: 'user', content: 'a small rose on my wrist' }],
    sessionId: 'sweep-session-0000001',
  },
  'POST /api/chat/save': {
    sessionId: 'sweep-session-0000001',
    email: 'sweep@example.com',
    directionSummary: 'A small rose on the wrist',
    clarityScore: 50,
  },
  'POST /api/demo/items': { title: 'Sweep item' },
  'POST /api/instagram/sandbox/messages': { username: 'sweep_client', text: 'Hello' },
  'POST /api/instagram/sandbox/comments': {
    username: 'sweep_client',
    mediaId: '17840000000000000',
    text: 'How much?',
  },
};

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

let sent = 0;

/**
 * Each request leaves from an address of its own on the loopback net (127.0.0.0/8), so per-IP rate limits
 * (demo writes, saving a chat) answer the request itself rather than a 429 for the sweep's volume.
 */
const nextLocalAddress = () => {
  sent += 1;
  return `127.1.${(sent >> 8) & 255}.${sent & 255 || 1}`;
};

/** Sends a request as raw HTTP (fetch refuses a body on GET) and returns the status and body text. */
function send(baseUrl: string, method: string, request: MalformedRequest, cookie: string | undefined) {
  const headers: Record<string, string | number> = { origin: baseUrl, ...request.headers };
  if (cookie) headers.cookie = cookie;
  if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
  return new Promise<{ status: number; text: string; contentType: string }>((resolve, reject) => {
    const outgoing = httpRequest(
      new URL(request.path, baseUrl),
      { method, headers, localAddress: nextLocalAddress() },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            text: Buffer.concat(chunks).toString(),
            contentType: String(response.headers['content-type'] ?? ''),
          }),
        );
      },
    );
    // The server may answer (413) and close before it has read a large body; the answer is what counts.
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    outgoing.end(request.body);
  });
}

describe.each(testDatabaseKinds())('malformed requests get a clear 4xx, never a 500 [%s]', (kind) => {
  let testApp: TestApp;
  let world: IsolationWorld;
  let studio: StudioWorld;

  beforeAll(async () => {
    // The chat's per-IP limit would turn the sweep's own requests into 429s that hide the real answers.
    testApp = await startTestApp(kind, { CHAT_TURNS_PER_IP_PER_MINUTE: '100000' });
    world = await createIsolationWorld(testApp.url, testApp.database.db, TEST_ADMIN_EMAIL);
    studio = await createStudioWorld(testApp.url, testApp.database.db);
  });
  afterAll(() => testApp.close());

  /** Rows per table: a refused request must leave every count as it was. */
  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const [row] = await testApp.database.db.select({ rows: count() }).from(table);
      counts[getTableName(table)] = row!.rows;
    }
    return counts;
  };

  /**
   * For a PUT of settings that a GET of the same path reads (intake, availability, email preferences): what
   * the GET answers, in the PUT's fields, so one spoiled field at a time is the only fault in the body.
   */
  const currentSettings = async (endpoint: Endpoint, cookie: string | undefined) => {
    const fields = Object.keys((endpoint.schema?.body as { shape?: object } | undefined)?.shape ?? {});
    if (endpoint.method !== 'PUT' || !registered.has(`GET ${endpoint.route}`) || fields.length === 0) {
      return undefined;
    }
    const response = await fetch(new URL(endpoint.route, testApp.url), { headers: cookie ? { cookie } : {} });
    const settings = (await response.json()) as Record<string, unknown>;
    return Object.fromEntries(
      fields.filter((field) => field in settings).map((field) => [field, settings[field]]),
    );
  };

  /** Who may call the route, so its validation is what answers: a studio route's is the owner (decision 073). */
  const browserFor = (endpoint: Endpoint): TestBrowser | undefined => {
    if (endpoint.access === 'admin') return world.admin;
    if (endpoint.access === 'artist') return world.ben.browser;
    if (endpoint.access.startsWith('studio-')) return studio.sol.browser;
    return undefined;
  };

  it.for(ENDPOINTS)('$method $route', async (endpoint) => {
    const probe = endpoint.probe?.(world);
    const cookie = browserFor(endpoint)?.cookieHeader;
    const requests = malformedRequestsFor({
      method: endpoint.method,
      route: endpoint.route,
      schema: endpoint.schema,
      path: probe?.path ?? endpoint.route.replace(/:[A-Za-z]+/g, PLACEHOLDER_ID),
      validBody:
        probe?.body && typeof probe.body === 'object'
          ? (probe.body as Record<string, unknown>)
          : (VALID_BODIES[key(endpoint)] ?? (await currentSettings(endpoint, cookie))),
      isMultipart: probe?.isMultipart,
      uploadField: probe?.uploadField,
    });
    // Mail and other jobs of the routes swept before this one write rows of their own: let them finish.
    await testApp.jobs.whenIdle();
    const before = await rowCounts();
    const answers = await Promise.all(
      requests.map(async (request) => ({
        request,
        ...(await send(testApp.url, endpoint.method, request, cookie)),
      })),
    );

    const wrong = answers.flatMap(({ request, status, text, contentType }) => {
      const problems: string[] = [];
      if (status >= 500) problems.push(`${status} ${text.slice(0, 200)}`);
      else if (request.expect === 'refuse' && !REFUSALS.includes(status)) {
        problems.push(`${status}, not a refusal`);
      }
      if (status === 400) {
        const body = contentType.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : {};
        const errors = body.errors as Record<string, string> | undefined;
        if (typeof body.message !== 'string' || Object.keys(errors ?? {}).length === 0) {
          problems.push(`a 400 that names no field: ${text.slice(0, 200)}`);
        }
        // An upload names the file at fault under its field (`images.0`).
        const namesField = Object.keys(errors ?? {}).some(
          (name) => name === request.field || name.startsWith(`${request.field}.`),
        );
        if (request.expect === 'refuse' && request.field && !namesField) {
          problems.push(`a 400 that does not name ${request.field}: ${text.slice(0, 200)}`);
        }
      }
      return problems.map((problem) => `${request.name}: ${problem}`);
    });
    expect(wrong).toEqual([]);
    if (answers.every(({ status }) => REFUSALS.includes(status))) {
      await testApp.jobs.whenIdle();
      expect(await rowCounts(), 'a refused request wrote rows').toEqual(before);
    }
  });

  // Runs last: a sweep request that signed a user out or deleted them would have turned every later route's
  // answers into 401s, which pass for refusals.
  it('leaves the users it signs in as signed in', async () => {
    for (const browser of [world.ben.browser, world.admin, studio.sol.browser]) {
      expect((await browser.request('/api/auth/user')).status).toBe(200);
    }
  });
});
