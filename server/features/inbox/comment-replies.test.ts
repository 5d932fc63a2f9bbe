import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxComment, InboxCommentList } from '#common/contracts/inbox.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import {
  createConnectedArtist,
  postSignedWebhook,
  sandboxComment,
  sandboxControl,
} from '../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { instagramComments, instagramMessages, instagramThreads } from '../../db/schema/index.ts';
import { deleteOldComments } from './delete-old-comments.ts';

const APP_SECRET = 'comment-replies-secret';
const DAY = 86_400_000;
const PRICE = 'How much for a small rose like this?';

/** Issue #25: every comment is logged with what became of it, the count, the editable text, the sandbox. */
describe.each(testDatabaseKinds())('Comment replies [%s]', (kind) => {
  let app: TestApp;
  let artist: TestArtist;
  let igUserId: string;

  const db = () => app.database.db;
  const setSettings = (body: Record<string, unknown>) =>
    requestJson(app.url, artist.browser, 'PATCH', '/api/inbox/settings', body);
  const commentLog = async (who = artist) =>
    (await requestJson(app.url, who.browser, 'GET', '/api/inbox/comments')).body as InboxCommentList;
  const logged = async (text: string) =>
    (await commentLog()).comments.filter((comment: InboxComment) => comment.text === text);
  /** A signed `comments` delivery, as Meta sends one (`entry.time` in seconds); resolves once all jobs ran. */
  const comment = async ({
    id,
    from,
    text,
    at = Date.now(),
  }: {
    id: string;
    from: string;
    text: string;
    at?: number;
  }) => {
    const body = JSON.stringify({
      object: 'instagram',
      entry: [
        {
          id: igUserId,
          time: Math.floor(at / 1000),
          changes: [
            {
              field: 'comments',
              value: {
                id,
                text,
                from: { id: from, username: `u${from}` },
                media: { id: '17900000000000001' },
              },
            },
          ],
        },
      ],
    });
    expect((await postSignedWebhook(app.url, body, APP_SECRET)).status).toBe(200);
    await app.jobs.whenIdle();
  };
  const commentOnSandbox = (username: string, text: string) =>
    sandboxComment(app, artist, { username, text });
  const sandboxThread = async (username: string) =>
    (await requestJson(app.url, artist.browser, 'GET', `/api/instagram/sandbox/thread?username=${username}`))
      .body.messages as { from: string; text: string }[];

  beforeAll(async () => {
    app = await startTestApp(kind, { INSTAGRAM_APP_SECRET: APP_SECRET });
    ({ artist, igUserId } = await createConnectedArtist(app, {
      email: 'comments@example.com',
      artistName: 'Rosa Ink',
      username: 'rosa.comments',
    }));
  });
  afterAll(() => app.close());

  it('logs every comment with what became of it: replied once, or why not', async () => {
    await comment({ id: 'c-off', from: '901', text: PRICE });
    expect(await logged(PRICE)).toMatchObject([
      { status: 'skipped', skipReason: 'replies-off', commenterName: '@u901', replyText: null },
    ]);

    expect((await setSettings({ isCommentRepliesOn: true })).status).toBe(200);
    await comment({ id: 'c-price', from: '902', text: 'Price for a rose on the wrist?' });
    // A redelivery is stored and answered once.
    await comment({ id: 'c-price', from: '902', text: 'Price for a rose on the wrist?' });
    await comment({ id: 'c-again', from: '902', text: 'Do you have any openings to book next month?' });
    await comment({ id: 'c-fan', from: '903', text: 'stunning 😍' });
    await comment({ id: 'c-old', from: '904', text: 'How much would this cost?', at: Date.now() - 8 * DAY });
    await comment({ id: 'c-own', from: igUserId, text: 'DM me for prices!' });

    const byId = new Map(
      (await db().select().from(instagramComments).where(eq(instagramComments.artistId, artist.id))).map(
        (row) => [row.commentId, row],
      ),
    );
    expect(byId.size).toBe(6);
    expect(byId.get('c-price')).toMatchObject({
      status: 'sent',
      skipReason: null,
      replyText:
        'Thanks for asking! Send @rosa.comments a DM with your idea and we’ll get you a price and a date.',
    });
    expect(byId.get('c-again')).toMatchObject({ status: 'skipped', skipReason: 'replied-this-week' });
    expect(byId.get('c-fan')).toMatchObject({ status: 'skipped', skipReason: 'not-an-inquiry' });
    expect(byId.get('c-old')).toMatchObject({ status: 'skipped', skipReason: 'too-old' });
    expect(byId.get('c-own')).toMatchObject({ status: 'skipped', skipReason: 'own-comment' });

    const log = await commentLog();
    // Newest first: the 8-day-old comment last.
    expect(log.comments.at(-1)).toMatchObject({ text: 'How much would this cost?', skipReason: 'too-old' });
    expect(log.comments[0]!.commentedAt >= log.comments[1]!.commentedAt).toBe(true);
    expect(log.comments.find((row) => row.status === 'sent')).toMatchObject({
      commenterName: '@u902',
      post: { mediaId: '17900000000000001', title: null },
      repliedAt: expect.any(String),
    });
    expect(log.repliesSentLastWeek).toBe(1);
  });

  it('counts the private replies sent in the last 7 days, and shows another artist none of them', async () => {
    const before = (await commentLog()).repliesSentLastWeek;
    await db()
      .insert(instagramComments)
      .values(
        [1, 6, 8].map((days) => ({
          artistId: artist.id,
          commentId: `c-count-${days}`,
          commenterId: `count-${days}`,
          text: 'how much?',
          commentedAt: new Date(Date.now() - days * DAY),
          status: 'sent' as const,
          replyText: 'hi',
          repliedAt: new Date(Date.now() - days * DAY),
        })),
      );
    expect((await commentLog()).repliesSentLastWeek).toBe(before + 2);

    const other = await createArtist(app.url, {
      email: 'comments-other@example.com',
      artistName: 'Other Ink',
      styles: ['Minimalist'],
    });
    expect(await commentLog(other)).toEqual({ comments: [], repliesSentLastWeek: 0 });
  });

  it('refuses a reply text that is empty, over 500 characters or over Instagram’s 1000 bytes, naming the field', async () => {
    const settings = await requestJson(app.url, artist.browser, 'GET', '/api/inbox/settings');
    expect(settings.body.commentReplyText).toMatch(/^Thanks for asking! Send @rosa\.comments a DM/);
    for (const commentReplyText of ['   ', 'x'.repeat(501), '🌹'.repeat(251), 42]) {
      const refused = await setSettings({ commentReplyText });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual(['commentReplyText']);
    }
    const saved = await setSettings({ commentReplyText: `  ${'x'.repeat(500)}  ` });
    expect(saved.status).toBe(200);
    expect(saved.body.commentReplyText).toBe('x'.repeat(500));
  });

  it('sends the artist’s own text as the private reply, which shows in the sandbox as a DM to the commenter', async () => {
    const text = 'Hey! DM me your idea and I will send you a quote 🌹';
    const saved = await setSettings({ isCommentRepliesOn: true, commentReplyText: text });
    expect(saved.body).toEqual({ isBotPaused: false, isCommentRepliesOn: true, commentReplyText: text });

    await commentOnSandbox('sandbox.fan', 'How much would this be as a forearm piece?');
    expect(await logged('How much would this be as a forearm piece?')).toMatchObject([
      { status: 'sent', replyText: text, commenterName: '@sandbox.fan', post: { title: expect.any(String) } },
    ]);
    expect(await sandboxThread('sandbox.fan')).toMatchObject([{ from: 'account', text }]);
    await app.jobs.whenIdle();
    // Its echo is the assistant's message in the commenter's thread, named by the comment's @username: the
    // thread stays the assistant's.
    const [thread] = await db()
      .select()
      .from(instagramThreads)
      .where(and(eq(instagramThreads.artistId, artist.id), eq(instagramThreads.username, 'sandbox.fan')));
    expect(thread).toMatchObject({ handling: 'bot' });
    const messages = await db()
      .select()
      .from(instagramMessages)
      .where(eq(instagramMessages.threadId, thread!.id));
    expect(messages).toMatchObject([{ author: 'bot', text, note: 'comment-reply', status: 'sent' }]);
  });

  it('records a reply Instagram refused as failed, with why', async () => {
    await sandboxControl(app.url, 'fail-next', { endpoint: 'messages', status: 400, code: 100, times: 1 });
    await commentOnSandbox('sandbox.refused', 'Is there a deposit to book?');
    expect(await logged('Is there a deposit to book?')).toMatchObject([
      { status: 'failed', error: expect.stringMatching(/^Not sent: .*Injected sandbox failure/) },
    ]);
    expect(await sandboxThread('sandbox.refused')).toEqual([]);
  });

  it('prunes comments 90 days after they were made', async () => {
    const aged = (days: number) => ({
      artistId: artist.id,
      commentId: `c-aged-${days}`,
      commenterId: 'aged',
      text: 'old one',
      commentedAt: new Date(Date.now() - days * DAY),
      status: 'skipped' as const,
      skipReason: 'too-old' as const,
    });
    await db()
      .insert(instagramComments)
      .values([aged(91), aged(89)]);
    await deleteOldComments(db(), new Date());
    const left = await db()
      .select({ commentId: instagramComments.commentId })
      .from(instagramComments)
      .where(and(eq(instagramComments.artistId, artist.id), eq(instagramComments.commenterId, 'aged')));
    expect(left).toEqual([{ commentId: 'c-aged-89' }]);
  });
});
