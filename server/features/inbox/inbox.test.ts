import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { connectSandbox, sandboxControl, sandboxDm } from '../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import {
  conversations,
  instagramAccounts,
  instagramMessages,
  instagramThreads,
  leads,
} from '../../db/schema/index.ts';
import { signWebhookBody } from '../../providers/instagram/signatures.ts';

const APP_SECRET = 'inbox-test-secret';
const HOUR = 3_600_000;
const INQUIRY = 'Hi! I want a fine line rose on my forearm, about 3 inches, budget $300';

describe.each(testDatabaseKinds())('Instagram inbox against the sandbox over HTTP [%s]', (kind) => {
  let app: TestApp;
  let artist: TestArtist;
  let igUserId: string;

  const db = () => app.database.db;
  const dm = (username: string, text: string) => sandboxDm(app, artist, { username, text });
  const sandboxThread = async (username: string) =>
    (await requestJson(app.url, artist.browser, 'GET', `/api/instagram/sandbox/thread?username=${username}`))
      .body.messages as { from: string; text: string; tag: string | null }[];
  const threadOf = async (mid: string) => {
    const [message] = await db().select().from(instagramMessages).where(eq(instagramMessages.mid, mid));
    const [thread] = await db()
      .select()
      .from(instagramThreads)
      .where(eq(instagramThreads.id, message!.threadId));
    return thread!;
  };
  const replyAsArtist = (threadId: string, text: string) =>
    requestJson(app.url, artist.browser, 'POST', `/api/inbox/threads/${threadId}/replies`, { text });
  const messagesOf = (threadId: string) =>
    db().select().from(instagramMessages).where(eq(instagramMessages.threadId, threadId));
  const postWebhook = async (messaging: Record<string, unknown>[]) => {
    const body = JSON.stringify({
      object: 'instagram',
      entry: [{ id: igUserId, time: Date.now(), messaging }],
    });
    const response = await fetch(`${app.url}/api/webhooks/instagram`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhookBody(body, APP_SECRET),
      },
      body,
    });
    expect(response.status).toBe(200);
  };
  const clientDm = (clientId: string, mid: string, text: string, at = Date.now()) => ({
    sender: { id: clientId },
    recipient: { id: igUserId },
    timestamp: at,
    message: { mid, text },
  });
  /** A client the sandbox knows (so the Send API can reach them) whose thread has no client message yet. */
  const freshClient = async (username: string) => {
    const thread = await threadOf(await dm(username, 'love your work!!'));
    await db()
      .update(instagramThreads)
      .set({ lastClientMessageAt: null })
      .where(eq(instagramThreads.id, thread.id));
    return thread;
  };

  beforeAll(async () => {
    app = await startTestApp(kind, { INSTAGRAM_APP_SECRET: APP_SECRET });
    artist = await createArtist(app.url, {
      email: 'inbox@example.com',
      artistName: 'Rosa Ink',
      styles: ['Minimalist'],
    });
    await connectSandbox(artist.browser, 'rosa.ink');
    await app.jobs.whenIdle();
    const [account] = await db()
      .select({ igUserId: instagramAccounts.igUserId })
      .from(instagramAccounts)
      .where(eq(instagramAccounts.artistId, artist.id));
    igUserId = account!.igUserId;
  });
  afterAll(() => app.close());

  it('answers a tattoo DM through the Send API, disclosing the assistant, and makes an Instagram lead', async () => {
    const mid = await dm('client.rose', INQUIRY);
    const sent = await sandboxThread('client.rose');
    expect(sent.map((message) => message.from)).toEqual(['client', 'account']);
    expect(sent[1]!.text).toMatch(/^Hi! I'm the automated assistant for Rosa Ink\./);
    expect(sent[1]!.tag).toBeNull();

    const thread = await threadOf(mid);
    expect(thread).toMatchObject({ handling: 'bot', hasDisclosed: true });
    const [lead] = await db().select().from(leads).where(eq(leads.id, thread.leadId!));
    expect(lead).toMatchObject({ channel: 'instagram', instagramUsername: thread.username, email: '' });
    expect(lead!.projectSummary).toContain('rose');

    const list = await requestJson(app.url, artist.browser, 'GET', '/api/inbox/threads');
    expect(list.status).toBe(200);
    const summary = list.body.threads.find((row: { id: string }) => row.id === thread.id);
    expect(summary).toMatchObject({ handling: 'bot', lead: { id: lead!.id }, window: { state: 'open' } });
    // A lone artist's threads are theirs alone: a thread a person handles reads "You".
    expect(list.body.isInStudio).toBe(false);
    const leadList = await requestJson(app.url, artist.browser, 'GET', '/api/admin/leads');
    expect(leadList.body.leads.find((row: { id: string }) => row.id === lead!.id).channel).toBe('instagram');

    // The second automated message does not introduce itself again.
    await dm('client.rose', 'black and grey please');
    const again = await sandboxThread('client.rose');
    expect(again.at(-1)!.from).toBe('account');
    expect(again.at(-1)!.text).not.toContain('automated assistant');
  });

  it('stores what each reply asked with it, and reads the next DM against that record (decision 046)', async () => {
    const thread = await threadOf(await dm('client.record', 'a geometric wolf head on my forearm'));
    const conversationOf = async () =>
      (await db().select().from(conversations).where(eq(conversations.id, thread.conversationId!)))[0]!;
    const [question, reply] = (await conversationOf()).messages;
    expect(reply).toMatchObject({ role: 'assistant', turn: { asked: expect.any(String) } });
    // The stored reply reworded with no size word, its record asking the size: the record decides.
    const reworded = {
      ...reply!,
      content: 'What are we looking at, dimension-wise?',
      turn: { ...reply!.turn!, asked: 'size' as const, yesNo: null },
    };
    await db()
      .update(conversations)
      .set({ messages: [question!, reworded] })
      .where(eq(conversations.id, thread.conversationId!));
    await dm('client.record', '15');
    const after = await conversationOf();
    expect(after.brief?.size?.text).toMatch(/15/);
    expect(after.brief?.age).toBeNull();
    expect(after.messages.at(-1)).toMatchObject({ role: 'assistant', turn: expect.any(Object) });
  });

  it('leaves a fan message to the artist: no bot reply, no lead', async () => {
    const mid = await dm('fan.one', 'love your work!! 😍');
    expect((await sandboxThread('fan.one')).map((message) => message.from)).toEqual(['client']);
    const thread = await threadOf(mid);
    expect(thread.leadId).toBeNull();
    expect((await messagesOf(thread.id)).map((message) => message.author)).toEqual(['client']);
  });

  it('hands the thread to a human on an echo the artist sent from the Instagram app; the bot stays quiet', async () => {
    const mid = await dm('client.echo', INQUIRY);
    await sandboxControl(app.url, 'echo', {
      accountId: igUserId,
      clientUsername: 'client.echo',
      text: 'Hey, Rosa here!',
    });
    await app.jobs.whenIdle();
    const thread = await threadOf(mid);
    expect(thread.handling).toBe('human');
    const rows = await messagesOf(thread.id);
    expect(rows.find((row) => row.text === 'Hey, Rosa here!')).toMatchObject({
      author: 'artist',
      note: 'sent-from-instagram',
    });

    await dm('client.echo', 'great, black and grey');
    expect((await sandboxThread('client.echo')).at(-1)!.from).toBe('client');
  });

  it('sends within 24 h; at 25 h refuses the bot and tags a human reply HUMAN_AGENT; after 8 days refuses both', async () => {
    const at23 = await freshClient('window.23');
    await postWebhook([clientDm(at23.igsid, 'w23-1', INQUIRY, Date.now() - 23 * HOUR)]);
    await app.jobs.whenIdle();
    expect((await sandboxThread('window.23')).at(-1)!.from).toBe('account');

    const at25 = await freshClient('window.25');
    await postWebhook([clientDm(at25.igsid, 'w25-1', INQUIRY, Date.now() - 25 * HOUR)]);
    await app.jobs.whenIdle();
    expect((await sandboxThread('window.25')).at(-1)!.from).toBe('client');
    const refused = (await messagesOf(at25.id)).find((row) => row.author === 'bot');
    expect(refused).toMatchObject({ status: 'refused' });
    expect(refused!.error).toContain('24 hours');
    const thread25 = await requestJson(app.url, artist.browser, 'GET', `/api/inbox/threads/${at25.id}`);
    expect(thread25.body.window.state).toBe('human-only');
    const human = await replyAsArtist(at25.id, 'Sorry for the wait! Still keen on the rose?');
    expect(human.status).toBe(200);
    expect(human.body.handling).toBe('human');
    await app.jobs.whenIdle();
    expect((await sandboxThread('window.25')).at(-1)).toMatchObject({
      from: 'account',
      text: 'Sorry for the wait! Still keen on the rose?',
      tag: 'HUMAN_AGENT',
    });

    const at8d = await freshClient('window.8d');
    await postWebhook([clientDm(at8d.igsid, 'w8d-1', INQUIRY, Date.now() - 8 * 24 * HOUR)]);
    await app.jobs.whenIdle();
    expect((await sandboxThread('window.8d')).at(-1)!.from).toBe('client');
    const late = await replyAsArtist(at8d.id, 'Hello?');
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('7 days');
    // The refused send changed nothing: the thread is still the assistant's, not "You".
    expect((await threadOf('w8d-1')).handling).toBe('bot');
    // The bot's draft says what is true 8 days on: nobody can reply until the client writes again.
    const draft = (await messagesOf(at8d.id)).find((row) => row.author === 'bot');
    expect(draft).toMatchObject({ status: 'refused' });
    expect(draft!.error).not.toContain('Reply yourself');
    expect(draft!.error).toContain('until the client writes again');
    // The list shows that draft as unsent, not as if it went out.
    const list = await requestJson(app.url, artist.browser, 'GET', '/api/inbox/threads');
    const summary = list.body.threads.find((row: { id: string }) => row.id === at8d.id);
    expect(summary.lastMessage).toMatchObject({ author: 'bot', isUnsent: true });
  });

  it('stores a batched delivery once even when Meta delivers it twice, replying once per message', async () => {
    const one = await freshClient('batch.one');
    const two = await freshClient('batch.two');
    const batch = [
      clientDm(one.igsid, 'batch-1', INQUIRY),
      clientDm(two.igsid, 'batch-2', 'love your work!!'),
      {
        sender: { id: two.igsid },
        recipient: { id: igUserId },
        timestamp: Date.now(),
        read: { mid: 'batch-2' },
      },
      clientDm(two.igsid, 'batch-3', INQUIRY),
    ];
    await postWebhook(batch);
    await postWebhook(batch);
    await app.jobs.whenIdle();
    const ofOne = await messagesOf(one.id);
    const ofTwo = await messagesOf(two.id);
    expect(ofOne.filter((row) => row.mid === 'batch-1')).toHaveLength(1);
    expect(ofTwo.filter((row) => row.mid === 'batch-2' || row.mid === 'batch-3')).toHaveLength(2);
    expect(ofOne.filter((row) => row.author === 'bot')).toHaveLength(1);
    expect(ofTwo.filter((row) => row.author === 'bot')).toHaveLength(1);
  });

  it('retries a 429 from the Send API with backoff and shows the message sent', async () => {
    await sandboxControl(app.url, 'fail-next', { endpoint: 'messages', status: 429, code: 4, times: 1 });
    const mid = await dm('client.busy', INQUIRY);
    const bot = (await messagesOf((await threadOf(mid)).id)).find((row) => row.author === 'bot');
    expect(bot).toMatchObject({ status: 'sent', error: null });
    expect((await sandboxThread('client.busy')).at(-1)!.from).toBe('account');
  });

  it('stops the bot on STOP and a dashboard reply; hands back with a new disclosure; 404 for another artist', async () => {
    const mid = await dm('client.stop', 'STOP');
    const thread = await threadOf(mid);
    expect(thread.isOptedOut).toBe(true);
    // STOP is confirmed once, in English when the thread has no language; then the bot stays quiet.
    const stopped = await sandboxThread('client.stop');
    expect(stopped.map((message) => message.from)).toEqual(['client', 'account']);
    expect(stopped[1]!.text).toContain('START');
    await dm('client.stop', INQUIRY);
    expect((await sandboxThread('client.stop')).map((message) => message.from)).toEqual([
      'client',
      'account',
      'client',
    ]);
    await dm('client.stop', 'START');
    const started = await sandboxThread('client.stop');
    expect(started.at(-1)).toMatchObject({ from: 'account', text: expect.stringContaining('STOP') });

    const handedBack = await requestJson(
      app.url,
      artist.browser,
      'PATCH',
      `/api/inbox/threads/${thread.id}`,
      {
        handling: 'bot',
      },
    );
    expect(handedBack.body.handling).toBe('bot');
    await dm('client.stop', 'black and grey please');
    expect((await sandboxThread('client.stop')).at(-1)!.text).toContain('automated assistant');

    const other = await createArtist(app.url, {
      email: 'other@example.com',
      artistName: 'Other',
      styles: ['Blackwork'],
    });
    const peek = await requestJson(app.url, other.browser, 'GET', `/api/inbox/threads/${thread.id}`);
    expect(peek.status).toBe(404);
    const [row] = await db()
      .select()
      .from(instagramThreads)
      .where(and(eq(instagramThreads.id, thread.id), eq(instagramThreads.artistId, artist.id)));
    expect(row!.handling).toBe('bot');
  });

  it('confirms STOP in the language of the thread’s lead', async () => {
    const thread = await threadOf(await dm('client.es', INQUIRY));
    await db().update(leads).set({ language: 'es' }).where(eq(leads.id, thread.leadId!));
    await dm('client.es', 'stop');
    expect((await sandboxThread('client.es')).at(-1)).toMatchObject({
      from: 'account',
      text: expect.stringContaining('mensajes automáticos'),
    });
  });

  it('flags and counts DMs that arrive while the assistant is switched off', async () => {
    const off = await requestJson(app.url, artist.browser, 'PATCH', '/api/inbox/settings', {
      isBotPaused: true,
    });
    expect(off.status).toBe(200);
    const thread = await threadOf(await dm('client.waiting', INQUIRY));
    expect((await sandboxThread('client.waiting')).map((message) => message.from)).toEqual(['client']);
    const list = await requestJson(app.url, artist.browser, 'GET', '/api/inbox/threads');
    const summary = list.body.threads.find((row: { id: string }) => row.id === thread.id);
    expect(summary.needsArtist).toBe(true);
    expect(list.body.needsArtistCount).toBe(
      list.body.threads.filter((row: { needsArtist: boolean }) => row.needsArtist).length,
    );
    expect(list.body.needsArtistCount).toBeGreaterThanOrEqual(1);
    // Answered by the artist, it is no longer waiting.
    await replyAsArtist(thread.id, 'Hi, Rosa here!');
    const after = await requestJson(app.url, artist.browser, 'GET', `/api/inbox/threads/${thread.id}`);
    expect(after.body.needsArtist).toBe(false);
    await requestJson(app.url, artist.browser, 'PATCH', '/api/inbox/settings', { isBotPaused: false });
  });

  // Last: it disconnects the account the tests above share.
  it('after disconnecting, says so on the thread and refuses a reply without taking the thread', async () => {
    const thread = await threadOf(await dm('client.gone', INQUIRY));
    const disconnect = await artist.browser.request('/api/instagram/disconnect', {
      method: 'POST',
      headers: { origin: app.url },
    });
    expect(disconnect.status).toBe(204);
    const shown = await requestJson(app.url, artist.browser, 'GET', `/api/inbox/threads/${thread.id}`);
    expect(shown.body.isInstagramConnected).toBe(false);
    const list = await requestJson(app.url, artist.browser, 'GET', '/api/inbox/threads');
    expect(list.body.isInstagramConnected).toBe(false);
    const reply = await replyAsArtist(thread.id, 'Hello?');
    expect(reply.status).toBe(409);
    expect(reply.body.message).toContain('disconnected');
    expect((await threadOf((await messagesOf(thread.id))[0]!.mid!)).handling).toBe('bot');
  });
});
