import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, rowsMentioning } from '../../../tests/fixtures/deletion-walk.ts';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, createLead, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { signIn, TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { PNG_1PX_BASE64 } from '../../../tests/fixtures/test-images.ts';
import { connectSandbox } from '../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import type { Db } from '../../db/client.ts';
import {
  conversations,
  dataDeletionRequests,
  instagramAccounts,
  portfolioPieces,
} from '../../db/schema/index.ts';
import { createSignedRequest } from '../../providers/instagram/signatures.ts';

const APP_SECRET = 'test-app-secret';

async function artistWithEverything(app: TestApp, email: string, artistName: string, username: string) {
  const artist = await createArtist(app.url, { email, artistName, styles: ['Blackwork'] });
  await connectSandbox(artist.browser, username);
  await createLead(app.url, {
    artistId: artist.id,
    email: `client-of-${username}@example.com`,
    images: [PNG_1PX_BASE64],
    lines: ['I want a blackwork rose on my forearm, about 10 cm', 'Budget around 400, next month'],
  });
  await requestJson(app.url, artist.browser, 'POST', '/api/instagram/sandbox/messages', {
    username: 'fan.club',
    text: 'hi!',
  });
  await app.jobs.whenIdle();
  return artist;
}

async function storedKeys(db: Db, artistId: string): Promise<string[]> {
  const pieces = await db.select().from(portfolioPieces).where(eq(portfolioPieces.artistId, artistId));
  const chats = await db.select().from(conversations).where(eq(conversations.artistId, artistId));
  return [
    ...pieces.flatMap((piece) => [piece.imageKey, piece.thumbnailKey!]),
    ...chats.flatMap((chat) =>
      chat.messages.flatMap((message) => (message.images ?? []).map((image) => image.key)),
    ),
  ];
}

describe.each(testDatabaseKinds())('deletion, every path [%s]', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { INSTAGRAM_APP_SECRET: APP_SECRET });
  });
  afterAll(() => app.close());

  async function expectNothingLeft(artist: TestArtist, email: string, keys: string[], folder: string) {
    // The deletion confirmation (issue #14) is the last to hold the address, until it is sent.
    await app.jobs.whenIdle();
    const igUserIds = await app.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.artistId, artist.id));
    expect(igUserIds).toEqual([]);
    expect(await rowsMentioning(app.database.db, [artist.id, email])).toEqual([]);
    const remaining = new Set(filesUnder(folder));
    expect(keys.filter((key) => remaining.has(key))).toEqual([]);
    const me = await artist.browser.request('/api/auth/user');
    expect(me.status).toBe(401);
  }

  it('Settings → Danger Zone → Delete Account: refuses the wrong name, then leaves no row and no file behind', async () => {
    const email = 'delete.me@example.com';
    const artist = await artistWithEverything(app, email, 'Delete Me Ink', 'delete.me.ink');
    const keys = await storedKeys(app.database.db, artist.id);
    expect(keys.length).toBeGreaterThan(30);
    const folder = join(app.dataDir, 'objects');
    const { igUserId } = (
      await app.database.db.select().from(instagramAccounts).where(eq(instagramAccounts.artistId, artist.id))
    )[0]!;

    const wrong = await requestJson(app.url, artist.browser, 'DELETE', '/api/account', {
      confirmation: 'Delete Me',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.confirmation).toBe('Type your artist name exactly to confirm');

    const deleted = await requestJson(app.url, artist.browser, 'DELETE', '/api/account', {
      confirmation: 'Delete Me Ink',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.confirmationCode).toMatch(/^[a-z0-9]+$/);
    await expectNothingLeft(artist, email, keys, folder);
    expect(await rowsMentioning(app.database.db, [igUserId])).toEqual([]);

    const status = await requestJson(
      app.url,
      null,
      'GET',
      `/api/instagram/data-deletion/status?code=${deleted.body.confirmationCode}`,
    );
    expect(status.body.status).toBe('completed');
  });

  // Which id Meta's user_id is is UNVERIFIED (reference A5): the code exchange's user_id here, /me's id below.
  it("Meta's data-deletion callback: a forged signed_request is refused; a valid one answers { url, confirmation_code } and deletes", async () => {
    const email = 'meta.delete@example.com';
    const artist = await artistWithEverything(app, email, 'Meta Delete', 'meta.delete');
    const keys = await storedKeys(app.database.db, artist.id);
    const folder = join(app.dataDir, 'objects');
    const { igUserId, loginUserId } = (
      await app.database.db.select().from(instagramAccounts).where(eq(instagramAccounts.artistId, artist.id))
    )[0]!;
    expect(loginUserId).toMatch(/^\d{17}$/);
    expect(loginUserId).not.toBe(igUserId);
    const payload = {
      algorithm: 'HMAC-SHA256',
      expires: Math.floor(Date.now() / 1000) + 3600,
      issued_at: Math.floor(Date.now() / 1000),
      user_id: loginUserId,
    };

    const forged = await postForm(
      '/api/instagram/data-deletion',
      createSignedRequest(payload, 'not-the-secret'),
    );
    expect(forged.status).toBe(401);
    expect(
      await app.database.db.select().from(instagramAccounts).where(eq(instagramAccounts.artistId, artist.id)),
    ).toHaveLength(1);

    // Meta's signature part often ends with one '=' (reference A5).
    const [signature, encoded] = createSignedRequest(payload, APP_SECRET).split('.');
    const response = await postForm('/api/instagram/data-deletion', `${signature}=.${encoded}`);
    expect(response.status).toBe(200);
    const { url, confirmation_code: code } = (await response.json()) as {
      url: string;
      confirmation_code: string;
    };
    expect(url).toBe(`${app.url}/data-deletion/status?code=${code}`);
    await app.jobs.whenIdle();
    const status = await requestJson(
      app.url,
      null,
      'GET',
      `/api/instagram/data-deletion/status?code=${code}`,
    );
    expect(status.body).toMatchObject({ code, status: 'completed' });
    await expectNothingLeft(artist, email, keys, folder);
    expect(await rowsMentioning(app.database.db, [igUserId, loginUserId!])).toEqual([]);
  });

  it("Meta's deauthorize callback: forged → 401; valid → 200 and the account is disconnected, its data kept", async () => {
    const artist = await artistWithEverything(app, 'deauth@example.com', 'Deauth Ink', 'deauth.ink');
    const { igUserId, appScopedUserId } = (
      await app.database.db.select().from(instagramAccounts).where(eq(instagramAccounts.artistId, artist.id))
    )[0]!;
    expect(appScopedUserId).toMatch(/^\d{17}$/);
    expect(appScopedUserId).not.toBe(igUserId);
    const payload = {
      algorithm: 'HMAC-SHA256',
      issued_at: Math.floor(Date.now() / 1000),
      user: { country: 'de', locale: 'de_DE' },
      user_id: appScopedUserId,
    };
    expect(
      (await postForm('/api/instagram/deauthorize', createSignedRequest(payload, 'forged'))).status,
    ).toBe(401);
    expect((await postForm('/api/instagram/deauthorize', 'garbage')).status).toBe(401);
    const response = await postForm('/api/instagram/deauthorize', createSignedRequest(payload, APP_SECRET));
    expect(response.status).toBe(200);
    await app.jobs.whenIdle();
    const [account] = await app.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.artistId, artist.id));
    expect(account!.encryptedToken).toBeNull();
    expect(account!.disconnectedAt).not.toBeNull();
    expect(
      await app.database.db.select().from(portfolioPieces).where(eq(portfolioPieces.artistId, artist.id)),
    ).toHaveLength(30);
  });

  it('an admin deletes an account for an emailed request; non-admins cannot', async () => {
    const email = 'emailed@example.com';
    const artist = await artistWithEverything(app, email, 'Emailed Ink', 'emailed.ink');
    const keys = await storedKeys(app.database.db, artist.id);
    const folder = join(app.dataDir, 'objects');
    const refused = await requestJson(app.url, artist.browser, 'POST', '/api/admin/account-deletions', {
      email,
    });
    expect(refused.status).toBe(403);
    const admin = new TestBrowser(app.url);
    await signIn(admin, { email: TEST_ADMIN_EMAIL, name: 'Admin' });
    const unknown = await requestJson(app.url, admin, 'POST', '/api/admin/account-deletions', {
      email: 'nobody@example.com',
    });
    expect(unknown.status).toBe(404);
    const deleted = await requestJson(app.url, admin, 'POST', '/api/admin/account-deletions', {
      email: 'Emailed@Example.com',
    });
    expect(deleted.status).toBe(200);
    await expectNothingLeft(artist, email, keys, folder);
  });

  it('refuses a validly signed Meta callback issued over an hour ago or ahead of the clock, with 400 naming issued_at (issue #24 item 5)', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const signedAt = (issuedAt: number | undefined) =>
      createSignedRequest(
        {
          algorithm: 'HMAC-SHA256',
          ...(issuedAt === undefined ? {} : { issued_at: issuedAt }),
          user_id: '17841400000000001',
        },
        APP_SECRET,
      );
    const before = await app.database.db.select().from(dataDeletionRequests);
    for (const path of ['/api/instagram/data-deletion', '/api/instagram/deauthorize']) {
      for (const issuedAt of [nowSeconds - 2 * 3600, nowSeconds - 3601, nowSeconds + 3600, undefined]) {
        const response = await postForm(path, signedAt(issuedAt));
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toMatch(/^issued_at: /);
      }
    }
    expect(await app.database.db.select().from(dataDeletionRequests)).toHaveLength(before.length);
    // Within the bounds: an hour old, or a little ahead (clock skew), is accepted.
    expect((await postForm('/api/instagram/deauthorize', signedAt(nowSeconds - 3500))).status).toBe(200);
    expect((await postForm('/api/instagram/deauthorize', signedAt(nowSeconds + 60))).status).toBe(200);
  });

  function postForm(path: string, signedRequest: string) {
    return fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ signed_request: signedRequest }).toString(),
    });
  }
});
