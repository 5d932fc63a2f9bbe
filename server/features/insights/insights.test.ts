import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanId } from '#common/constants/plans.ts';
import type { SubscriptionStatus } from '#common/domain/billing/entitlement.ts';
import type { BriefField } from '#common/domain/consultation/brief.ts';
import { NOTHING_ASKED } from '#common/domain/consultation/dialogue/turn-record.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { insertLead } from '../../../tests/fixtures/test-leads.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import type { Db } from '../../db/client.ts';
import {
  availabilitySettings,
  bookingEvents,
  bookingOffers,
  bookings,
  conversations,
  instagramAccounts,
  instagramComments,
  instagramMessages,
  instagramThreads,
  leads,
  type StoredChatMessage,
  subscriptions,
} from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
/** A Wednesday noon, UTC: the 30-day range starts on Monday 2026-05-18 at noon. */
const NOW = new Date('2026-06-17T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const plus = (time: Date, seconds: number) => new Date(time.getTime() + seconds * 1000);

/** One stored transcript message `seconds` after `start`: the client's, or the assistant's asking `asked`. */
type Line =
  | readonly [seconds: number, who: 'client' | 'person']
  | readonly [seconds: number, asked: BriefField | 'age' | null, handsOff?: true];
const transcript = (start: Date, lines: readonly Line[]): StoredChatMessage[] =>
  lines.map(([seconds, who, handsOff]) => {
    const timestamp = plus(start, seconds).toISOString();
    if (who === 'client') return { role: 'user', content: 'hi', timestamp };
    if (who === 'person') return { role: 'assistant', content: 'Ana here', timestamp };
    return {
      role: 'assistant',
      content: 'And?',
      timestamp,
      turn: { ...NOTHING_ASKED, asked: who, ...(handsOff && { handsOff }) },
    };
  });

async function insertConversation(
  db: Db,
  artistId: string,
  {
    createdAt,
    lines = [],
    isTest = false,
    sourceUrl = null,
  }: { createdAt: Date; lines?: readonly Line[]; isTest?: boolean; sourceUrl?: string | null },
): Promise<string> {
  const [row] = await db
    .insert(conversations)
    .values({
      sessionId: nanoid(),
      artistId,
      createdAt,
      isTest,
      sourceUrl,
      messages: transcript(createdAt, lines),
    })
    .returning({ id: conversations.id });
  return row!.id;
}

async function insertLeadFor(
  db: Db,
  artistId: string,
  conversationId: string,
  values: { fitScore: 'high' | 'medium' | 'low'; createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(leads)
    .values({
      artistId,
      conversationId,
      email: `${nanoid(6)}@example.com`,
      matchPercentage: 50,
      detailedRating: 50,
      projectSummary: 'A tattoo',
      matchBreakdown: { criteria: [], missingFields: [], gates: [], fitReason: '', suggestedReply: '' },
      ...values,
    })
    .returning({ id: leads.id });
  return row!.id;
}

async function setPlan(
  db: Db,
  artistId: string,
  plan: PlanId,
  status: SubscriptionStatus,
  ends: { trialEndsAt?: Date; currentPeriodEnd?: Date },
) {
  const values = {
    plan,
    status,
    trialEndsAt: ends.trialEndsAt ?? null,
    currentPeriodEnd: ends.currentPeriodEnd ?? null,
  };
  await db
    .insert(subscriptions)
    .values({ artistId, ...values })
    .onConflictDoUpdate({ target: subscriptions.artistId, set: values });
}

describe.each(testDatabaseKinds())('advanced analytics: GET /api/insights [%s]', (kind) => {
  let testApp: TestApp;
  let ana: TestArtist;
  let ben: TestArtist;
  let cleo: TestArtist;
  let db: Db;

  const insights = (artist: TestArtist, query = '') =>
    requestJson(testApp.url, artist.browser, 'GET', `/api/insights${query}`);

  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, { clock: () => NOW });
    db = testApp.database.db;
    ana = await createArtist(testApp.url, {
      email: 'ana@example.com',
      artistName: 'Ana',
      styles: ['Japanese'],
    });
    ben = await createArtist(testApp.url, {
      email: 'ben@example.com',
      artistName: 'Ben',
      styles: ['Realism'],
    });
    cleo = await createArtist(testApp.url, {
      email: 'cleo@example.com',
      artistName: 'Cleo',
      styles: ['Blackwork'],
    });
    await setPlan(db, ana.id, 'professional', 'active', { currentPeriodEnd: daysAgo(-20) });
    await setPlan(db, ben.id, 'starter', 'active', { currentPeriodEnd: daysAgo(-20) });
    // Cleo's Professional trial ended yesterday: lapsed.
    await setPlan(db, cleo.id, 'professional', 'trialing', { trialEndsAt: daysAgo(1) });
    await db.insert(availabilitySettings).values({
      artistId: ana.id,
      timeZone: 'Europe/Lisbon',
      weeklyHours: {} as never,
      sessionMinutes: {} as never,
      depositRule: {} as never,
      currency: 'eur',
      calendarToken: nanoid(),
    });

    // Web chats on Ana's page. Seconds after the start: client lines, then the assistant's reply and what it asked.
    // c1: two answered turns (3 s, 5 s), then quiet for two days after asking the size: a drop-off.
    await insertConversation(db, ana.id, {
      createdAt: daysAgo(2),
      lines: [
        [0, 'client'],
        [3, 'placement'],
        [60, 'client'],
        [65, 'size'],
      ],
    });
    // c2: a high-fit lead, offered times an hour later, booked, done, 50.00 deposit paid (and one due, not counted).
    const c2 = await insertConversation(db, ana.id, {
      createdAt: daysAgo(3.1),
      lines: [
        [0, 'client'],
        [2, 'budget'],
      ],
    });
    const booked = await insertLeadFor(db, ana.id, c2, { fitScore: 'high', createdAt: daysAgo(3) });
    await db.insert(bookingOffers).values({
      artistId: ana.id,
      leadId: booked,
      startsAt: daysAgo(-5),
      endsAt: daysAgo(-5.1),
      sessionKind: 'small',
      createdAt: plus(daysAgo(3), 3600),
    });
    await db
      .insert(bookingEvents)
      .values({ artistId: ana.id, leadId: booked, kind: 'offered', at: plus(daysAgo(3), 3600) });
    await db.insert(bookings).values([
      {
        artistId: ana.id,
        leadId: booked,
        startsAt: daysAgo(1),
        endsAt: daysAgo(0.9),
        sessionKind: 'small',
        status: 'confirmed',
        depositCents: 5000,
        depositStatus: 'paid',
        confirmedAt: daysAgo(2.5),
        completedAt: daysAgo(0.8),
      },
      {
        artistId: ana.id,
        leadId: booked,
        startsAt: daysAgo(-10),
        endsAt: daysAgo(-10.1),
        sessionKind: 'small',
        status: 'held',
        depositCents: 7000,
        depositStatus: 'due',
      },
    ]);
    // c3: on the widget of Ana's own site, quiet after the budget question: a drop-off. c4: asked the style 12
    // hours ago: not yet a drop-off.
    await insertConversation(db, ana.id, {
      createdAt: daysAgo(5),
      sourceUrl: 'https://ana.example/flash',
      lines: [
        [0, 'client'],
        [4, 'budget'],
      ],
    });
    await insertConversation(db, ana.id, {
      createdAt: daysAgo(0.5),
      lines: [
        [0, 'client'],
        [1, 'style'],
      ],
    });
    // c5: a low-fit lead nobody acted on (waiting); its last word is the client's.
    const c5 = await insertConversation(db, ana.id, {
      createdAt: daysAgo(10),
      lines: [
        [0, 'client'],
        [6, null],
        [30, 'client'],
      ],
    });
    await insertLeadFor(db, ana.id, c5, { fitScore: 'low', createdAt: daysAgo(9.9) });
    // c6: a medium-fit lead offered times two hours after it came in.
    const c6 = await insertConversation(db, ana.id, {
      createdAt: daysAgo(12.2),
      lines: [
        [0, 'client'],
        [7, 'timing'],
      ],
    });
    const offered = await insertLeadFor(db, ana.id, c6, { fitScore: 'medium', createdAt: daysAgo(12) });
    await db.insert(bookingOffers).values({
      artistId: ana.id,
      leadId: offered,
      startsAt: daysAgo(-3),
      endsAt: daysAgo(-3.1),
      sessionKind: 'small',
    });
    await db
      .insert(bookingEvents)
      .values({ artistId: ana.id, leadId: offered, kind: 'offered', at: plus(daysAgo(12), 7200) });
    // c7: the assistant handed the client to Ana: hers to answer, not a drop-off. A person's reply is no wait.
    await insertConversation(db, ana.id, {
      createdAt: daysAgo(4),
      lines: [
        [0, 'client'],
        [8, null, true],
        [20, 'client'],
        [500, 'person'],
      ],
    });
    // Ana's own Test Chatbot, and a chat 40 days ago (in 90 days, not in 30).
    await insertConversation(db, ana.id, {
      createdAt: daysAgo(1),
      isTest: true,
      lines: [
        [0, 'client'],
        [99, 'idea'],
      ],
    });
    await insertConversation(db, ana.id, {
      createdAt: daysAgo(40),
      lines: [
        [0, 'client'],
        [9, 'idea'],
      ],
    });

    // Instagram: a DM, a story reply and a comment's private reply, each with its conversation.
    const [account] = await db
      .insert(instagramAccounts)
      .values({ artistId: ana.id, igUserId: 'ig-ana', username: 'ana.ink' })
      .returning();
    const thread = async (igsid: string, createdAt: Date, lines: readonly Line[]) => {
      const conversationId = await insertConversation(db, ana.id, { createdAt, lines });
      const [row] = await db
        .insert(instagramThreads)
        .values({ artistId: ana.id, accountId: account!.id, igsid, conversationId, createdAt })
        .returning();
      return row!;
    };
    const message = (
      threadId: string,
      at: Date,
      author: 'client' | 'bot' | 'artist',
      extra: Partial<typeof instagramMessages.$inferInsert> = {},
    ) => ({
      artistId: ana.id,
      threadId,
      author,
      status: author === 'client' ? ('received' as const) : ('sent' as const),
      createdAt: at,
      ...extra,
    });
    // The DM: replies 20 s and 30 s after the first message of each of the client's bursts; a lead, then Ana's
    // own reply 80 s after it. Its transcript's stamps (all one instant on Instagram) are not read.
    const dmStart = daysAgo(6);
    const dm = await thread('igsid-dm', dmStart, [
      [0, 'client'],
      [0, 'placement'],
    ]);
    const dmLead = await insertLeadFor(db, ana.id, dm.conversationId!, {
      fitScore: 'high',
      createdAt: plus(dmStart, 120),
    });
    await db.update(instagramThreads).set({ leadId: dmLead }).where(eq(instagramThreads.id, dm.id));
    await db
      .insert(instagramMessages)
      .values([
        message(dm.id, dmStart, 'client'),
        message(dm.id, plus(dmStart, 20), 'bot'),
        message(dm.id, plus(dmStart, 100), 'client'),
        message(dm.id, plus(dmStart, 110), 'client'),
        message(dm.id, plus(dmStart, 130), 'bot'),
        message(dm.id, plus(dmStart, 200), 'artist'),
      ]);
    // The story reply: answered in 10 s; the client went quiet after the idea question.
    const storyStart = daysAgo(7.2);
    const story = await thread('igsid-story', storyStart, [
      [0, 'client'],
      [10, 'idea'],
    ]);
    await db
      .insert(instagramMessages)
      .values([
        message(story.id, storyStart, 'client', { replyToStoryId: 'story-1' }),
        message(story.id, plus(storyStart, 10), 'bot'),
      ]);
    // The comment: its private reply went before the thread; the bot's answer was refused (never sent) and the
    // client's reaction is no message, so nothing is timed.
    const commentStart = daysAgo(8.3);
    await db.insert(instagramComments).values({
      artistId: ana.id,
      commentId: 'comment-1',
      commenterId: 'igsid-comment',
      text: 'price?',
      commentedAt: plus(commentStart, -3600),
      status: 'sent',
      repliedAt: plus(commentStart, -3500),
    });
    const comment = await thread('igsid-comment', commentStart, [[0, 'client']]);
    await db
      .insert(instagramMessages)
      .values([
        message(comment.id, commentStart, 'client'),
        message(comment.id, plus(commentStart, 5), 'bot', { status: 'refused' }),
        message(comment.id, plus(commentStart, 9), 'client', { note: 'reaction:❤' }),
      ]);

    // Ben's world, which Ana's figures never see: his lead and booking, and a comment from Ana's DM client.
    const benChat = await insertConversation(db, ben.id, {
      createdAt: daysAgo(1),
      lines: [
        [0, 'client'],
        [1, 'size'],
      ],
    });
    await insertLeadFor(db, ben.id, benChat, { fitScore: 'high', createdAt: daysAgo(1) });
    await insertLead(db, ben.id, { fitScore: 'high', createdAt: daysAgo(2) });
    await db.insert(instagramComments).values({
      artistId: ben.id,
      commentId: 'comment-ben',
      commenterId: 'igsid-dm',
      text: 'price?',
      commentedAt: daysAgo(30),
      status: 'sent',
    });
  });
  afterAll(() => testApp.close());

  it('counts where clients come from, per source', async () => {
    const { status, body } = await insights(ana);
    expect(status).toBe(200);
    expect(body.range).toEqual({ from: daysAgo(30).toISOString(), to: NOW.toISOString() });
    expect(body.sources).toEqual([
      { source: 'landing', conversations: 0, qualified: 0, booked: 0 },
      { source: 'artist_page', conversations: 6, qualified: 2, booked: 1 },
      { source: 'widget', conversations: 1, qualified: 0, booked: 0 },
      { source: 'instagram_dm', conversations: 1, qualified: 1, booked: 0 },
      { source: 'instagram_comment', conversations: 1, qualified: 0, booked: 0 },
      { source: 'instagram_story', conversations: 1, qualified: 0, booked: 0 },
    ]);
  });

  it('follows the conversations of the range through the funnel, with the deposits paid', async () => {
    const { body } = await insights(ana);
    expect(body.currency).toBe('eur');
    expect(body.funnel).toEqual({
      conversations: 10,
      qualified: 3,
      offered: 2,
      booked: 1,
      completed: 1,
      depositCents: 5000,
    });
    const week = (await insights(ana, '?timeRange=7d')).body;
    // c1–c4, c7 and the DM began in the last 7 days; the story reply 7.2 days ago did not.
    expect(week.funnel).toMatchObject({ conversations: 6, qualified: 2, booked: 1 });
    expect((await insights(ana, '?timeRange=90d')).body.funnel.conversations).toBe(11);
  });

  it('counts the drop-offs under the question the client left unanswered', async () => {
    const { body } = await insights(ana);
    expect(body.dropOff).toEqual([
      { topic: 'idea', conversations: 1 },
      { topic: 'size', conversations: 1 },
      { topic: 'budget', conversations: 1 },
    ]);
  });

  it('times the assistant and the artist, median and 90th percentile', async () => {
    const { body } = await insights(ana);
    // Web 3, 5, 2, 4, 1, 6, 7, 8 s; Instagram 20, 30, 10 s: sorted 1 2 3 4 5 [6] 7 8 10 [20] 30.
    expect(body.responseTimes.assistant).toEqual({ measured: 11, medianSeconds: 6, p90Seconds: 20 });
    // Ana's Instagram reply 80 s after the DM's lead, offers after 1 h and 2 h; the low-fit lead still waits.
    expect(body.responseTimes.artist).toEqual({
      measured: 3,
      medianSeconds: 3600,
      p90Seconds: 6480,
      waiting: 1,
    });
  });

  it('counts inquiries per week, Monday to Sunday UTC, every week of the range', async () => {
    const { body } = await insights(ana);
    expect(
      body.inquiriesPerWeek.map(({ week, total }: { week: string; total: number }) => [week, total]),
    ).toEqual([
      ['2026-05-18', 0],
      ['2026-05-25', 0],
      ['2026-06-01', 2],
      ['2026-06-08', 6],
      ['2026-06-15', 2],
    ]);
    expect(body.inquiriesPerWeek[3].bySource).toEqual({
      landing: 0,
      artist_page: 2,
      widget: 1,
      instagram_dm: 1,
      instagram_comment: 1,
      instagram_story: 1,
    });
  });

  it('downloads each table as formula-safe CSV', async () => {
    const response = await ana.browser.request('/api/insights/export.csv?timeRange=30d&table=funnel');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="inkdesk-funnel-30d.csv"');
    expect(await response.text()).toBe(
      [
        'stage,conversations',
        'conversation,10',
        'qualified,3',
        'times_offered,2',
        'booked,1',
        'completed,1',
        'deposits_paid_eur,50.00',
        '',
      ].join('\r\n'),
    );
    const weekly = await (await ana.browser.request('/api/insights/export.csv?table=weekly')).text();
    expect(weekly.split('\r\n')[0]).toBe(
      'week_starting,total,landing,artist_page,widget,instagram_dm,instagram_comment,instagram_story',
    );
    expect(weekly.split('\r\n')[4]).toBe('2026-06-08,6,0,2,1,1,1,1');
    const unknown = await requestJson(
      testApp.url,
      ana.browser,
      'GET',
      '/api/insights/export.csv?table=leads',
    );
    expect(unknown.status).toBe(400);
  });

  it('answers 402 naming Professional on Starter, and after a trial has lapsed', async () => {
    for (const path of ['/api/insights', '/api/insights/export.csv?table=sources']) {
      expect(await requestJson(testApp.url, ben.browser, 'GET', path)).toEqual({
        status: 402,
        body: {
          code: 'PLAN_REQUIRED',
          requiredPlan: 'professional',
          message: 'Advanced analytics comes with the Professional plan and higher.',
        },
      });
      const lapsed = await requestJson(testApp.url, cleo.browser, 'GET', path);
      expect(lapsed.status).toBe(402);
      expect(lapsed.body).toMatchObject({ code: 'PLAN_REQUIRED', requiredPlan: 'professional' });
      expect(lapsed.body.message).toMatch(/your trial has ended/);
    }
    expect((await requestJson(testApp.url, null, 'GET', '/api/insights')).status).toBe(401);
  });
});
