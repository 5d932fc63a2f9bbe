import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BUFFER_MINUTES,
  DEFAULT_DEPOSIT_RULE,
  DEFAULT_SESSION_MINUTES,
  DEFAULT_WEEKLY_HOURS,
} from '#common/domain/booking/defaults.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, createLead, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { insertLead } from '../../../tests/fixtures/test-leads.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { availabilitySettings, emails } from '../../db/schema/index.ts';
import { notifyArtist } from './notify-artist.ts';
import { sendDailyEmails } from './send-daily-emails.ts';

const MODES = ['every', 'high-fit', 'digest', 'off'] as const;

describe.each(testDatabaseKinds())('artist notification emails [%s]', (kind) => {
  let app: TestApp;
  const artists = {} as Record<(typeof MODES)[number], TestArtist>;
  const db = () => app.database.db;
  const emailsTo = (artist: TestArtist, kindOf: string) =>
    db()
      .select()
      .from(emails)
      .where(and(eq(emails.artistId, artist.id), eq(emails.kind, kindOf)));
  const saveSettings = (artist: TestArtist, body: unknown) =>
    requestJson(app.url, artist.browser, 'PUT', '/api/notifications/settings', body);

  beforeAll(async () => {
    app = await startTestApp(kind);
    for (const mode of MODES) {
      artists[mode] = await createArtist(app.url, {
        email: `${mode}@example.com`,
        artistName: `Artist ${mode}`,
        styles: ['Minimalist'],
      });
      if (mode !== 'high-fit') {
        expect(
          (await saveSettings(artists[mode], { leadEmails: mode, isDailySummaryOn: false })).status,
        ).toBe(200);
      }
    }
  });
  afterAll(() => app.close());

  it('defaults to high-fit lead emails without a daily summary, and names a bad field', async () => {
    const settings = await requestJson(
      app.url,
      artists['high-fit'].browser,
      'GET',
      '/api/notifications/settings',
    );
    expect(settings.body).toEqual({ leadEmails: 'high-fit', isDailySummaryOn: false });
    const bad = await saveSettings(artists.off, { leadEmails: 'hourly', isDailySummaryOn: false });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('leadEmails');
  });

  it('emails a lead at once for every lead, or for high fit only; never for the digest or off', async () => {
    for (const mode of MODES) {
      for (const fitScore of ['high', 'low'] as const) {
        const leadId = await insertLead(db(), artists[mode].id, { fitScore, name: `${fitScore} client` });
        await notifyArtist(app.jobs, { kind: 'lead-saved', leadId });
        // A re-scored or re-saved lead notifies again; it is still emailed once.
        await notifyArtist(app.jobs, { kind: 'lead-saved', leadId });
      }
    }
    await app.jobs.whenIdle(['notify-artist', 'send-email']);
    const subjects = async (mode: (typeof MODES)[number]) =>
      (await emailsTo(artists[mode], 'lead-received')).map((email) => email.subject).sort();
    expect(await subjects('every')).toEqual([
      'New lead: high client (High fit, rating 50/100)',
      'New lead: low client (Low fit, rating 50/100)',
    ]);
    expect(await subjects('high-fit')).toEqual(['New lead: high client (High fit, rating 50/100)']);
    expect(await subjects('digest')).toEqual([]);
    expect(await subjects('off')).toEqual([]);
    const [email] = await emailsTo(artists['high-fit'], 'lead-received');
    expect(email).toMatchObject({ to: 'high-fit@example.com', status: 'sent', transport: 'outbox' });
    expect(email!.text).toContain(`Open your leads: ${app.url}/dashboard?tab=leads`);
    expect(email!.text).toContain(`Change notification settings: ${app.url}/dashboard?tab=settings`);
  });

  it('emails the artist when a client saves a chat (the web save path)', async () => {
    const { leadId } = await createLead(app.url, {
      artistId: artists.every.id,
      lines: [
        'Hi! I want a fine line rose on my forearm, about 3 inches, budget $300. can i bring my dog to the studio?',
      ],
      email: 'rose@example.com',
    });
    await app.jobs.whenIdle(['notify-artist', 'send-email']);
    const [email] = await db()
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `lead-received:${leadId}`));
    expect(email).toMatchObject({ to: 'every@example.com', kind: 'lead-received', status: 'sent' });
    expect(email!.text).toContain('Email: rose@example.com');
    // Decision 045: the question the assistant told the client the artist would answer.
    expect(email!.text).toContain('“can i bring my dog to the studio”');
  });
});

