import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingArtist, emailsTo, nextMonday } from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createLead } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { insertLeads } from '../../../tests/fixtures/test-leads.ts';
import { bookings, confirmedClientEmails, leads, waitlistEntries } from '../../db/schema/index.ts';
import { formatBookingTime } from '../booking/core/booking-times.ts';
import { requestPageUrl } from '../booking/core/request-link.ts';

const HOUR = 3_600_000;
const LINK_SECRET = 'request-link-secret-for-waitlist-tests-0123456789';
/** What each language's offer email must say, read from the outbox (decision 067). */
const LANGUAGES = [
  {
    language: 'en',
    locale: 'en-GB',
    subject: 'A time just opened up with Cara Ink',
    says: "You're on Cara Ink's waitlist",
    button: 'Take this time',
  },
  {
    language: 'es',
    locale: 'es-ES',
    subject: 'Se acaba de liberar una cita con Cara Ink',
    says: 'Estás en la lista de espera de Cara Ink',
    button: 'Quiero esta hora',
  },
  {
    language: 'pt',
    locale: 'pt-BR',
    subject: 'Acabou de abrir um horário com Cara Ink',
    says: 'Você está na lista de espera de Cara Ink',
    button: 'Quero este horário',
  },
  {
    language: 'fr',
    locale: 'fr-FR',
    subject: 'Un créneau vient de se libérer chez Cara Ink',
    says: 'Tu es sur la liste d’attente de Cara Ink',
    button: 'Prendre ce créneau',
  },
  {
    language: 'de',
    locale: 'de-DE',
    subject: 'Bei Cara Ink ist gerade ein Termin frei geworden',
    says: 'Du stehst auf der Warteliste von Cara Ink',
    button: 'Diesen Termin nehmen',
  },
  {
    language: 'it',
    locale: 'it-IT',
    subject: 'Si è appena liberato un orario con Cara Ink',
    says: 'Sei nella lista d’attesa di Cara Ink',
    button: 'Prendo questo orario',
  },
] as const;
const OFFER_LINK = /\/r\/([\w-]+\.[\w-]+)\?offer=([0-9a-f-]{36})/;

