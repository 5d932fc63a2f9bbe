import { eq } from 'drizzle-orm';
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
import { bookings, leads } from '../../db/schema/index.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('the artist cancels a booking [%s]', (kind) => {
  let testApp: TestApp;
  let now = nextMonday(new Date());
  let cara: Awaited<ReturnType<typeof bookingArtist>>;
  let dan: Awaited<ReturnType<typeof bookingArtist>>;
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
  const clientEmail = (index: number) => `client-${index}-of-cara@example.com`;
  const bookAt = async (leadIndex: number, hours: number) => {
    const booked = await cara.api('POST', `/api/booking/leads/${cara.leadIds[leadIndex]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(hours),
    });
    expect(booked.status).toBe(200);
    return booked.body.bookings[0].id as string;
  };
  const cancel = (bookingId: string, body: unknown = {}) =>
    cara.api('POST', `/api/booking/bookings/${bookingId}/cancel`, body);

  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, { clock: () => now });
    cara = await bookingArtist(testApp, { name: 'Cara', leads: 4 });
    dan = await bookingArtist(testApp, { name: 'Dan', leads: 0 });
  }, 60_000);
  afterAll(() => testApp.close());

  it('frees the time, reopens the lead, records it and sends the client a cancellation their calendar applies', async () => {
    const bookingId = await bookAt(0, 6);
    const { calendarFeedUrl } = (await cara.api('GET', '/api/booking/availability')).body;
    expect(parseEvents(await (await fetch(calendarFeedUrl)).text())).toHaveLength(1);
    const [confirmation] = await emailsTo(testApp.database.db, clientEmail(0), 'booking-confirmed');
    const [invited] = parseEvents(inviteOf(confirmation)!);

    const response = await cancel(bookingId, { reason: '  I sprained my wrist.\n\nSorry!  ' });
    expect(response.status).toBe(200);
    expect(response.body.leadStatus).toBe('qualified');
    expect(response.body.bookings[0]).toMatchObject({ id: bookingId, status: 'cancelled' });
    // Both events carry the frozen clock's time: found by kind, not by place.
    const events = response.body.timeline as Array<{ kind: string }>;
    expect(events.map((event) => event.kind).sort()).toEqual(['cancelled', 'confirmed']);
    expect(events.find((event) => event.kind === 'cancelled')).toMatchObject({
      kind: 'cancelled',
      detail: { bookingId, by: 'artist', reason: 'I sprained my wrist.\n\nSorry!', startsAt: at(6) },
    });

    const [toClient, ...more] = await emailsTo(testApp.database.db, clientEmail(0), 'booking-cancelled');
    expect(more).toEqual([]);
    expect(toClient!.subject).toBe('Cancelled: your small piece with Cara Ink');
    expect(toClient!.text).toContain('Cara Ink cancelled your small piece');
    expect(toClient!.text).toContain('Their reason: I sprained my wrist.');
    const ics = inviteOf(toClient)!;
    expect(calendarMethod(ics)).toBe('CANCEL');
    const [cancelled] = parseEvents(ics);
    expect(cancelled).toMatchObject({ uid: invited!.uid, status: 'CANCELLED', start: at(6) });
    expect(cancelled!.sequence).toBeGreaterThan(invited!.sequence);
    // The artist's confirmation carried the invite too: their copy cancels it.
    const [toArtist] = await emailsTo(testApp.database.db, 'cara@example.com', 'booking-cancelled');
    expect(calendarMethod(inviteOf(toArtist)!)).toBe('CANCEL');

    expect(parseEvents(await (await fetch(calendarFeedUrl)).text())).toEqual([]);
    // The same time goes to another lead at once.
    await bookAt(1, 6);
    // The lead is the artist's to offer times again.
    const offered = await cara.api('POST', `/api/booking/leads/${cara.leadIds[0]}/offers`, {
      sessionKind: 'small',
      startTimes: [at(8)],
    });
    expect(offered.status).toBe(200);
  });

  it("answers 404 for another artist's booking or an unknown one, changing nothing", async () => {
    const bookingId = await bookAt(2, 26);
    const theirs = await dan.api('POST', `/api/booking/bookings/${bookingId}/cancel`, {});
    expect(theirs.status).toBe(404);
    const unknown = await cancel('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const [row] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.status).toBe('confirmed');
    const [lead] = await testApp.database.db.select().from(leads).where(eq(leads.id, cara.leadIds[2]!));
    expect(lead!.status).toBe('booked');
    expect(await emailsTo(testApp.database.db, clientEmail(2), 'booking-cancelled')).toEqual([]);
  });

  it('refuses a reason that is not text or too long, naming the field', async () => {
    const [row] = await testApp.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.leadId, cara.leadIds[2]!));
    for (const reason of ['x'.repeat(501), 42]) {
      const refused = await cancel(row!.id, { reason });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual(['reason']);
    }
    expect((await cancel(row!.id, { why: 'no' })).status).toBe(400);
    const [still] = await testApp.database.db.select().from(bookings).where(eq(bookings.id, row!.id));
    expect(still!.status).toBe('confirmed');
  });

  it('refuses a booking already cancelled, or one that has started, with 409', async () => {
    const [row] = await testApp.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.leadId, cara.leadIds[2]!));
    expect((await cancel(row!.id)).status).toBe(200);
    const again = await cancel(row!.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking is already cancelled');
    expect(await emailsTo(testApp.database.db, clientEmail(2), 'booking-cancelled')).toHaveLength(1);

    const startedId = await bookAt(3, 30);
    const before = now;
    try {
      now = new Date(before.getTime() + 31 * HOUR);
      const started = await cancel(startedId);
      expect(started.status).toBe(409);
      expect(started.body.message).toBe('This appointment is in the past');
    } finally {
      now = before;
    }
  });
});
