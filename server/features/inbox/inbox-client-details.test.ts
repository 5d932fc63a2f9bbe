import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import {
  createConnectedArtist,
  postSignedWebhook,
  sandboxControl,
  sandboxDm,
} from '../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { instagramMessages, instagramThreads, leads } from '../../db/schema/index.ts';
import { PROFILE_RETRY_MS } from './look-up-client-profile.ts';

const APP_SECRET = 'client-details-secret';
const INQUIRY = 'Hi! I want a fine line rose on my forearm, about 3 inches, budget $300';

describe.each(testDatabaseKinds())('Instagram clients: names, images, refused webhooks [%s]', (kind) => {
  let app: TestApp;
  let artist: TestArtist;
  let igUserId: string;
  let offsetMs = 0;
  const db = () => app.database.db;

  const dm = async (username: string, text: string, withPhoto = false) => {
    const mid = await sandboxDm(app, artist, { username, text, ...(withPhoto ? { withPhoto } : {}) });
    const [message] = await db().select().from(instagramMessages).where(eq(instagramMessages.mid, mid));
    const [thread] = await db()
      .select()
      .from(instagramThreads)
      .where(eq(instagramThreads.id, message!.threadId));
    return { message: message!, thread: thread! };
  };
  const summaryOf = async (threadId: string) =>
    (await requestJson(app.url, artist.browser, 'GET', '/api/inbox/threads')).body.threads.find(
      (row: { id: string }) => row.id === threadId,
    );
  const postSigned = (body: string, secret: string) => postSignedWebhook(app.url, body, secret);

  beforeAll(async () => {
    app = await startTestApp(
      kind,
      { INSTAGRAM_APP_SECRET: APP_SECRET },
      { clock: () => new Date(Date.now() + offsetMs) },
    );
    ({ artist, igUserId } = await createConnectedArtist(app, {
      email: 'names@example.com',
      artistName: 'Iva Ink',
      username: 'iva.ink',
    }));
  });
  afterAll(() => app.close());

  it('names a DM client @username through the User Profile API once per thread; a failure keeps the fallback and retries an hour later', async () => {
    await sandboxControl(app.url, 'fail-next', { endpoint: 'user-profile', status: 500 });
    const first = await dm('client.named', INQUIRY);
    expect(first.thread.username).toBeNull();
    expect(first.thread.profileRetryAt).not.toBeNull();
    expect((await summaryOf(first.thread.id)).clientName).toBe(
      `Instagram user ···${first.thread.igsid.slice(-4)}`,
    );

    // Before the retry time nothing is asked: the thread keeps the same retry time.
    const second = await dm('client.named', 'black and grey please');
    expect(second.thread.username).toBeNull();
    expect(second.thread.profileRetryAt).toEqual(first.thread.profileRetryAt);

    offsetMs += PROFILE_RETRY_MS + 60_000;
    const third = await dm('client.named', 'next month works');
    expect(third.thread).toMatchObject({ username: 'client.named', displayName: 'client.named' });
    expect((await summaryOf(third.thread.id)).clientName).toBe('@client.named');
    const [lead] = await db().select().from(leads).where(eq(leads.id, third.thread.leadId!));
    expect(lead!.instagramUsername).toBe('client.named');

    // Named once: a later message asks nothing (the answer is kept on the thread).
    const fourth = await dm('client.named', 'thanks!');
    expect(fourth.thread.profileFetchedAt).toEqual(third.thread.profileFetchedAt);
  });

  it("copies a client's image out of Meta's expiring URL into storage, shown in the inbox and on the lead", async () => {
    const { message, thread } = await dm('client.photo', INQUIRY, true);
    expect(message.attachments).toEqual([
      { type: 'image', key: expect.stringMatching(/^instagram\/.+\.webp$/) },
    ]);

    const opened = await requestJson(app.url, artist.browser, 'GET', `/api/inbox/threads/${thread.id}`);
    const [attachment] = opened.body.messages[0].attachments;
    expect(attachment).toEqual({
      type: 'image',
      imageUrl: expect.stringContaining(`/api/inbox/threads/${thread.id}/images/`),
    });
    const image = await artist.browser.request(attachment.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const stranger = await createArtist(app.url, {
      email: 'stranger@example.com',
      artistName: 'Stranger Ink',
      styles: ['Blackwork'],
    });
    expect((await stranger.browser.request(attachment.imageUrl)).status).toBe(404);

    expect(thread.leadId).not.toBeNull();
    const details = await requestJson(
      app.url,
      artist.browser,
      'GET',
      `/api/admin/leads/${thread.leadId}/details`,
    );
    expect(details.status).toBe(200);
    const leadImages = details.body.conversation.messages.flatMap(
      (row: { images: { url: string }[] }) => row.images,
    );
    expect(leadImages).toHaveLength(1);
    expect((await artist.browser.request(leadImages[0].url)).status).toBe(200);
  });

  it('keeps an image from a host outside the SSRF allow list as unsaved, without fetching it', async () => {
    const clientId = (await dm('client.ssrf', 'hello')).thread.igsid;
    const body = JSON.stringify({
      object: 'instagram',
      entry: [
        {
          id: igUserId,
          time: Date.now(),
          messaging: [
            {
              sender: { id: clientId },
              recipient: { id: igUserId },
              timestamp: Date.now(),
              message: {
                mid: 'mid-ssrf-1',
                attachments: [{ type: 'image', payload: { url: 'http://169.254.169.254/x.jpg' } }],
              },
            },
          ],
        },
      ],
    });
    expect((await postSigned(body, APP_SECRET)).status).toBe(200);
    await app.jobs.whenIdle();
    const [stored] = await db()
      .select()
      .from(instagramMessages)
      .where(eq(instagramMessages.mid, 'mid-ssrf-1'));
    expect(stored!.attachments[0]).toMatchObject({
      type: 'image',
      copyError: expect.stringContaining('Refused'),
    });
    const opened = await requestJson(
      app.url,
      artist.browser,
      'GET',
      `/api/inbox/threads/${stored!.threadId}`,
    );
    const shown = opened.body.messages.find((row: { id: string }) => row.id === stored!.id);
    expect(shown.attachments).toEqual([expect.objectContaining({ type: 'image', isUnsaved: true })]);
    expect(shown.attachments[0].imageUrl).toBeUndefined();
  });

  it('refuses a badly signed webhook, stores nothing, and Integrations shows it with a wrong-secret hint', async () => {
    const body = JSON.stringify({
      object: 'instagram',
      entry: [{ id: igUserId, time: Date.now(), messaging: [] }],
    });
    const before = await requestJson(app.url, artist.browser, 'GET', '/api/instagram/connection');
    expect(before.body.account.lastWebhookRejected).toBeNull();
    // Sandbox deliveries passed already, so one refusal is just a bad request: no hint.
    expect((await postSigned(body, 'not-the-secret')).status).toBe(401);
    const once = await requestJson(app.url, artist.browser, 'GET', '/api/instagram/connection');
    expect(once.body.account.lastWebhookRejected).toMatchObject({ reason: 'mismatch', hint: null });

    const missing = await fetch(`${app.url}/api/webhooks/instagram`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(missing.status).toBe(401);
    const shown = await requestJson(app.url, artist.browser, 'GET', '/api/instagram/connection');
    expect(shown.body.account.lastWebhookRejected.reason).toBe('missing');
  });
});
