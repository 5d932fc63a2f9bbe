import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type StrictOidcIssuer, startStrictOidcIssuer } from '../../tests/fakes/strict-oidc-issuer.ts';
import { freePort, startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../tests/fixtures/test-app.ts';
import { TestBrowser } from '../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../tests/fixtures/test-database.ts';
import { sessions, userIdentities, users } from '../db/schema/index.ts';

const CLIENT = { clientId: 'inkdesk', clientSecret: 'strict-secret' };

/** Drives oidc-provider's own development forms: /api/login → login (any password) → consent → /api/callback. */
async function signInAtIssuer(browser: TestBrowser, sub: string) {
  const login = await browser.navigate('/api/login');
  expect(login.url).toMatch(/\/interaction\//);
  const consent = await browser.submitForm(login.url, { prompt: 'login', login: sub, password: 'any' });
  expect(consent.url).toMatch(/\/interaction\//);
  return browser.submitForm(consent.url, { prompt: 'consent' });
}

const jwtPayload = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

describe.each(testDatabaseKinds())('sign-in through a strict, standalone issuer [%s]', (kind) => {
  let issuer: StrictOidcIssuer;
  let testApp: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    issuer = await startStrictOidcIssuer({
      ...CLIENT,
      redirectUri: `${appUrl}/api/callback`,
      postLogoutRedirectUri: `${appUrl}/`,
    });
    testApp = await startTestApp(
      kind,
      {
        OIDC_ISSUER_URL: issuer.url,
        OIDC_CLIENT_ID: CLIENT.clientId,
        OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      },
      { port },
    );
  });
  afterAll(async () => {
    await testApp.close();
    await issuer.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signedIn(sub: string, claims: Parameters<StrictOidcIssuer['defineAccount']>[1]) {
    await issuer.defineAccount(sub, claims);
    const browser = new TestBrowser(testApp.url);
    const { url } = await signInAtIssuer(browser, sub);
    // Home, or /admin for an admin with no artist persona (issue #25).
    expect([`${testApp.url}/`, `${testApp.url}/admin`]).toContain(url);
    return browser;
  }

  it('reads email and names from userinfo when the ID token carries only sub', async () => {
    const browser = await signedIn('strict-ada', {
      email: 'Ada@Example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const user = await (await browser.request('/api/auth/user')).json();
    expect(user).toMatchObject({
      id: 'strict-ada',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });

    const [session] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, 'strict-ada'));
    const idToken = jwtPayload(session!.data.idToken!);
    expect(idToken.sub).toBe('strict-ada');
    expect(idToken.email).toBeUndefined();
  });

  it('keeps the session when the issuer’s access token has expired: 5 parallel calls all answer 200', async () => {
    const browser = await signedIn('strict-parallel', {
      email: 'parallel@example.com',
      email_verified: true,
    });
    // Two hours on: the issuer's 60 s access token (and any refresh a rotating issuer would allow once) is long gone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => browser.request('/api/auth/user').then((response) => response.status)),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('grants admin only when the issuer verified the listed email', async () => {
    const unverified = await signedIn('strict-unverified-admin', {
      email: TEST_ADMIN_EMAIL,
      email_verified: false,
    });
    expect((await (await unverified.request('/api/auth/user')).json()).isAdmin).toBe(false);
    expect((await unverified.request('/api/admin/experiments')).status).toBe(403);

    const verified = await signedIn('strict-verified-admin', {
      email: TEST_ADMIN_EMAIL,
      email_verified: true,
    });
    expect((await (await verified.request('/api/auth/user')).json()).isAdmin).toBe(true);
    expect((await verified.request('/api/admin/experiments')).status).toBe(200);
  });

  it('revokes admin at once when ADMIN_EMAILS no longer lists the email (another instance, or a restart)', async () => {
    const browser = await signedIn('strict-former-admin', {
      email: 'former.admin@example.com',
      email_verified: true,
    });
    const withoutAdmins = await startTestApp(
      kind,
      { OIDC_ISSUER_URL: issuer.url, OIDC_CLIENT_ID: CLIENT.clientId, ADMIN_EMAILS: TEST_ADMIN_EMAIL },
      { database: testApp.database },
    );
    const withAdmin = await startTestApp(
      kind,
      {
        OIDC_ISSUER_URL: issuer.url,
        OIDC_CLIENT_ID: CLIENT.clientId,
        ADMIN_EMAILS: 'former.admin@example.com',
      },
      { database: testApp.database },
    );
    try {
      const headers = { cookie: browser.cookieHeader };
      expect((await fetch(`${withAdmin.url}/api/admin/experiments`, { headers })).status).toBe(200);
      expect((await fetch(`${withoutAdmins.url}/api/admin/experiments`, { headers })).status).toBe(403);
      const user = await (await fetch(`${withoutAdmins.url}/api/auth/user`, { headers })).json();
      expect(user.isAdmin).toBe(false);
    } finally {
      await withoutAdmins.close();
      await withAdmin.close();
    }
  });

  it('links a new issuer identity to the local sign-in user with the same verified email, once', async () => {
    const { db } = testApp.database;
    await db.insert(users).values({
      id: 'local-switcher',
      email: 'switcher@example.com',
      artistName: 'Switch Ink',
      hasCompletedSetup: true,
    });

    const unverified = await signedIn('strict-switcher-unverified', {
      email: 'switcher@example.com',
      email_verified: false,
    });
    expect((await (await unverified.request('/api/auth/user')).json()).id).toBe('strict-switcher-unverified');

    const verified = await signedIn('strict-switcher', {
      email: 'switcher@example.com',
      email_verified: true,
    });
    const user = await (await verified.request('/api/auth/user')).json();
    expect(user).toMatchObject({ id: 'local-switcher', artistName: 'Switch Ink', hasCompletedSetup: true });
    expect(
      await db.select().from(userIdentities).where(eq(userIdentities.userId, 'local-switcher')),
    ).toMatchObject([{ issuer: issuer.url, subject: 'strict-switcher' }]);

    // Once: a second account at the same issuer with that email does not join the same user.
    const second = await signedIn('strict-switcher-2', {
      email: 'switcher@example.com',
      email_verified: true,
    });
    expect((await (await second.request('/api/auth/user')).json()).id).toBe('strict-switcher-2');
    // And the linked identity keeps finding its user.
    const again = await signedIn('strict-switcher', { email: 'switcher@example.com', email_verified: true });
    expect((await (await again.request('/api/auth/user')).json()).id).toBe('local-switcher');
  });

  it('logs out at the issuer’s end-session endpoint with the ID token as hint', async () => {
    const browser = await signedIn('strict-leaving', { email: 'leaving@example.com', email_verified: true });
    const logout = await browser.request('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    const endSession = new URL(logout.headers.get('location')!);
    expect(endSession.origin).toBe(issuer.url);
    expect(jwtPayload(endSession.searchParams.get('id_token_hint')!).sub).toBe('strict-leaving');
    expect((await browser.request('/api/auth/user')).status).toBe(401);
  });
});
