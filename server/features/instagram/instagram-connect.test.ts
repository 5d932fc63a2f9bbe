import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { connectSandbox, sandboxControl } from '../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { instagramAccounts, portfolioPieces } from '../../db/schema/index.ts';
import { signWebhookBody } from '../../providers/instagram/signatures.ts';

const APP_SECRET = 'test-app-secret';

describe.each(testDatabaseKinds())('Instagram connection against the sandbox over HTTP [%s]', (kind) => {
  let app: TestApp;
  let artist: TestArtist;
  const account = async () =>
    (
      await app.database.db.select().from(instagramAccounts).where(eq(instagramAccounts.artistId, artist.id))
    )[0]!;
  const pieces = () =>
    app.database.db.select().from(portfolioPieces).where(eq(portfolioPieces.artistId, artist.id));

  beforeAll(async () => {
    app = await startTestApp(kind, {
      INSTAGRAM_APP_SECRET: APP_SECRET,
      INSTAGRAM_WEBHOOK_VERIFY_TOKEN: 'verify-me',
    });
    artist = await createArtist(app.url, {
      email: 'ink@example.com',
      artistName: 'Ink Studio',
      styles: ['Blackwork'],
    });
  });
  afterAll(() => app.close());

  it('shows the sandbox and no account before connecting', async () => {
    const { status, body } = await requestJson(app.url, artist.browser, 'GET', '/api/instagram/connection');
    expect(status).toBe(200);
    expect(body).toEqual({ mode: 'sandbox', account: null });
  });

  it('refuses a callback whose state this browser did not start', async () => {
    const forged = await artist.browser.request('/api/instagram/callback?code=abc&state=not-ours');
    expect(forged.headers.get('location')).toContain('instagram=failed');
  });

  it('connects: code exchange (data[0], bare user_id), long-lived token, /me, subscribed_apps, first photo sync', async () => {
    const landing = await connectSandbox(artist.browser, 'ink.studio');
    expect(landing.pathname).toBe('/dashboard');
    expect(landing.searchParams.get('instagram')).toBe('connected');
    expect(landing.searchParams.get('username')).toBe('ink.studio');

    const stored = await account();
    expect(stored.igUserId).toMatch(/^1784\d{13}$/);
    expect(BigInt(stored.igUserId) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(stored.encryptedToken).not.toContain('IGSBX');
    expect(stored.tokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);

    await app.jobs.whenIdle();
    // 30 posts on two pages: 16 IMAGE, 7 carousels of two images and a video, 7 reels (skipped).
    const synced = await pieces();
    expect(synced).toHaveLength(30);
    const fromCarousel = synced.find((piece) => piece.description.includes('#geometric'))!;
    expect(fromCarousel.tags).toEqual(['geometric', 'blackwork']);
    expect(fromCarousel.title).toBe('Sacred geometry sleeve in progress');
    const image = await artist.browser.request(`/api/images/${fromCarousel.imageKey}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    const { body } = await requestJson(app.url, artist.browser, 'GET', '/api/instagram/connection');
    expect(body.account).toMatchObject({ username: 'ink.studio', isSandbox: true, lastWebhookAt: null });
  });

  it('syncs again without duplicates, and marks a post deleted on Instagram instead of keeping it silently', async () => {
    const [first] = await pieces();
    await sandboxControl(app.url, 'delete-media', { mediaId: first!.instagramMediaId });
    await app.jobs.send('instagram-photo-sync', { artistId: artist.id });
    await app.jobs.whenIdle();
    const after = await pieces();
    expect(after).toHaveLength(30);
    expect(after.filter((piece) => piece.removedFromInstagramAt)).toEqual([
      expect.objectContaining({ instagramMediaId: first!.instagramMediaId }),
    ]);
  });

  it('refreshes tokens older than 7 days, and only those', async () => {
    const before = await account();
    await app.database.db
      .update(instagramAccounts)
      .set({ tokenRefreshedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(instagramAccounts.id, before.id));
    await app.jobs.send('instagram-token-refresh', {});
    await app.jobs.whenIdle();
    const refreshed = await account();
    expect(refreshed.encryptedToken).not.toBe(before.encryptedToken);
    expect(Date.now() - refreshed.tokenRefreshedAt!.getTime()).toBeLessThan(60_000);

    await app.jobs.send('instagram-token-refresh', {});
    await app.jobs.whenIdle();
    expect((await account()).encryptedToken).toBe(refreshed.encryptedToken);
  });

  it('answers the verify-token handshake, or 403', async () => {
    const ok = await fetch(
      `${app.url}/api/webhooks/instagram?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=verify-me`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await fetch(
      `${app.url}/api/webhooks/instagram?hub.mode=subscribe&hub.challenge=1&hub.verify_token=nope`,
    );
    expect(wrong.status).toBe(403);
  });

  it('refuses a webhook with a bad or missing signature (401, nothing stored), then a bad shape (400)', async () => {
    const { igUserId } = await account();
    const body = JSON.stringify({
      object: 'instagram',
      entry: [
        {
          id: igUserId,
          time: 1,
          messaging: [
            {
              sender: { id: '1' },
              recipient: { id: igUserId },
              timestamp: 1,
              message: { mid: 'm1', text: 'hi' },
            },
          ],
        },
      ],
    });
    for (const signature of [undefined, 'sha256=00', signWebhookBody(body, 'another-secret')]) {
      const response = await fetch(`${app.url}/api/webhooks/instagram`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hub-signature-256': signature } : {}),
        },
        body,
      });
      expect(response.status).toBe(401);
    }
    await app.jobs.whenIdle();
    expect((await account()).lastWebhookAt).toBeNull();

    const badShape = JSON.stringify({ object: 'page', entry: [] });
    const refused = await fetch(`${app.url}/api/webhooks/instagram`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhookBody(badShape, APP_SECRET),
      },
      body: badShape,
    });
    expect(refused.status).toBe(400);
  });

  it("delivers a sandbox client's DM as a signed webhook; the job routes it and records the last webhook", async () => {
    const sent = await requestJson(app.url, artist.browser, 'POST', '/api/instagram/sandbox/messages', {
      username: 'client.one',
      text: 'How much for a small blackwork rose?',
    });
    expect(sent.status).toBe(200);
    await app.jobs.whenIdle();
    expect((await account()).lastWebhookAt).not.toBeNull();
    const thread = await requestJson(
      app.url,
      artist.browser,
      'GET',
      '/api/instagram/sandbox/thread?username=client.one',
    );
    expect(thread.body).toMatchObject({ accountUsername: 'ink.studio', clientUsername: 'client.one' });
    // The inbox may already have answered (its own tests cover that): the client's DM comes first.
    expect(thread.body.messages[0]).toEqual({
      mid: sent.body.mid,
      from: 'client',
      text: 'How much for a small blackwork rose?',
      tag: null,
      sentAt: expect.any(String),
    });
  });

  it('disconnects: unsubscribes, deletes the token, keeps the synced portfolio', async () => {
    const response = await artist.browser.request('/api/instagram/disconnect', {
      method: 'POST',
      headers: { origin: app.url },
    });
    expect(response.status).toBe(204);
    const stored = await account();
    expect(stored.encryptedToken).toBeNull();
    expect(stored.disconnectedAt).not.toBeNull();
    expect(await pieces()).toHaveLength(30);
    const { body } = await requestJson(app.url, artist.browser, 'GET', '/api/instagram/connection');
    expect(body.account).toBeNull();
  });
});
