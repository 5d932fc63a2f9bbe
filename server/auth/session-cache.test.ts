import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../tests/fixtures/test-app.ts';
import { signIn, TestBrowser } from '../../tests/fixtures/test-browser.ts';
import { testRedisEnv, testRedisUrl } from '../../tests/fixtures/test-redis.ts';
import { requestJson } from '../../tests/fixtures/test-requests.ts';
import { sessions } from '../db/schema/index.ts';
import { SESSION_CACHE_TTL_MS } from './session-cache.ts';

/** A clock the test moves; it never moves by itself, so only an invalidation can end a cached session early. */
function manualClock() {
  let now = Date.now();
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** The signed-in cookie, kept apart from the browser's jar (logout clears the jar, not a stolen copy). */
async function signedIn(app: TestApp, email: string) {
  const browser = new TestBrowser(app.url);
  await signIn(browser, { email, name: email.split('@')[0]! });
  return { browser, cookie: browser.cookieHeader };
}

const userStatus = async (app: TestApp, cookie: string) =>
  (await fetch(`${app.url}/api/auth/user`, { headers: { cookie } })).status;

const logOut = (app: TestApp, cookie: string) =>
  fetch(`${app.url}/api/logout`, {
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
    redirect: 'manual',
  });

describe('the session cache on one instance (decision 024)', () => {
  const time = manualClock();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp('pglite', {}, { clock: time.clock });
  });
  afterAll(() => app?.close());

  it('reuses a resolved session for the TTL, then reads the database again', async () => {
    const { cookie } = await signedIn(app, 'cached@example.com');
    expect(await userStatus(app, cookie)).toBe(200);
    // Another instance without Redis ends the session: this one keeps its copy until the TTL runs out.
    await app.database.db.delete(sessions);
    expect(await userStatus(app, cookie)).toBe(200);
    time.advance(SESSION_CACHE_TTL_MS);
    expect(await userStatus(app, cookie)).toBe(401);
  });

  it('refuses a logged-out cookie at once', async () => {
    const { cookie } = await signedIn(app, 'leaving@example.com');
    expect(await userStatus(app, cookie)).toBe(200);
    await logOut(app, cookie);
    expect(await userStatus(app, cookie)).toBe(401);
  });

  it('shows a user their own change on the next request', async () => {
    const { browser } = await signedIn(app, 'renamed@example.com');
    expect((await requestJson(app.url, browser, 'GET', '/api/auth/user')).status).toBe(200);
    const update = await requestJson(app.url, browser, 'PATCH', '/api/user/preferences', {
      artistName: 'Ren Ink',
    });
    expect(update.status).toBe(200);
    expect((await requestJson(app.url, browser, 'GET', '/api/auth/user')).body.artistName).toBe('Ren Ink');
  });
});

describe('two instances without Redis', () => {
  const time = manualClock();
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startTestApp('pglite', {}, { clock: time.clock });
    second = await startTestApp('pglite', {}, { clock: time.clock, database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('see a logout on the other instance within the TTL, the bound decision 024 states', async () => {
    const { cookie } = await signedIn(first, 'bound@example.com');
    expect(await userStatus(second, cookie)).toBe(200);
    await logOut(first, cookie);
    expect(await userStatus(first, cookie)).toBe(401);
    expect(await userStatus(second, cookie)).toBe(200);
    time.advance(SESSION_CACHE_TTL_MS);
    expect(await userStatus(second, cookie)).toBe(401);
  });
});

describe.skipIf(!testRedisUrl)('two instances sharing Redis', () => {
  const time = manualClock();
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = testRedisEnv();
    first = await startTestApp('pglite', env, { clock: time.clock });
    second = await startTestApp('pglite', env, { clock: time.clock, database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  // The clock never moves here: only the message through Redis can end the other instance's copy.
  it('end a session on every instance when it logs out on one', async () => {
    const { cookie } = await signedIn(first, 'everywhere@example.com');
    expect(await userStatus(second, cookie)).toBe(200);
    await logOut(first, cookie);
    await vi.waitFor(async () => expect(await userStatus(second, cookie)).toBe(401), { timeout: 2000 });
  });

  it('sign an account out everywhere when an admin deletes it', async () => {
    const { cookie } = await signedIn(second, 'deleted@example.com');
    expect(await userStatus(second, cookie)).toBe(200);
    const { browser: admin } = await signedIn(first, TEST_ADMIN_EMAIL);
    const deletion = await requestJson(first.url, admin, 'POST', '/api/admin/account-deletions', {
      email: 'deleted@example.com',
    });
    expect(deletion.status).toBe(200);
    await vi.waitFor(async () => expect(await userStatus(second, cookie)).toBe(401), { timeout: 2000 });
    const [left] = await first.database.db.select().from(sessions).where(eq(sessions.userId, 'none'));
    expect(left).toBeUndefined();
  });
});
