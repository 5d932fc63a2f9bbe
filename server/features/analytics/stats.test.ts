import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_RANGE_DAYS, TIME_RANGES } from '#common/constants/analytics.ts';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { insertLeads } from '../../../tests/fixtures/test-leads.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe.each(testDatabaseKinds({ postgresBecause: 'time-zones' }))('GET /api/admin/stats [%s]', (kind) => {
  let testApp: TestApp;
  let admin: TestBrowser;
  let artist: TestBrowser;

  const stats = (query: string, who: TestBrowser | null = admin) =>
    requestJson(testApp.url, who, 'GET', `/api/admin/stats${query}`);

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    admin = (
      await createArtist(testApp.url, { email: TEST_ADMIN_EMAIL, artistName: 'Studio', styles: ['Realism'] })
    ).browser;
    const ana = await createArtist(testApp.url, {
      email: 'ana@example.com',
      artistName: 'Ana',
      styles: ['Japanese'],
    });
    artist = ana.browser;
    // Ages in days, kept clear of whole days so the ranges' edges never fall on a lead or an event.
    await insertLeads(testApp.database.db, ana.id, [
      { fitScore: 'high', createdAt: daysAgo(0.5) },
      { fitScore: 'medium', createdAt: daysAgo(1.5) },
      { fitScore: 'low', createdAt: daysAgo(3.2) },
      { fitScore: 'high', createdAt: daysAgo(12.4) },
      { fitScore: 'medium', createdAt: daysAgo(45.3) },
      { fitScore: 'high', createdAt: daysAgo(80.6) },
      { fitScore: 'low', createdAt: daysAgo(200.2) },
      { fitScore: 'high', createdAt: daysAgo(300.7) },
      { fitScore: 'high', createdAt: daysAgo(400.5) },
      // The artist's own Test Chatbot: never counted.
      { fitScore: 'high', createdAt: daysAgo(0.5), isTest: true },
      { fitScore: 'low', createdAt: daysAgo(50.5), isTest: true },
    ]);
    const events = (eventType: string, times: number, age: number) =>
      Array.from({ length: times }, (_, index) => ({
        eventType,
        sessionId: `session-${age}-${index}-abcdefghijkl`,
        properties: { index },
        timestamp: new Date(daysAgo(age).getTime() - index * 1000),
      }));
    await testApp.database.db
      .insert(analyticsEvents)
      .values([
        ...events('chat_opened', 3, 0.1),
        ...events('message_sent', 5, 0.1),
        ...events('conversation_saved', 2, 2.3),
        ...events('chat_engagement', 1, 2.3),
        ...events('message_sent', 4, 20.4),
        ...events('chat_opened', 1, 100.2),
        ...events('message_sent', 9, 500.5),
      ]);
  });
  afterAll(() => testApp.close());

  it('answers 401 signed out and 403 to an artist, before checking the time range', async () => {
    for (const path of [
      '/api/admin/stats?timeRange=7d',
      '/api/admin/stats/trends',
      '/api/admin/stats?timeRange=2y',
    ]) {
      expect(await requestJson(testApp.url, null, 'GET', path)).toEqual({
        status: 401,
        body: { message: 'Unauthorized' },
      });
      expect(await requestJson(testApp.url, artist, 'GET', path)).toEqual({
        status: 403,
        body: { message: 'Admin access required' },
      });
    }
  });

  it.each([
    [
      '7d',
      { total: 3, highFit: 1, mediumFit: 1, lowFit: 1 },
      { chat_opened: 3, message_sent: 5, conversation_saved: 2, chat_engagement: 1 },
    ],
    [
      '30d',
      { total: 4, highFit: 2, mediumFit: 1, lowFit: 1 },
      { chat_opened: 3, message_sent: 9, conversation_saved: 2, chat_engagement: 1 },
    ],
    [
      '90d',
      { total: 6, highFit: 3, mediumFit: 2, lowFit: 1 },
      { chat_opened: 3, message_sent: 9, conversation_saved: 2, chat_engagement: 1 },
    ],
    [
      '1y',
      { total: 8, highFit: 4, mediumFit: 2, lowFit: 2 },
      { chat_opened: 4, message_sent: 9, conversation_saved: 2, chat_engagement: 1 },
    ],
  ])(
    'counts the seeded leads and events for %s, leaving test leads out',
    async (range, leads, eventCounts) => {
      const { status, body } = await stats(`?timeRange=${range}`);
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(['leads', 'analytics']);
      expect(Object.keys(body.analytics)).toEqual(['eventCounts', 'totalEvents', 'events']);
      expect(body.leads).toEqual(leads);
      expect(body.analytics.eventCounts).toEqual(eventCounts);
      expect(body.analytics.totalEvents).toBe(Object.values(eventCounts).reduce((sum, n) => sum + n, 0));
    },
  );

  it('lists the latest 10 events of the range, newest first, with the spec fields', async () => {
    const { body } = await stats('?timeRange=7d');
    const { events } = body.analytics;
    expect(events).toHaveLength(10);
    expect(Object.keys(events[0]).sort()).toEqual([
      'eventType',
      'id',
      'properties',
      'sessionId',
      'timestamp',
    ]);
    const times = events.map((event: { timestamp: string }) => Date.parse(event.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(
      events.slice(0, 8).every((event: { sessionId: string }) => event.sessionId.startsWith('session-0.1-')),
    ).toBe(true);
  });

  it('defaults to 30d and names timeRange when it is anything else', async () => {
    expect((await stats('')).body.leads).toEqual((await stats('?timeRange=30d')).body.leads);
    for (const query of ['?timeRange=2y', '?timeRange=', '?timeRange=7D']) {
      const { status, body } = await stats(query);
      expect(status).toBe(400);
      expect(body.errors.timeRange).toBe('timeRange must be one of: 7d, 30d, 90d, 1y');
    }
    expect((await stats('?timeRange=7d&artist=ana')).body.errors).toEqual({ artist: 'Unknown field' });
  });

  it('gives the previous period and leads per UTC day for the cards and the chart', async () => {
    const trends = async (range: string) => (await stats(`/trends?timeRange=${range}`)).body;
    const month = await trends('30d');
    expect(month.previous).toEqual({
      leads: { total: 1, highFit: 0, mediumFit: 1, lowFit: 0 },
      totalEvents: 0,
    });
    const year = await trends('1y');
    expect(year.previous).toEqual({
      leads: { total: 1, highFit: 1, mediumFit: 0, lowFit: 0 },
      totalEvents: 9,
    });

    const week = await trends('7d');
    // A rolling 7 × 24 h window touches 8 UTC days: the partial first one through today.
    expect(week.leadsPerDay).toHaveLength(8);
    expect(week.leadsPerDay.at(-1).day).toBe(new Date().toISOString().slice(0, 10));
    const sum = (days: Array<{ high: number; medium: number; low: number }>) =>
      days.reduce((total, day) => total + day.high + day.medium + day.low, 0);
    expect(sum(week.leadsPerDay)).toBe(3);
    expect(sum(year.leadsPerDay)).toBe(8);
    expect(Date.parse(year.range.to) - Date.parse(year.range.from)).toBe(365 * DAY_MS);
  });

  it('counts exactly what counting the events would, through inserts, updates and deletes', async () => {
    const db = testApp.database.db;
    // 1,500 events at pseudo-random times of day over 800 days, with a few whole-day gaps.
    const types = [
      'chat_opened',
      'message_sent',
      'chat_engagement',
      'conversation_saved',
      'page_view',
      'cta_click',
      'faq_open',
    ];
    await db.insert(analyticsEvents).values(
      Array.from({ length: 1500 }, (_, index) => ({
        eventType: types[(index * 7) % types.length]!,
        sessionId: `bulk-${index}`,
        timestamp: daysAgo(((index * 37) % 800) + 0.05 + ((index * 13) % 90) / 100),
      })),
    );
    const expectExact = async () => {
      for (const range of TIME_RANGES) {
        const { body } = await stats(`?timeRange=${range}`);
        const rows = await db
          .select({ eventType: analyticsEvents.eventType, n: count() })
          .from(analyticsEvents)
          .where(gte(analyticsEvents.timestamp, daysAgo(TIME_RANGE_DAYS[range])))
          .groupBy(analyticsEvents.eventType);
        expect(body.analytics.eventCounts).toEqual(
          Object.fromEntries(rows.map((row) => [row.eventType, row.n])),
        );
      }
    };
    await expectExact();
    await db.delete(analyticsEvents).where(eq(analyticsEvents.eventType, 'faq_open'));
    await db
      .update(analyticsEvents)
      .set({ timestamp: sql`${analyticsEvents.timestamp} - interval '40 days'`, eventType: 'cta_moved' })
      .where(and(eq(analyticsEvents.eventType, 'cta_click'), lt(analyticsEvents.timestamp, daysAgo(300))));
    await expectExact();
  });
});
