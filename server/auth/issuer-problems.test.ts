import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestApp, type TestApp } from '../../tests/fixtures/test-app.ts';
import { TestBrowser } from '../../tests/fixtures/test-browser.ts';
import { createOidcClient } from './oidc-client.ts';

/**
 * An issuer that is down: its discovery answers 503 until `discoveryFailures` runs out, then a document whose
 * token endpoint is a closed port, so a sign-in can start but never complete.
 */
async function startFlakyIssuer(discoveryFailures: number) {
  const closedPort = await freePort();
  let discoveryRequests = 0;
  const server: Server = createServer((request, response) => {
    if (request.url !== '/.well-known/openid-configuration') return response.writeHead(404).end();
    discoveryRequests++;
    if (discoveryRequests <= discoveryFailures) return response.writeHead(503).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer: url,
        authorization_endpoint: `${url}/auth`,
        token_endpoint: `http://127.0.0.1:${closedPort}/token`,
        jwks_uri: `${url}/jwks`,
        response_types_supported: ['code'],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url,
    discoveryRequests: () => discoveryRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('an issuer with problems', () => {
  let issuer: Awaited<ReturnType<typeof startFlakyIssuer>>;
  let testApp: TestApp;

  beforeAll(async () => {
    issuer = await startFlakyIssuer(1);
    testApp = await startTestApp('pglite', { OIDC_ISSUER_URL: issuer.url, OIDC_CLIENT_ID: 'inkdesk' });
  });
  afterAll(async () => {
    await testApp.close();
    await issuer.close();
  });

  it('is discovered at boot, retrying until it answers', () => {
    // One 503, then the document: both before the app listened, not at the first sign-in.
    expect(issuer.discoveryRequests()).toBe(2);
  });

  it('stops the boot with one line naming the issuer when it never answers', async () => {
    const deadPort = await freePort();
    const oidc = createOidcClient({
      issuerUrl: `http://127.0.0.1:${deadPort}`,
      clientId: 'inkdesk',
      allowHttp: true,
      discoveryRetryDelaysMs: [0, 0],
    });
    const failure = await oidc.discover().catch((error: Error) => error);
    expect((failure as Error).message).toMatch(
      new RegExp(
        `^Sign-in provider http://127.0.0.1:${deadPort} unreachable after 3 attempts \\(ECONNREFUSED[^\\n]*$`,
      ),
    );
  });

  it('shows a sign-in error page, not JSON, when the issuer cannot finish a sign-in', async () => {
    const browser = new TestBrowser(testApp.url);
    const login = await browser.request('/api/login');
    const state = new URL(login.headers.get('location')!).searchParams.get('state');
    const callback = await browser.request(`/api/callback?code=abc&state=${state}`);
    expect(callback.status).toBe(502);
    expect(callback.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await callback.text();
    expect(page).toContain('Sign-in is unavailable');
    expect(page).toContain('href="/api/login"');
  });
});
