import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingArtist,
  calendarMethod,
  emailsTo,
  inviteOf,
  nextMonday,
  parseEvents,
} from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { bookings } from '../../db/schema/index.ts';
import { REQUEST_PAGE_PATH } from './core/request-link.ts';

const HOUR = 3_600_000;
const TAKEN = 'That time was just taken — pick another';

describe.each(testDatabaseKinds({ postgresBecause: 'concurrency' }))(
  'the artist moves a booking [%s]',
  (kind) => {
    let testApp: TestApp;
    let now = nextMonday(new Date());
    let eva: Awaited<ReturnType<typeof bookingArtist>>;
    let fred: Awaited<ReturnType<typeof bookingArtist>>;
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
    const clientEmail = (index: number) => `client-${index}-of-eva@example.com`;
    const bookAt = async (leadIndex: number, hours: number) => {
      const booked = await eva.api('POST', `/api/booking/leads/${eva.leadIds[leadIndex]}/bookings`, {
        sessionKind: 'small',
        startsAt: at(hours),
      });
      expect(booked.status).toBe(200);
      return booked.body.bookings[0].id as string;
    };
    const move = (bookingId: string, body: unknown) =>
      eva.api('POST', `/api/booking/bookings/${bookingId}/move`, body);
    const linkIn = (text: string) => text.match(new RegExp(`\\S*${REQUEST_PAGE_PATH}/\\S+`))?.[0];

    beforeAll(async () => {
      testApp = await startTestApp(kind, {}, { clock: () => now });
      eva = await bookingArtist(testApp, { name: 'Eva', leads: 5 });
      fred = await bookingArtist(testApp, { name: 'Fred', leads: 0 });
    }, 60_000);
    afterAll(() => testApp.close());

    it('lists the free times of the booking’s length from now, without its own time or other bookings', async () => {
      const bookingId = await bookAt(0, 6);
      await bookAt(1, 8);
      const listed = await eva.api('GET', `/api/booking/bookings/${bookingId}/move-times`);
      expect(listed.status).toBe(200);
      expect(listed.body.timeZone).toBe('UTC');
      const starts = (listed.body.slots as Array<{ startsAt: string; endsAt: string }>).map(
        (slot) => slot.startsAt,
      );
      // Monday 10:00 is two hours away: the artist is not held to the client's 48-hour notice.
      expect(listed.body.slots[0]).toEqual({ startsAt: at(2), endsAt: at(3) });
      expect(starts).not.toContain(at(6));
      // Its own time is not busy for it: half an hour either side is free.
      expect(starts).toContain(at(5.5));
      expect(starts).toContain(at(6.5));
      // Another booking's time is.
      expect(starts).not.toContain(at(8));
      expect(starts).not.toContain(at(7.5));
      expect(starts.every((start) => start > now.toISOString())).toBe(true);
    });

    it('moves it in place, keeping the deposit, and emails the client the new time with the invite moved', async () => {
      const [row] = await testApp.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.leadId, eva.leadIds[0]!));
      const bookingId = row!.id;
      await testApp.database.db
        .update(bookings)
        .set({ depositCents: 5000, depositStatus: 'paid' })
        .where(eq(bookings.id, bookingId));
      const [confirmation] = await emailsTo(testApp.database.db, clientEmail(0), 'booking-confirmed');
      const [invited] = parseEvents(inviteOf(confirmation)!);

      const moved = await move(bookingId, { startsAt: at(26) });
      expect(moved.status).toBe(200);
      expect(moved.body.bookings[0]).toMatchObject({
        id: bookingId,
        status: 'confirmed',
        startsAt: at(26),
        endsAt: at(27),
        depositCents: 5000,
        depositStatus: 'paid',
      });
      const events = moved.body.timeline as Array<{ kind: string; detail: unknown }>;
      expect(events.find((event) => event.kind === 'rescheduled')?.detail).toMatchObject({
        bookingId,
        from: at(6),
        to: at(26),
        by: 'artist',
      });

      const [toClient, ...more] = await emailsTo(testApp.database.db, clientEmail(0), 'booking-rescheduled');
      expect(more).toEqual([]);
      expect(toClient!.subject).toBe('Moved: your small piece with Eva Ink');
      expect(toClient!.text).toContain('Eva Ink moved your small piece.');
      expect(toClient!.text).toContain('(UTC)');
      expect(linkIn(toClient!.text)).toBeDefined();
      expect(linkIn(toClient!.text)).toBe(linkIn(confirmation!.text));
      const [event] = parseEvents(inviteOf(toClient)!);
      expect(event).toMatchObject({ uid: invited!.uid, start: at(26), end: at(27) });
      expect(event!.sequence).toBeGreaterThan(invited!.sequence);
      expect(calendarMethod(inviteOf(toClient)!)).toBe('REQUEST');

      // The artist's own calendar follows too: their copy of the moved invite, same UID and SEQUENCE.
      const [toArtist, ...moreToArtist] = await emailsTo(
        testApp.database.db,
        'eva@example.com',
        'booking-rescheduled',
      );
      expect(moreToArtist).toEqual([]);
      expect(toArtist!.subject).toMatch(/^You moved the client's appointment to .*\(UTC\)$/);
      expect(toArtist!.text).toContain('The client was emailed the new time with an updated invite.');
      expect(calendarMethod(inviteOf(toArtist)!)).toBe('PUBLISH');
      // Titled and described for the artist (issue #26): the same event otherwise.
      const { uid, start, end, sequence, status } = event!;
      expect(parseEvents(inviteOf(toArtist)!)[0]).toMatchObject({ uid, start, end, sequence, status });

      // The artist's calendar feed shows the new time under the same UID, at the emailed invite's SEQUENCE.
      const { calendarFeedUrl } = (await eva.api('GET', '/api/booking/availability')).body;
      const inFeed = parseEvents(await (await fetch(calendarFeedUrl)).text()).find(
        (candidate) => candidate.uid === invited!.uid,
      );
      expect(inFeed).toMatchObject({ start: at(26), end: at(27), sequence: event!.sequence });

      // The reminders follow the new time.
      const reminders = await testApp.database.db.execute(
        sql`select data from pgboss.job where name = 'booking-reminder' and data->>'bookingId' = ${bookingId}`,
      );
      const starts = (reminders as unknown as { rows: Array<{ data: { startsAt: string } }> }).rows.map(
        (job) => job.data.startsAt,
      );
      expect(starts).toContain(at(26));

      // Moving it back is a new move: its own email, a higher SEQUENCE again.
      expect((await move(bookingId, { startsAt: at(6) })).status).toBe(200);
      expect((await move(bookingId, { startsAt: at(26) })).status).toBe(200);
      const all = await emailsTo(testApp.database.db, clientEmail(0), 'booking-rescheduled');
      expect(all).toHaveLength(3);
      expect(await emailsTo(testApp.database.db, 'eva@example.com', 'booking-rescheduled')).toHaveLength(3);
      const sequences = all.map((email) => parseEvents(inviteOf(email)!)[0]!.sequence);
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
      expect(new Set(sequences).size).toBe(3);
    });

    it('refuses a taken or overlapping time with 409, changing nothing', async () => {
      const [row] = await testApp.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.leadId, eva.leadIds[0]!));
      for (const hours of [8, 7.5, -1, 26 + 24 * 5]) {
        const refused = await move(row!.id, { startsAt: at(hours) });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(TAKEN);
      }
      const [still] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, row!.id));
      expect(still!.startsAt.toISOString()).toBe(at(26));
    });

    it("answers 404 for another artist's booking or an unknown one", async () => {
      const [row] = await testApp.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.leadId, eva.leadIds[0]!));
      const theirs = await fred.api('POST', `/api/booking/bookings/${row!.id}/move`, { startsAt: at(30) });
      expect(theirs.status).toBe(404);
      expect((await fred.api('GET', `/api/booking/bookings/${row!.id}/move-times`)).status).toBe(404);
      expect((await move('00000000-0000-4000-8000-000000000000', { startsAt: at(30) })).status).toBe(404);
      const [still] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, row!.id));
      expect(still!.startsAt.toISOString()).toBe(at(26));
    });

    it('refuses a bad start time with 400 naming the field', async () => {
      const [row] = await testApp.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.leadId, eva.leadIds[0]!));
      for (const body of [{ startsAt: 'Thursday' }, { startsAt: 42 }, {}]) {
        const refused = await move(row!.id, body);
        expect(refused.status).toBe(400);
        expect(Object.keys(refused.body.errors)).toEqual(['startsAt']);
      }
      expect((await move('not-a-uuid', { startsAt: at(30) })).status).toBe(400);
    });

    it('refuses a cancelled booking or one that has started with 409', async () => {
      const cancelledId = await bookAt(2, 32);
      expect((await eva.api('POST', `/api/booking/bookings/${cancelledId}/cancel`, {})).status).toBe(200);
      const cancelled = await move(cancelledId, { startsAt: at(33) });
      expect(cancelled.status).toBe(409);
      expect(cancelled.body.message).toBe('This booking is cancelled');
      expect((await eva.api('GET', `/api/booking/bookings/${cancelledId}/move-times`)).status).toBe(409);

      const startedId = await bookAt(3, 50);
      const before = now;
      try {
        now = new Date(before.getTime() + 51 * HOUR);
        const started = await move(startedId, { startsAt: at(24) });
        expect(started.status).toBe(409);
        expect(started.body.message).toBe('This appointment is in the past');
      } finally {
        now = before;
      }
      expect(await emailsTo(testApp.database.db, clientEmail(3), 'booking-rescheduled')).toEqual([]);
    });

    it('lets one of two moves racing onto one time win; the other gets 409', async () => {
      const first = await bookAt(4, 74);
      const [second] = await testApp.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.leadId, eva.leadIds[3]!));
      const results = await Promise.all([
        move(first, { startsAt: at(76) }),
        move(second!.id, { startsAt: at(76) }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      expect(results.find((result) => result.status === 409)!.body.message).toBe(TAKEN);
      const rows = await testApp.database.db.select().from(bookings).where(eq(bookings.artistId, eva.id));
      expect(rows.filter((booking) => booking.startsAt.toISOString() === at(76))).toHaveLength(1);
    });
  },
);
