import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../tests/fixtures/test-app.ts';
import { signIn, TestBrowser } from '../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../tests/fixtures/test-database.ts';
import { sessions, users } from '../db/schema/index.ts';

describe.each(testDatabaseKinds())('sign-in through the built-in OpenID provider [%s]', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(kind);
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

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const browser = new TestBrowser(testApp.url);
    const login = await browser.request('/api/login');
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith('inkdesk_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // base64url: 22 characters carry 128 bits, the least a session id may have.
    const token = cookie!.split(';')[0]!.split('=')[1]!;
    expect(token.length).toBeGreaterThanOrEqual(22);
  });

  it('grants admin to ADMIN_EMAILS', async () => {
    const browser = new TestBrowser(testApp.url);
    await signIn(browser, { email: TEST_ADMIN_EMAIL, name: 'Ada Admin' });
    const user = await (await browser.request('/api/auth/user')).json();
    expect(user.isAdmin).toBe(true);
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
