import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingArtist,
  calendarMethod,
  emailsTo,
  inviteOf,
  nextMonday,
  parseEvents,
  savableAvailability,
} from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import {
  bookings,
  instagramAccounts,
  instagramMessages,
  instagramThreads,
  leads,
} from '../../db/schema/index.ts';
import { recordBookingEvent } from './core/booking-events.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('artist booking [%s]', (kind) => {
  let testApp: TestApp;
  let now = nextMonday(new Date());
  let ana: Awaited<ReturnType<typeof bookingArtist>>;
  let ben: Awaited<ReturnType<typeof bookingArtist>>;
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();

  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, { clock: () => now });
    ana = await bookingArtist(testApp, { name: 'Ana', leads: 5 });
    ben = await bookingArtist(testApp, { name: 'Ben', leads: 0 });
  }, 60_000);
  afterAll(() => testApp.close());

  const leadEmail = (index: number) => `client-${index}-of-ana@example.com`;

  it('refuses bad availability with the field named', async () => {
    const response = await ana.api('PUT', '/api/booking/availability', {
      timeZone: 'Mars/Olympus',
      weeklyHours: {
        mon: [{ start: '18:00', end: '10:00' }],
        tue: [],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
      sessionMinutes: { consultation: 30, small: 60, halfDay: 240, fullDay: 480 },
      blockedDates: ['2026-02-30x'],
      bufferMinutes: 0,
      rescheduleNoticeHours: 48,
      depositRule: { kind: 'percent', percent: 150, minimumCents: 0 },
      currency: 'usd',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'blockedDates',
      'depositRule',
      'timeZone',
      'weeklyHours',
    ]);
    expect(response.body.errors.weeklyHours).toBe('End must be after start');
    expect(response.body.errors.depositRule).toBe('Deposit percentage must be at most 100');
  });

  it('lists free slots inside working hours, from now on: half-hourly starts, hourly for long sessions', async () => {
    const slotsOf = (sessionKind: string) =>
      ana.api('GET', `/api/booking/leads/${ana.leadIds[0]}/free-slots?sessionKind=${sessionKind}`);
    const small = await slotsOf('small');
    expect(small.status).toBe(200);
    expect(small.body.timeZone).toBe('UTC');
    expect(small.body.slots.slice(0, 2)).toEqual([
      { startsAt: at(2), endsAt: at(3) },
      { startsAt: at(2.5), endsAt: at(3.5) },
    ]);
    const halfDay = await slotsOf('halfDay');
    expect(halfDay.body.slots.slice(0, 2).map((slot: { startsAt: string }) => slot.startsAt)).toEqual([
      at(2),
      at(3),
    ]);
    const bad = await slotsOf('week');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('sessionKind');
  });

  it("answers 404 for another artist's lead, changing nothing", async () => {
    const leadId = ana.leadIds[0];
    const probes = [
      ben.api('GET', `/api/booking/leads/${leadId}`),
      ben.api('GET', `/api/booking/leads/${leadId}/free-slots?sessionKind=small`),
      ben.api('POST', `/api/booking/leads/${leadId}/offers`, { sessionKind: 'small', startTimes: [at(2)] }),
      ben.api('POST', `/api/booking/leads/${leadId}/decline`, { message: 'No thanks' }),
      ben.api('POST', `/api/booking/leads/${leadId}/bookings`, { sessionKind: 'small', startsAt: at(2) }),
    ];
    for (const response of await Promise.all(probes)) expect(response.status).toBe(404);
    const [lead] = await testApp.database.db.select().from(leads).where(eq(leads.id, leadId!));
    expect(lead!.status).not.toBe('rejected');
    expect((await ana.api('GET', `/api/booking/leads/${leadId}`)).body.timeline).toEqual([]);
  });

  it('offers times: the lead is contacted, the client emailed a link, the timeline records it', async () => {
    const response = await ana.api('POST', `/api/booking/leads/${ana.leadIds[0]}/offers`, {
      sessionKind: 'small',
      startTimes: [at(4), at(2)],
    });
    expect(response.status).toBe(200);
    expect(response.body.leadStatus).toBe('contacted');
    expect(response.body.openOffers.map((offer: { startsAt: string }) => offer.startsAt)).toEqual([
      at(2),
      at(4),
    ]);
    expect(response.body.timeline.map((event: { kind: string }) => event.kind)).toEqual(['offered']);
    const [email] = await emailsTo(testApp.database.db, leadEmail(0), 'booking-offered');
    expect(email!.text).toContain(`${testApp.url}/r/`);
    expect(email!.html).toContain('Pick a time');
  });

  it("sends an Instagram lead's offer as a DM too, inside the messaging window only", async () => {
    const leadId = ana.leadIds[4]!;
    const db = testApp.database.db;
    const [account] = await db
      .insert(instagramAccounts)
      .values({ artistId: ana.id, igUserId: 'ig-ana', username: 'ana.ink', isSandbox: true })
      .returning({ id: instagramAccounts.id });
    const [thread] = await db
      .insert(instagramThreads)
      .values({
        artistId: ana.id,
        accountId: account!.id,
        igsid: 'client-igsid',
        leadId,
        lastClientMessageAt: new Date(now.getTime() - HOUR),
      })
      .returning({ id: instagramThreads.id });
    const artistMessages = () =>
      db.select().from(instagramMessages).where(eq(instagramMessages.threadId, thread!.id));
    // The client wrote in Spanish: the DM, like their emails, speaks it (decision 051).
    await db.update(leads).set({ language: 'es' }).where(eq(leads.id, leadId));
    const offered = await ana.api('POST', `/api/booking/leads/${leadId}/offers`, {
      sessionKind: 'consultation',
      startTimes: [at(3)],
    });
    expect(offered.status).toBe(200);
    const [dm] = await artistMessages();
    expect(dm).toMatchObject({ author: 'artist' });
    expect(dm!.text).toContain(`${testApp.url}/r/`);
    expect(dm!.text).toMatch(/^Ana Ink tiene horarios para ti:\n• lunes, \d+ de \w+ de \d{4}, /);
    // The offer goes out in the artist's name, but the assistant keeps the thread (decision 017): the
    // client's questions about the times still get answered.
    const [afterOffer] = await db.select().from(instagramThreads).where(eq(instagramThreads.id, thread!.id));
    expect(afterOffer!.handling).toBe('bot');
    // Eight days after the client's last message Instagram accepts nothing: the email is the only channel.
    await db
      .update(instagramThreads)
      .set({ lastClientMessageAt: new Date(now.getTime() - 8 * 24 * HOUR) })
      .where(eq(instagramThreads.id, thread!.id));
    const again = await ana.api('POST', `/api/booking/leads/${leadId}/offers`, {
      sessionKind: 'consultation',
      startTimes: [at(3.5)],
    });
    expect(again.status).toBe(200);
    expect(await artistMessages()).toHaveLength(1);
  });

  it('refuses to offer a time outside working hours or in the past, naming startTimes', async () => {
    const outside = await ana.api('POST', `/api/booking/leads/${ana.leadIds[1]}/offers`, {
      sessionKind: 'small',
      startTimes: [at(-1)],
    });
    expect(outside.status).toBe(409);
    expect(outside.body.errors).toHaveProperty('startTimes');
    const tooMany = await ana.api('POST', `/api/booking/leads/${ana.leadIds[1]}/offers`, {
      sessionKind: 'small',
      startTimes: [at(2), at(3), at(4), at(5), at(6)],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toHaveProperty('startTimes');
  });

  it('books directly: confirmed, lead booked, both sides emailed an invite ical.js reads back', async () => {
    const response = await ana.api('POST', `/api/booking/leads/${ana.leadIds[1]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(6),
    });
    expect(response.status).toBe(200);
    expect(response.body.leadStatus).toBe('booked');
    expect(response.body.bookings[0]).toMatchObject({
      status: 'confirmed',
      startsAt: at(6),
      endsAt: at(7),
      depositStatus: 'none',
    });
    expect(response.body.timeline.map((event: { kind: string }) => event.kind)).toEqual(['confirmed']);
    const [toClient] = await emailsTo(testApp.database.db, leadEmail(1), 'booking-confirmed');
    const [toArtist] = await emailsTo(testApp.database.db, 'ana@example.com', 'booking-confirmed');
    for (const email of [toClient!, toArtist!]) {
      const invite = email.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
      const [event] = parseEvents(invite!.content);
      expect(event).toMatchObject({
        start: at(6),
        end: at(7),
        uid: `${response.body.bookings[0].id}@inkdesk`,
      });
      expect(event!.description).toContain('(UTC)');
    }
    // The client is invited by the artist; the artist keeps their own copy (decision 032).
    expect(calendarMethod(inviteOf(toClient)!)).toBe('REQUEST');
    expect(calendarMethod(inviteOf(toArtist)!)).toBe('PUBLISH');
    expect(toClient!.text).toContain('(UTC)');
  });

  it('takes a booked time out of the free slots and refuses it to another lead', async () => {
    const slots = await ana.api('GET', `/api/booking/leads/${ana.leadIds[2]}/free-slots?sessionKind=small`);
    expect(slots.body.slots.map((slot: { startsAt: string }) => slot.startsAt)).not.toContain(at(6));
    const taken = await ana.api('POST', `/api/booking/leads/${ana.leadIds[2]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(6),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toHaveProperty('startsAt');
  });

  it('serves confirmed bookings in the calendar feed with a first name only, until the link is rotated', async () => {
    const { calendarFeedUrl } = (await ana.api('GET', '/api/booking/availability')).body;
    const feed = await fetch(calendarFeedUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const ics = await feed.text();
    const events = parseEvents(ics);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ start: at(6), end: at(7) });
    expect(ics).not.toContain('@example.com');
    expect(ics).not.toContain('Jones');
    const rotated = await ana.api('POST', '/api/booking/availability/calendar-token');
    expect(rotated.status).toBe(200);
    expect((await fetch(calendarFeedUrl)).status).toBe(404);
    expect((await fetch(rotated.body.calendarFeedUrl)).status).toBe(200);
  });

  it('keeps a booking under one UID in the feed, and raises its SEQUENCE when it is rescheduled', async () => {
    const { calendarFeedUrl } = (await ana.api('GET', '/api/booking/availability')).body;
    const [first] = parseEvents(await (await fetch(calendarFeedUrl)).text());
    const [again] = parseEvents(await (await fetch(calendarFeedUrl)).text());
    expect(again).toEqual(first);
    expect(first!.sequence).toBe(0);
    // The move exactly as the request page's reschedule makes it: the row in place, plus its timeline event.
    const [booking] = await testApp.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.leadId, ana.leadIds[1]!));
    await testApp.database.db
      .update(bookings)
      .set({ startsAt: new Date(at(8)), endsAt: new Date(at(9)) })
      .where(eq(bookings.id, booking!.id));
    await recordBookingEvent(testApp.database.db, {
      artistId: booking!.artistId,
      leadId: booking!.leadId,
      kind: 'rescheduled',
      at: new Date(),
      detail: { bookingId: booking!.id, from: at(6), to: at(8), by: 'client' },
    });
    const [moved] = parseEvents(await (await fetch(calendarFeedUrl)).text());
    expect(moved).toMatchObject({ uid: first!.uid, start: at(8), end: at(9), sequence: 1 });
    await testApp.database.db
      .update(bookings)
      .set({ startsAt: booking!.startsAt, endsAt: booking!.endsAt })
      .where(eq(bookings.id, booking!.id));
  });

  it('records a deposit due under the rule, and confirms it received once', async () => {
    await ana.api('PUT', '/api/booking/availability', {
      ...savableAvailability((await ana.api('GET', '/api/booking/availability')).body),
      depositRule: { kind: 'percent', percent: 25, minimumCents: 2_000 },
    });
    const booked = await ana.api('POST', `/api/booking/leads/${ana.leadIds[2]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(26),
    });
    expect(booked.status).toBe(200);
    const booking = booked.body.bookings[0];
    // The lead's budget reads "$400": 25% is $100.
    expect(booking).toMatchObject({ status: 'confirmed', depositCents: 10_000, depositStatus: 'due' });
    const overview = await ana.api('GET', '/api/booking/overview');
    expect(overview.body.depositsDue.map((due: { id: string }) => due.id)).toEqual([booking.id]);
    const received = await ana.api('POST', `/api/booking/bookings/${booking.id}/deposit-received`);
    expect(received.status).toBe(200);
    expect(received.body.bookings[0].depositStatus).toBe('paid');
    expect(received.body.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'confirmed',
      'deposit-received',
    ]);
    expect((await ana.api('POST', `/api/booking/bookings/${booking.id}/deposit-received`)).status).toBe(409);
    expect((await ben.api('POST', `/api/booking/bookings/${booking.id}/deposit-received`)).status).toBe(404);
  });

  it('declines with the edited message: lead rejected, open offers withdrawn, client emailed', async () => {
    const before = await ana.api('GET', `/api/booking/leads/${ana.leadIds[3]}`);
    expect(before.body.declineTemplate).toContain('Thank you');
    const response = await ana.api('POST', `/api/booking/leads/${ana.leadIds[3]}/decline`, {
      message: 'Hi Mia,\n\nThis one is not for me. Good luck!',
    });
    expect(response.status).toBe(200);
    expect(response.body.leadStatus).toBe('rejected');
    const [email] = await emailsTo(testApp.database.db, leadEmail(3), 'booking-declined');
    expect(email!.text).toContain('This one is not for me. Good luck!');
    const refused = await ana.api('POST', `/api/booking/leads/${ana.leadIds[1]}/decline`, { message: 'No' });
    expect(refused.status).toBe(409);
  });

  it('shows upcoming appointments by day and the open request in the your-turn queue', async () => {
    const overview = await ana.api('GET', '/api/booking/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.days.map((day: { date: string }) => day.date)).toEqual([
      at(6).slice(0, 10),
      at(26).slice(0, 10),
    ]);
    expect(overview.body.days[0].appointments[0]).toMatchObject({ leadId: ana.leadIds[1], startsAt: at(6) });
    // Lead 0 has open offers: not the artist's turn. Once its times pass, it is.
    expect(overview.body.yourTurn.map((item: { leadId: string }) => item.leadId)).not.toContain(
      ana.leadIds[0],
    );
    now = new Date(now.getTime() + 5 * HOUR);
    const later = await ana.api('GET', '/api/booking/overview');
    expect(later.body.yourTurn).toContainEqual(
      expect.objectContaining({ leadId: ana.leadIds[0], reason: 'offers-expired' }),
    );
    expect((await ben.api('GET', '/api/booking/overview')).body).toMatchObject({
      days: [],
      depositsDue: [],
      yourTurn: [],
    });
  });
});
