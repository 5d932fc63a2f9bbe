import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../tests/fixtures/test-database.ts';
import { routesOfApp } from '../../tests/isolation/registered-routes.ts';
import { SECRET_PATH_PREFIXES } from './log-options.ts';

const REQUEST_TOKEN = 'RequestLinkToken0123456789abcdefABCDEF';
const CALENDAR_TOKEN = 'CalendarFeedToken0123456789abcdefABCDEF';
const OAUTH_CODE = 'OauthCodeSecret0123456789';
const OAUTH_STATE = 'OauthStateSecret0123456789';
const DELETION_CODE = 'deletioncodesecret0123456789';

/**
 * Public routes whose path parameters are not secrets, and why; every other public route with a parameter
 * must sit under one of the logger's SECRET_PATH_PREFIXES, so a new capability URL cannot be logged by omission.
 */
const PUBLIC_PARAMETERS = new Map([
  ['/api/images/:folder/:name', 'public portfolio and concept images, shown to anyone'],
  ['/api/artists/:handle', 'an artist’s public profile, by their public handle'],
  ['/oidc/*', 'the built-in provider’s endpoints: codes and tokens travel in query strings and bodies'],
  ['/api/demo/items/:id', 'the storage demo’s shared items (spec §2 /demo/storage), by id'],
  ['/sandbox/instagram/cdn/:file', 'the Instagram sandbox’s stand-in for Meta’s public CDN'],
  ['/sandbox/instagram/v21.0/:clientId', 'an Instagram-scoped id; the Bearer token is the secret'],
  ['/sandbox/instagram/v21.0/:accountId/messages', 'an account id; the Bearer token is the secret'],
  ['/api/studio-pages/:handle', 'a studio’s public page, by its public handle'],
  ['/api/docs/static/*', 'the public API reference’s own script and style files'],
]);

const ROUTES = await routesOfApp();

describe('routes reached by a secret in the address', () => {
  it('are all under a redacted prefix, or named here as holding no secret', () => {
    const unlisted = ROUTES.filter(
      (route) =>
        // Only what anyone may call: a route behind a session or a key names no capability in its address.
        (route.access === 'public' || route.access === 'public-identified') &&
        /[:*]/.test(route.url) &&
        !SECRET_PATH_PREFIXES.some((prefix) => route.url.startsWith(prefix)) &&
        !PUBLIC_PARAMETERS.has(route.url),
    );
    expect(unlisted.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('routes reached by a secret in the address [%s]', (kind) => {
  describe('at LOG_LEVEL=debug', () => {
    let testApp: TestApp;
    const lines: string[] = [];
    beforeAll(async () => {
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      });
      testApp = await startTestApp(kind, {}, { log: { level: 'debug', stream } });
    });
    afterAll(() => testApp.close());

    it('log every such path recognizably, with the secret redacted', async () => {
      const paths = [
        `/api/requests/${REQUEST_TOKEN}`,
        `/api/requests/${REQUEST_TOKEN}/booking/times`,
        `/api/requests/${REQUEST_TOKEN}/no-such-call`,
        `/r/${REQUEST_TOKEN}`,
        `/api/calendar/${CALENDAR_TOKEN}.ics`,
        `/api/callback?code=${OAUTH_CODE}&state=${OAUTH_STATE}`,
        `/api/instagram/data-deletion/status?code=${DELETION_CODE}`,
      ];
      for (const path of paths) {
        const response = await fetch(`${testApp.url}${path}`, { headers: { accept: 'text/html' } });
        await response.body?.cancel();
      }
      const logged = lines.map((line) => JSON.parse(line) as { req?: { path: string } });
      const loggedPaths = logged.flatMap((line) => (line.req ? [line.req.path] : []));
      expect(loggedPaths).toEqual(
        expect.arrayContaining([
          '/api/requests/[redacted]',
          '/api/requests/[redacted]/booking/times',
          '/api/requests/[redacted]/no-such-call',
          '/r/[redacted]',
          '/api/calendar/[redacted]',
          '/api/callback',
          '/api/instagram/data-deletion/status',
        ]),
      );
      for (const secret of [REQUEST_TOKEN, CALENDAR_TOKEN, OAUTH_CODE, OAUTH_STATE, DELETION_CODE]) {
        expect(lines.filter((line) => line.includes(secret))).toEqual([]);
      }
    });
  });

  describe('per IP', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await startTestApp(kind);
    });
    afterAll(() => testApp.close());

    it.each([
      ['the calendar feed', `/api/calendar/${CALENDAR_TOKEN}.ics`],
      ['the deletion status', `/api/instagram/data-deletion/status?code=${DELETION_CODE}`],
    ])('limit %s to 60 a minute, then answer 429 with Retry-After', async (_name, path) => {
      const statuses: number[] = [];
      for (let call = 0; call < 61; call++) {
        const response = await fetch(`${testApp.url}${path}`);
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        await response.body?.cancel();
      }
      expect(statuses.slice(0, 60)).not.toContain(429);
      expect(statuses[60]).toBe(429);
    });
  });
});
