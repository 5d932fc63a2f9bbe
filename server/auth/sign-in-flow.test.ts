import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../tests/fixtures/test-app.ts';
import { signIn, TestBrowser } from '../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../tests/fixtures/test-database.ts';
import { sessions, users } from '../db/schema/index.ts';
import { PRE_LOGIN_LIFETIME_MS } from './routes.ts';
import { hashToken } from './session-store.ts';

describe.each(testDatabaseKinds())('sign-in through the built-in OpenID provider [%s]', (kind) => {
  let testApp: TestApp;
  /** The app's clock: real time unless a test sets it. */
  let setTime: Date | undefined;
  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, { clock: () => setTime ?? new Date() });
  });
  afterAll(() => testApp.close());

  it('publishes a discovery document under /oidc that requires PKCE S256', async () => {
    const response = await fetch(`${testApp.url}/oidc/.well-known/openid-configuration`);
    const discovery = await response.json();
    expect(discovery.issuer).toBe(`${testApp.url}/oidc`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.end_session_endpoint).toBe(`${testApp.url}/oidc/session/end`);
  });

  it('answers 401 {"message":"Unauthorized"} when signed out', async () => {
    const response = await fetch(`${testApp.url}/api/auth/user`);
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('{"message":"Unauthorized"}');
  });

  it('runs code + PKCE end to end, upserts the user from the claims and rotates the session id', async () => {
    const browser = new TestBrowser(testApp.url);
    const login = await browser.request('/api/login');
    expect(login.status).toBe(302);
    const authorizeUrl = new URL(login.headers.get('location')!);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const preLoginCookie = browser.cookieHeader;

    const { url } = await signIn(browser, { email: 'Ink.Lover@Example.com', name: 'Ada Lovelace' });
    expect(url).toBe(`${testApp.url}/`);
    expect(browser.cookieHeader).not.toBe(preLoginCookie);

    const me = await browser.request('/api/auth/user');
    expect(me.status).toBe(200);
    const user = await me.json();
    expect(user).toMatchObject({
      email: 'ink.lover@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      hasCompletedSetup: false,
      isAdmin: false,
    });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe('ink.lover@example.com');

    // The id planted before sign-in no longer opens anything.
    const planted = await fetch(`${testApp.url}/api/auth/user`, { headers: { cookie: preLoginCookie } });
    expect(planted.status).toBe(401);
  });

  it('sets the pre-login and session cookies HttpOnly and SameSite=Lax', async () => {
    const browser = new TestBrowser(testApp.url);
    const login = await browser.request('/api/login');
    const loginCookie = login.headers.getSetCookie().find((line) => line.startsWith('inkdesk_login='));
    expect(loginCookie).toMatch(/HttpOnly/i);
    expect(loginCookie).toMatch(/SameSite=Lax/i);
    expect(loginCookie).toMatch(/Max-Age=600/i);
    await signIn(browser, { email: 'cookie.check@example.com', name: 'Cookie Check' });
    // base64url: 22 characters carry 128 bits, the least a session id may have.
    const token = browser.cookies.get('inkdesk_session');
    expect(token?.length).toBeGreaterThanOrEqual(22);
    expect(browser.cookies.has('inkdesk_login')).toBe(false);
  });

  it('keeps a signed-in session through a sign-in another site starts and never completes', async () => {
    const browser = new TestBrowser(testApp.url);
    await signIn(browser, { email: 'keeps.session@example.com', name: 'Kee Pes' });
    const signedIn = browser.cookies.get('inkdesk_session');

    const login = await browser.request('/api/login', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(login.status).toBe(302);
    expect(browser.cookies.get('inkdesk_session')).toBe(signedIn);
    const me = await browser.request('/api/auth/user');
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe('keeps.session@example.com');

    // Cancelled at the issuer: still signed in as before.
    expect((await browser.request('/api/callback?error=access_denied')).status).toBe(302);
    expect((await browser.request('/api/auth/user')).status).toBe(200);
  });

  it('replaces the session a browser had when a new sign-in completes', async () => {
    const browser = new TestBrowser(testApp.url);
    await signIn(browser, { email: 'first.account@example.com', name: 'First Account' });
    const before = browser.cookieHeader;
    // Signed out at the issuer (its own cookies gone), still signed in here: the issuer asks again.
    for (const name of [...browser.cookies.keys()])
      if (name !== 'inkdesk_session') browser.cookies.delete(name);

    await signIn(browser, { email: 'second.account@example.com', name: 'Second Account' });
    expect((await (await browser.request('/api/auth/user')).json()).email).toBe('second.account@example.com');
    const old = await fetch(`${testApp.url}/api/auth/user`, { headers: { cookie: before } });
    expect(old.status).toBe(401);
  });

  it('gives a pre-login session minutes, not a signed-in session’s days (by the app’s clock)', async () => {
    const browser = new TestBrowser(testApp.url);
    const startedAt = new Date(Date.now() - 3_600_000);
    setTime = startedAt;
    await browser.request('/api/login').finally(() => {
      setTime = undefined;
    });
    const [pending] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(browser.cookies.get('inkdesk_login')!)));
    expect(pending?.userId).toBeNull();
    expect(pending!.createdAt.getTime()).toBe(startedAt.getTime());
    expect(pending!.expiresAt.getTime() - startedAt.getTime()).toBe(PRE_LOGIN_LIFETIME_MS);
    expect(PRE_LOGIN_LIFETIME_MS).toBeLessThanOrEqual(10 * 60_000);
  });

  it('refuses to complete a sign-in started more than ten minutes earlier', async () => {
    const browser = new TestBrowser(testApp.url);
    const { response, url } = await browser.navigate('/api/login');
    const action = (await response.text()).match(/<form method="post" action="([^"]+)"/)![1]!;
    setTime = new Date(Date.now() + PRE_LOGIN_LIFETIME_MS + 1000);
    try {
      await browser.submitForm(new URL(action.replaceAll('&amp;', '&'), url).href, {
        email: 'too.slow@example.com',
        name: 'Too Slow',
      });
    } finally {
      setTime = undefined;
    }
    expect(browser.cookies.has('inkdesk_session')).toBe(false);
    expect((await browser.request('/api/auth/user')).status).toBe(401);
  });

  it('grants admin to ADMIN_EMAILS', async () => {
    const browser = new TestBrowser(testApp.url);
    await signIn(browser, { email: TEST_ADMIN_EMAIL, name: 'Ada Admin' });
    const user = await (await browser.request('/api/auth/user')).json();
    expect(user.isAdmin).toBe(true);
  });

  it("lands an admin with no artist persona on /admin, since '/' is the public home for them", async () => {
    const admin = new TestBrowser(testApp.url);
    const landed = await signIn(admin, { email: TEST_ADMIN_EMAIL, name: 'Ada Admin' });
    expect(new URL(landed.url).pathname).toBe('/admin');
    const artist = new TestBrowser(testApp.url);
    const artistLanded = await signIn(artist, { email: 'lands-home@example.com', name: 'Lan Home' });
    expect(new URL(artistLanded.url).pathname).toBe('/');
  });

  it('logout destroys the session and hands over to the issuer’s end-session endpoint', async () => {
    const browser = new TestBrowser(testApp.url);
    await signIn(browser, { email: 'leaving@example.com', name: 'Lee Ving' });
    const signedInCookie = browser.cookieHeader;

    const logout = await browser.request('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(logout.status).toBe(302);
    const endSession = new URL(logout.headers.get('location')!);
    expect(endSession.href.startsWith(`${testApp.url}/oidc/session/end`)).toBe(true);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${testApp.url}/`);

    const replay = await fetch(`${testApp.url}/api/auth/user`, { headers: { cookie: signedInCookie } });
    expect(replay.status).toBe(401);
  });

  it('asks before honouring a logout another site started, and signs out from its own confirm page', async () => {
    const browser = new TestBrowser(testApp.url);
    await signIn(browser, { email: 'cross.site@example.com', name: 'Cross Site' });
    for (const sentBy of ['cross-site', undefined]) {
      const logout = await browser.request('/api/logout', {
        headers: sentBy ? { 'sec-fetch-site': sentBy } : {},
      });
      expect(logout.status).toBe(200);
      const page = await logout.text();
      expect(page).toContain('Sign out of Inkdesk?');
      expect(page).toContain('href="/api/logout"');
      expect((await browser.request('/api/auth/user')).status).toBe(200);
    }
    // The confirm page's link is a same-origin navigation.
    const confirmed = await browser.request('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(confirmed.status).toBe(302);
    expect((await browser.request('/api/auth/user')).status).toBe(401);
  });

  it('ends sessions at their absolute lifetime, however active', async () => {
    const browser = new TestBrowser(testApp.url);
    await signIn(browser, { email: 'lifetime@example.com', name: 'Life Time' });
    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, await userIdOf('lifetime@example.com')));
    expect((await browser.request('/api/auth/user')).status).toBe(401);
  });

  it('ends sessions that sat idle past the idle timeout', async () => {
    const browser = new TestBrowser(testApp.url);
    await signIn(browser, { email: 'idle@example.com', name: 'Idle Ida' });
    await testApp.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.userId, await userIdOf('idle@example.com')));
    expect((await browser.request('/api/auth/user')).status).toBe(401);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const victim = new TestBrowser(testApp.url);
    const login = await victim.request('/api/login');
    const state = new URL(login.headers.get('location')!).searchParams.get('state');
    const attacker = new TestBrowser(testApp.url);
    await attacker.request('/api/login');
    const callback = await attacker.request(`/api/callback?code=forged&state=${state}`);
    expect(callback.status).toBe(401);
    expect(callback.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await callback.text()).toContain('Sign-in did not complete');
    expect((await attacker.request('/api/auth/user')).status).toBe(401);
  });

  it('re-shows the local sign-in form with the problem when the email is invalid', async () => {
    const browser = new TestBrowser(testApp.url);
    const { response, url } = await browser.navigate('/api/login');
    const action = (await response.text()).match(/action="([^"]+)"/)![1]!;
    const result = await browser.submitForm(new URL(action, url).href, { email: 'not-an-email', name: 'X' });
    expect(result.response.status).toBe(400);
    expect(await result.response.text()).toContain('Enter a valid email address');
  });

  async function userIdOf(email: string) {
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
    return row!.id;
  }
});
