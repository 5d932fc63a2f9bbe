import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/fixtures/test-app.ts';

describe('security baseline', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('sends a CSP that allows no inline script, plus the usual hardening headers', async () => {
    const response = await fetch(`${testApp.url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${testApp.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No route for GET /api/nope' });
  });

  it('answers an oversized body with 413, not 500', async () => {
    // A public route: a guarded one answers a signed-out request 401 before it reads the body (issue #12 item 13).
    const response = await fetch(`${testApp.url}/api/chat/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(413);
  });

  it('rate-limits the sign-in endpoint', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt++) {
      statuses.push((await fetch(`${testApp.url}/api/login`, { redirect: 'manual' })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 302)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