describe.each(testDatabaseKinds({ postgresBecause: 'concurrency' }))('the waitlist [%s]', (kind) => {
  let testApp: TestApp;
  // The app's clock, frozen on a Monday 08:00 UTC: the artist works Monday to Friday, 10:00-18:00 UTC.
  const start = nextMonday(new Date());
  let now = start;
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR);
  /** Joins happen a second apart, so join order is plain. */
  const tick = () => {
    now = new Date(now.getTime() + 1000);
  };
  let cara: Awaited<ReturnType<typeof bookingArtist>>;
  const db = () => testApp.database.db;
  const linkEnv = () => ({
    APP_URL: testApp.url,
    DATA_DIR: testApp.dataDir,
    REQUEST_LINK_SECRET: LINK_SECRET,
    REQUEST_LINK_PREVIOUS_SECRETS: [],
  });
  const clientApi = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${testApp.url}/api/requests/${token}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json', origin: testApp.url },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  /** Leads of Cara's with confirmed addresses (decision 055), each with its request link's token. */
  async function waitingClients(values: Array<{ email: string; name: string; language?: string }>) {
    const leadIds = await insertLeads(
      db(),
      cara.id,
      values.map((value) => ({
        ...value,
        projectSummary: 'Koi on the forearm',
        description: 'a koi swimming up my forearm',
        tattooStyle: 'Japanese',
        placement: 'forearm',
      })),
    );
    await db()
      .insert(confirmedClientEmails)
      .values(values.map(({ email }) => ({ artistId: cara.id, address: email })));
    return Promise.all(
      leadIds.map(async (leadId) => {
        const pageUrl = await requestPageUrl({ db: db(), env: linkEnv(), leadId });
        return { leadId, token: pageUrl.split('/r/')[1]! };
      }),
    );
  }

  /** Books one of Cara's chat leads directly at `hours` from now and cancels it as the artist. */
  async function freeSlotAt(leadIndex: number, hours: number) {
    const booked = await cara.api('POST', `/api/booking/leads/${cara.leadIds[leadIndex]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(hours).toISOString(),
    });
    expect(booked.status).toBe(200);
    const cancelled = await cara.api(
      'POST',
      `/api/booking/bookings/${booked.body.bookings[0].id}/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    await testApp.jobs.whenIdle();
  }

  beforeAll(async () => {
    testApp = await startTestApp(kind, { REQUEST_LINK_SECRET: LINK_SECRET }, { clock: () => now });
    cara = await bookingArtist(testApp, { name: 'Cara', leads: 3 });
    const intake = await cara.api('GET', '/api/intake');
    const closed = await cara.api('PUT', '/api/intake', { ...intake.body, booksStatus: 'waitlist' });
    expect(closed.status).toBe(200);
  }, 120_000);
  afterAll(() => testApp.close());

  it('races 20 waitlisted clients for one freed slot: exactly one booking, 19 told it is gone and still on the list', async () => {
    const clients = await waitingClients(
      Array.from({ length: 20 }, (_, index) => ({
        email: `racer-${index}@example.com`,
        name: `Racer ${index}`,
      })),
    );
    for (const { token } of clients) {
      tick();
      const joined = await clientApi(token, 'PUT', '/waitlist', {
        weekdays: ['mon'],
        fromDate: null,
        untilDate: null,
      });
      expect(joined.status).toBe(200);
      expect(joined.body.entry.weekdays).toEqual(['mon']);
    }
    await freeSlotAt(0, 4);

    const offers = await Promise.all(
      clients.map(async (_, index) => {
        const [email, ...more] = await emailsTo(db(), `racer-${index}@example.com`, 'waitlist-offer');
        expect(more).toEqual([]);
        const [, token, offerId] = OFFER_LINK.exec(email!.text)!;
        return { token: token!, offerId: offerId! };
      }),
    );
    const results = await Promise.all(
      offers.map(({ token, offerId }) => clientApi(token, 'POST', `/waitlist/offers/${offerId}/accept`, {})),
    );
    expect(results.map((result) => result.status)).toEqual(results.map(() => 200));
    const winners = results.filter((result) => result.body.outcome === 'yours');
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => result.body.outcome === 'gone')).toHaveLength(19);

    const live = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.artistId, cara.id), ne(bookings.status, 'cancelled')));
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ status: 'confirmed', startsAt: at(4) });
    const winner = clients.find((client) => client.leadId === live[0]!.leadId)!;
    const [lead] = await db().select().from(leads).where(eq(leads.id, winner.leadId));
    expect(lead!.status).toBe('booked');
    expect(await emailsTo(db(), lead!.email, 'booking-confirmed')).toHaveLength(1);

    // The winner left the waitlist; the other 19 are on it, in join order.
    const list = await cara.api('GET', '/api/waitlist');
    const listed = list.body.entries.map((entry: { leadId: string }) => entry.leadId);
    expect(listed).toEqual(clients.map((client) => client.leadId).filter((id) => id !== winner.leadId));
    // Every loser who opens the link again reads it is gone; the winner reads it is theirs.
    const states = await Promise.all(
      offers.map(({ token, offerId }) => clientApi(token, 'GET', `/waitlist/offers/${offerId}`)),
    );
    expect(states.filter((state) => state.body.state === 'gone')).toHaveLength(19);
    expect(states.filter((state) => state.body.state === 'yours')).toHaveLength(1);
    await db().delete(waitlistEntries).where(eq(waitlistEntries.artistId, cara.id));
    await db().delete(bookings).where(eq(bookings.artistId, cara.id));
  }, 120_000);

  it('offers a time an artist moved away from to every waitlisted client, each in their language', async () => {
    const clients = await waitingClients(
      LANGUAGES.map(({ language }) => ({
        email: `polyglot-${language}@example.com`,
        name: `Sam ${language}`,
        language,
      })),
    );
    for (const { token } of clients) {
      tick();
      const joined = await clientApi(token, 'PUT', '/waitlist', {
        weekdays: [],
        fromDate: null,
        untilDate: null,
      });
      expect(joined.status).toBe(200);
    }
    const booked = await cara.api('POST', `/api/booking/leads/${cara.leadIds[1]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(5).toISOString(),
    });
    expect(booked.status).toBe(200);
    const moved = await cara.api('POST', `/api/booking/bookings/${booked.body.bookings[0].id}/move`, {
      startsAt: at(8).toISOString(),
    });
    expect(moved.status).toBe(200);
    await testApp.jobs.whenIdle();

    for (const [index, expected] of LANGUAGES.entries()) {
      const [email, ...more] = await emailsTo(
        db(),
        `polyglot-${expected.language}@example.com`,
        'waitlist-offer',
      );
      expect(more).toEqual([]);
      expect(email!.subject).toBe(expected.subject);
      expect(email!.text).toContain(expected.says);
      expect(email!.text).toContain(expected.button);
      expect(email!.text).toContain(`Sam`);
      // The freed time in the client's language, the artist's zone named.
      expect(email!.text).toContain(formatBookingTime(at(5), at(6), 'UTC', expected.locale));
      const [, token, offerId] = OFFER_LINK.exec(email!.text)!;
      expect(token).toBe(clients[index]!.token);
      const offer = await clientApi(token!, 'GET', `/waitlist/offers/${offerId}`);
      expect(offer.body).toMatchObject({
        state: 'open',
        startsAt: at(5).toISOString(),
        artistTimeZone: 'UTC',
      });
    }
    await db().delete(waitlistEntries).where(eq(waitlistEntries.artistId, cara.id));
    await db().delete(bookings).where(eq(bookings.artistId, cara.id));
  }, 120_000);

  it("offers a client's cancelled time only where the days and the session fit; a removed client can no longer take it", async () => {
    const [tuesdays, fromTuesday, halfDay, anyDay] = await waitingClients(
      ['tuesdays', 'from-tuesday', 'half-day', 'any-day'].map((name) => ({
        email: `${name}@example.com`,
        name,
      })),
    );
    const tuesday = at(7 * 24 + 24)
      .toISOString()
      .slice(0, 10);
    const days = [
      [tuesdays!, { weekdays: ['tue'], fromDate: null, untilDate: null }],
      [fromTuesday!, { weekdays: [], fromDate: tuesday, untilDate: null }],
      [halfDay!, { weekdays: [], fromDate: null, untilDate: null }],
      [anyDay!, { weekdays: ['mon', 'fri'], fromDate: null, untilDate: tuesday }],
    ] as const;
    for (const [client, rule] of days) {
      tick();
      expect((await clientApi(client.token, 'PUT', '/waitlist', rule)).status).toBe(200);
    }
    const list = await cara.api('GET', '/api/waitlist');
    const halfDayEntry = list.body.entries.find(
      (entry: { leadId: string }) => entry.leadId === halfDay!.leadId,
    );
    expect(halfDayEntry).toMatchObject({
      idea: 'a koi swimming up my forearm',
      style: 'Japanese',
      area: 'forearm',
    });
    expect(
      (await cara.api('PATCH', `/api/waitlist/${halfDayEntry.id}`, { sessionKind: 'halfDay' })).status,
    ).toBe(200);

    // A client's own cancel of a Monday 10:00 appointment a week ahead (outside the 48 h notice).
    const booked = await cara.api('POST', `/api/booking/leads/${cara.leadIds[2]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(7 * 24 + 2).toISOString(),
    });
    expect(booked.status).toBe(200);
    const pageUrl = await requestPageUrl({ db: db(), env: linkEnv(), leadId: cara.leadIds[2]! });
    const cancelled = await clientApi(pageUrl.split('/r/')[1]!, 'POST', '/booking/cancel');
    expect(cancelled.status).toBe(200);
    await testApp.jobs.whenIdle();

    for (const name of ['tuesdays', 'from-tuesday', 'half-day']) {
      expect(await emailsTo(db(), `${name}@example.com`, 'waitlist-offer')).toEqual([]);
    }
    const [email] = await emailsTo(db(), 'any-day@example.com', 'waitlist-offer');
    const [, token, offerId] = OFFER_LINK.exec(email!.text)!;
    // The artist takes them off the list: the link now reads gone, and taking it books nothing.
    const entry = (await cara.api('GET', '/api/waitlist')).body.entries.find(
      (row: { leadId: string }) => row.leadId === anyDay!.leadId,
    );
    const removed = await cara.api('DELETE', `/api/waitlist/${entry.id}`);
    expect(removed.body.entries.map((row: { leadId: string }) => row.leadId)).not.toContain(anyDay!.leadId);
    expect((await clientApi(token!, 'GET', `/waitlist/offers/${offerId}`)).body.state).toBe('gone');
    expect((await clientApi(token!, 'POST', `/waitlist/offers/${offerId}/accept`, {})).body).toEqual({
      outcome: 'gone',
      checkoutUrl: null,
    });
    // Another client's offer id is not found through this link.
    expect((await clientApi(tuesdays!.token, 'GET', `/waitlist/offers/${offerId}`)).status).toBe(404);
    await db().delete(waitlistEntries).where(eq(waitlistEntries.artistId, cara.id));
    await db().delete(bookings).where(eq(bookings.artistId, cara.id));
  }, 120_000);

  it('puts a chat saved while books are waitlist-only on the waitlist with its idea, style and area; the client may leave', async () => {
    const { leadId } = await createLead(testApp.url, {
      artistId: cara.id,
      email: 'chatty@example.com',
      lines: ['a japanese koi on my forearm', 'palm sized, black and grey, about $400, my name is Kit Lee'],
    });
    const [entry] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.leadId, leadId));
    expect(entry).toMatchObject({ artistId: cara.id, style: 'Japanese', weekdays: [], fromDate: null });
    expect(entry!.idea).toMatch(/koi/i);
    expect(entry!.area).toMatch(/forearm/i);
    const token = (await requestPageUrl({ db: db(), env: linkEnv(), leadId })).split('/r/')[1]!;
    expect((await clientApi(token, 'GET', '/waitlist')).body).toMatchObject({
      canJoin: true,
      entry: { weekdays: [] },
    });
    const bad = await clientApi(token, 'PUT', '/waitlist', {
      weekdays: ['someday'],
      fromDate: null,
      untilDate: null,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('weekdays');
    const backwards = await clientApi(token, 'PUT', '/waitlist', {
      weekdays: [],
      fromDate: '2030-02-01',
      untilDate: '2030-01-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toHaveProperty('untilDate');
    expect((await clientApi(token, 'DELETE', '/waitlist')).body).toEqual({ canJoin: true, entry: null });
    // Books open again: a client not on the list has nothing to join.
    const intake = await cara.api('GET', '/api/intake');
    await cara.api('PUT', '/api/intake', { ...intake.body, booksStatus: 'open' });
    expect((await clientApi(token, 'GET', '/waitlist')).body).toEqual({ canJoin: false, entry: null });
    expect(
      (await clientApi(token, 'PUT', '/waitlist', { weekdays: [], fromDate: null, untilDate: null })).status,
    ).toBe(409);
    await cara.api('PUT', '/api/intake', { ...intake.body, booksStatus: 'waitlist' });
  }, 120_000);
});