describe.each(testDatabaseKinds())(
  'the daily digest and pending summary on a controlled clock [%s]',
  (kind) => {
    let app: TestApp;
    let tokyo: TestArtist;
    let utc: TestArtist;
    const db = () => app.database.db;
    const run = (iso: string) =>
      sendDailyEmails({ db: db(), jobs: app.jobs, appUrl: app.url, clock: () => new Date(iso) });
    const dailyEmails = (artist: TestArtist) =>
      db()
        .select()
        .from(emails)
        .where(and(eq(emails.artistId, artist.id), eq(emails.kind, 'daily-digest')));

    beforeAll(async () => {
      app = await startTestApp(kind);
      tokyo = await createArtist(app.url, {
        email: 'tokyo@example.com',
        artistName: 'Tokyo Ink',
        styles: ['Japanese'],
      });
      utc = await createArtist(app.url, {
        email: 'utc@example.com',
        artistName: 'UTC Ink',
        styles: ['Japanese'],
      });
      await requestJson(app.url, tokyo.browser, 'PUT', '/api/notifications/settings', {
        leadEmails: 'digest',
        isDailySummaryOn: true,
      });
      await requestJson(app.url, utc.browser, 'PUT', '/api/notifications/settings', {
        leadEmails: 'off',
        isDailySummaryOn: true,
      });
      await db().insert(availabilitySettings).values({
        artistId: tokyo.id,
        timeZone: 'Asia/Tokyo',
        weeklyHours: DEFAULT_WEEKLY_HOURS,
        sessionMinutes: DEFAULT_SESSION_MINUTES,
        bufferMinutes: DEFAULT_BUFFER_MINUTES,
        depositRule: DEFAULT_DEPOSIT_RULE,
        calendarToken: 'tokyo-calendar-token',
      });
      for (const artist of [tokyo, utc]) {
        await insertLead(db(), artist.id, {
          name: 'Waiting client',
          status: 'new',
          createdAt: new Date('2026-11-21T12:00:00Z'),
        });
        await insertLead(db(), artist.id, {
          name: 'Fresh client',
          status: 'contacted',
          createdAt: new Date('2026-11-22T20:00:00Z'),
        });
        await insertLead(db(), artist.id, {
          name: 'Test chat',
          isTest: true,
          createdAt: new Date('2026-11-22T20:00:00Z'),
        });
      }
    });
    afterAll(() => app.close());

    it("sends once a day from 8:00 in the artist's time zone, else UTC, with the parts they chose", async () => {
      const counts = async () => [(await dailyEmails(tokyo)).length, (await dailyEmails(utc)).length];
      const runAndCount = async (iso: string) => {
        await run(iso);
        await app.jobs.whenIdle(['send-email']);
        return counts();
      };
      // 22:30 UTC: 07:30 on the 23rd in Tokyo (too early there); UTC's 22nd is past 8:00, so UTC's goes.
      expect(await runAndCount('2026-11-22T22:30:00Z')).toEqual([0, 1]);
      // 08:07 in Tokyo: Tokyo's goes; UTC's 22nd is done.
      expect(await runAndCount('2026-11-22T23:07:00Z')).toEqual([1, 1]);
      // 07:37 UTC on the 23rd is too early for UTC; Tokyo's 23rd is done.
      expect(await runAndCount('2026-11-23T07:37:00Z')).toEqual([1, 1]);
      expect(await runAndCount('2026-11-23T08:07:00Z')).toEqual([1, 2]);
      // The next Tokyo morning.
      expect(await runAndCount('2026-11-23T23:37:00Z')).toEqual([2, 2]);

      const [tokyoEmail] = await dailyEmails(tokyo);
      expect(tokyoEmail).toMatchObject({
        to: 'tokyo@example.com',
        subject: 'Inkdesk today: 1 new lead, 1 request waiting on you',
        status: 'sent',
      });
      expect(tokyoEmail!.text).toContain('New leads in the last 24 hours: 1');
      expect(tokyoEmail!.text).toContain('- Fresh client (Medium fit, rating 50/100)');
      expect(tokyoEmail!.text).toContain('Requests waiting on you: 1');
      expect(tokyoEmail!.text).toContain('- Waiting client (Medium fit, rating 50/100)');
      expect(tokyoEmail!.text).not.toContain('Test chat');
      expect(tokyoEmail!.text).toContain(`${app.url}/dashboard?tab=leads`);
      // The UTC artist chose the summary alone.
      const [utcEmail] = await dailyEmails(utc);
      expect(utcEmail!.subject).toBe('Inkdesk today: 1 request waiting on you');
      expect(utcEmail!.text).not.toContain('New leads');
    });
  },
);
