import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadBooking } from '#common/contracts/booking.ts';
import type { RequestPage, SessionTimes } from '#common/contracts/booking-requests.ts';
import { FakeStripeServer } from '../../../tests/fakes/fake-stripe-server.ts';
import {
  bookingArtist,
  emailsTo,
  inviteOf,
  nextMonday,
  parseEvents,
  WORKWEEK_SETTINGS,
} from '../../../tests/fixtures/booking-test-world.ts';
import { freePort, startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { bookingProjects, bookings, leads } from '../../db/schema/index.ts';
import { REQUEST_PAGE_PATH } from './core/request-link.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SECRET_KEY = 'sk_test_inkdesk';
const WEBHOOK_SECRET = 'whsec_inkdesk_test';
const PAY = 'Bank transfer to IBAN PT50 0002 0123 1234 5678 9015 4, reference your name.';
const DEPOSIT = { kind: 'fixed', amountCents: 5_000 } as const;
const PROJECT = { sessionCount: 3, depositSession: 'last' } as const;

/** A JSON call to the client's request page API, by the token in the emailed link. */
function clientApiOf(testApp: TestApp) {
  return async (token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${testApp.url}/api/requests/${token}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/** The request page token in the offer email sent to `to`. */
async function tokenFromOffer(testApp: TestApp, to: string) {
  await testApp.jobs.whenIdle();
  const offers = await emailsTo(testApp.database.db, to, 'booking-offered');
  const text = offers.at(-1)?.text ?? '';
  const token = new RegExp(`${REQUEST_PAGE_PATH}/(\\S+)`).exec(text)?.[1];
  if (!token) throw new Error(`No offer email to ${to}`);
  return token;
}

/**
 * Issue #26 item 6, decision 066: a lead accepted as a project of 3 sessions with the deposit on the last. The
 * client picks session 1 among the offered times and books the others on their page, in order; the deposit is
 * asked for session 3 only: on Stripe Checkout when configured, else by the artist's payment instructions.
 */
describe.each(testDatabaseKinds({ postgresBecause: 'concurrency' }))(
  'a project of three sessions, deposit on the last, with Stripe [%s]',
  (kind) => {
    let testApp: TestApp;
    let fake: FakeStripeServer;
    let ana: Awaited<ReturnType<typeof bookingArtist>>;
    let other: Awaited<ReturnType<typeof bookingArtist>>;
    let client: ReturnType<typeof clientApiOf>;
    let token: string;
    // Near real time: the fake Stripe checks a session's expires_at against the wall clock.
    const start = nextMonday(new Date());
    const at = (days: number, hour: number) =>
      new Date(start.getTime() + days * DAY + (hour - 8) * HOUR).toISOString();
    const leadEmail = (index: number) => `client-${index}-of-ana@example.com`;

    beforeAll(async () => {
      const port = await freePort();
      fake = new FakeStripeServer({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe`,
      });
      await fake.start();
      testApp = await startTestApp(
        kind,
        {
          STRIPE_SECRET_KEY: SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_URL: fake.url,
          STRIPE_PRICE_STARTER: 'price_starter',
          STRIPE_PRICE_PROFESSIONAL: 'price_professional',
        },
        { port },
      );
      ana = await bookingArtist(testApp, { name: 'Ana', leads: 3 });
      other = await bookingArtist(testApp, { name: 'Otto', leads: 0 });
      const saved = await ana.api('PUT', '/api/booking/availability', {
        ...WORKWEEK_SETTINGS,
        depositRule: DEPOSIT,
      });
      expect(saved.status).toBe(200);
      client = clientApiOf(testApp);
    }, 180_000);
    afterAll(async () => {
      await testApp.close();
      await fake.stop();
    });

    const page = async (pageToken = token) => (await client(pageToken, 'GET', '')).body as RequestPage;
    const leadBooking = async (leadId = ana.leadIds[0]!) =>
      (await ana.api('GET', `/api/booking/leads/${leadId}`)).body as LeadBooking;

    it('refuses a project of 1 or 11 sessions, or a deposit on the middle one, naming the field', async () => {
      const offer = (project: unknown) =>
        ana.api('POST', `/api/booking/leads/${ana.leadIds[0]}/offers`, {
          sessionKind: 'small',
          startTimes: [at(0, 10)],
          project,
        });
      const tooFew = await offer({ sessionCount: 1, depositSession: 'first' });
      expect(tooFew.status).toBe(400);
      expect(tooFew.body.errors.project).toBe('A project has at least 2 sessions');
      const tooMany = await offer({ sessionCount: 11, depositSession: 'first' });
      expect(tooMany.body.errors.project).toBe('A project has at most 10 sessions');
      const middle = await offer({ sessionCount: 3, depositSession: 'middle' });
      expect(middle.status).toBe(400);
      expect(middle.body.errors.project).toBe('The deposit applies to the first or the last session');
      expect(await testApp.database.db.select().from(bookingProjects)).toEqual([]);
    });

    it("keeps a project to its artist: another artist's offer on the lead is NOT_FOUND and stores no plan", async () => {
      const response = await other.api('POST', `/api/booking/leads/${ana.leadIds[0]}/offers`, {
        sessionKind: 'small',
        startTimes: [at(0, 10)],
        project: PROJECT,
      });
      expect(response.status).toBe(404);
      expect(await testApp.database.db.select().from(bookingProjects)).toEqual([]);
    });

    it('offers the first session of a project of 3, telling the client they book the rest on their page', async () => {
      const offered = await ana.api('POST', `/api/booking/leads/${ana.leadIds[0]}/offers`, {
        sessionKind: 'small',
        startTimes: [at(0, 10), at(0, 11)],
        project: PROJECT,
      });
      expect(offered.status).toBe(200);
      expect((offered.body as LeadBooking).project).toEqual({
        sessionCount: 3,
        depositSession: 'last',
        sessionKind: 'small',
        bookedCount: 0,
      });
      token = await tokenFromOffer(testApp, leadEmail(0));
      const [offer] = await emailsTo(testApp.database.db, leadEmail(0), 'booking-offered');
      expect(offer!.text).toContain(
        'This is a project of 3 sessions: pick the time of the first one now, then book the next ones on your request page.',
      );
      const shown = await page();
      expect(shown.status).toBe('times_offered');
      expect(shown.project).toMatchObject({
        sessionCount: 3,
        depositSession: 'last',
        bookedCount: 0,
        nextSession: null,
      });
    });

    it('asks no deposit for session 1: picked, it is confirmed at once and says "Session 1 of 3"', async () => {
      const shown = await page();
      const picked = await client(token, 'POST', '/booking', { offerId: shown.offers[0]!.id });
      expect(picked.status).toBe(200);
      expect(picked.body.checkoutUrl).toBeNull();
      const after = await page();
      expect(after.status).toBe('booked');
      expect(after.booking).toMatchObject({
        status: 'confirmed',
        depositCents: 0,
        depositStatus: 'none',
        sessionNumber: 1,
      });
      expect(after.project).toMatchObject({ bookedCount: 1, nextSession: 2 });
      await testApp.jobs.whenIdle();
      const [confirmation] = await emailsTo(testApp.database.db, leadEmail(0), 'booking-confirmed');
      expect(confirmation!.text).toContain('Session 1 of 3');
      expect(confirmation!.text).not.toMatch(/Deposit/);
      const [toArtist] = await emailsTo(testApp.database.db, 'ana@example.com', 'booking-confirmed');
      expect(toArtist!.text).toContain('Session 1 of 3');
      expect(parseEvents(inviteOf(toArtist)!)[0]!.summary).toMatch(/ · Small piece · session 1 of 3$/);
      expect(parseEvents(inviteOf(confirmation)!)[0]!.description).toContain('Session 1 of 3');
    });

    it("lists session 2's free times after session 1 only, and refuses a time before it, naming startsAt", async () => {
      const times = (await client(token, 'GET', '/sessions/times')).body as SessionTimes;
      expect(times.sessionNumber).toBe(2);
      expect(times.slots.length).toBeGreaterThan(0);
      const sessionOneEnd = new Date(at(0, 11)).getTime();
      for (const slot of times.slots)
        expect(new Date(slot.startsAt).getTime()).toBeGreaterThanOrEqual(sessionOneEnd);
      const before = await client(token, 'POST', '/sessions', { sessionNumber: 2, startsAt: at(0, 9) });
      expect(before.status).toBe(409);
      expect(before.body.errors.startsAt).toBe('Session 2 must start after session 1 ends');
      const skipping = await client(token, 'POST', '/sessions', { sessionNumber: 3, startsAt: at(7, 10) });
      expect(skipping.status).toBe(409);
      const malformed = await client(token, 'POST', '/sessions', { sessionNumber: 0, startsAt: 'soon' });
      expect(malformed.status).toBe(400);
      expect(Object.keys(malformed.body.errors).sort()).toEqual(['sessionNumber', 'startsAt']);
    });

    it('books session 2 with no deposit, then asks the deposit for session 3 only, on Stripe; 3/3 once paid', async () => {
      const second = await client(token, 'POST', '/sessions', { sessionNumber: 2, startsAt: at(7, 10) });
      expect(second.status).toBe(200);
      expect(second.body.checkoutUrl).toBeNull();
      expect((await page()).project).toMatchObject({ bookedCount: 2, nextSession: 3 });
      expect((await leadBooking()).project!.bookedCount).toBe(2);

      const third = await client(token, 'POST', '/sessions', { sessionNumber: 3, startsAt: at(14, 10) });
      expect(third.status).toBe(200);
      const checkout = fake.sessions.get((third.body.checkoutUrl as string).split('/').at(-1)!)!;
      expect(checkout.amount_total).toBe(5_000);
      const due = await page();
      expect(due.status).toBe('deposit_due');
      expect(due.booking).toMatchObject({
        sessionNumber: 3,
        status: 'held',
        depositCents: 5_000,
        depositStatus: 'due',
      });
      expect(due.project).toMatchObject({ bookedCount: 2, nextSession: null });
      // Only one Checkout was ever opened for this project: sessions 1 and 2 asked nothing.
      expect(
        [...fake.sessions.values()].filter((session) => session.customer_email === leadEmail(0)),
      ).toHaveLength(1);

      await fake.pay(checkout.id);
      const paid = await page();
      expect(paid.status).toBe('booked');
      expect(paid.project).toMatchObject({ bookedCount: 3, nextSession: null });
      const artistView = await leadBooking();
      expect(artistView.project!.bookedCount).toBe(3);
      expect(
        artistView.bookings.map((booking) => [
          booking.session?.number,
          booking.session?.count,
          booking.depositCents,
        ]),
      ).toEqual([
        [1, 3, 0],
        [2, 3, 0],
        [3, 3, 5_000],
      ]);
      const overview = (await ana.api('GET', '/api/booking/overview')).body as {
        days: { appointments: LeadBooking['bookings'] }[];
      };
      const sessions = overview.days
        .flatMap((day) => day.appointments)
        .map((appointment) => appointment.session);
      expect(sessions).toEqual([
        { number: 1, count: 3 },
        { number: 2, count: 3 },
        { number: 3, count: 3 },
      ]);
      await testApp.jobs.whenIdle();
      const confirmations = await emailsTo(testApp.database.db, leadEmail(0), 'booking-confirmed');
      expect(confirmations.map((email) => /Session \d of 3/.exec(email.text)?.[0])).toEqual([
        'Session 1 of 3',
        'Session 2 of 3',
        'Session 3 of 3',
      ]);
      expect(confirmations[2]!.text).toContain('Deposit received: $50.00.');
      expect(confirmations[1]!.text).not.toMatch(/Deposit/);
    });

    it('refuses a move that would put session 2 after session 3 (client and artist), and lists only times between', async () => {
      const times = (await client(token, 'GET', '/sessions/2/times')).body as {
        slots: { startsAt: string; endsAt: string }[];
      };
      expect(times.slots.length).toBeGreaterThan(0);
      for (const slot of times.slots) {
        expect(new Date(slot.startsAt).getTime()).toBeGreaterThanOrEqual(new Date(at(0, 11)).getTime());
        expect(new Date(slot.endsAt).getTime()).toBeLessThanOrEqual(new Date(at(14, 10)).getTime());
      }
      const late = await client(token, 'POST', '/sessions/2/reschedule', { startsAt: at(15, 10) });
      expect(late.status).toBe(409);
      expect(late.body.errors.startsAt).toBe('Session 2 must start after session 1 and end before session 3');
      const [two] = (await leadBooking()).bookings.filter((booking) => booking.session?.number === 2);
      const byArtist = await ana.api('POST', `/api/booking/bookings/${two!.id}/move`, {
        startsAt: at(15, 10),
      });
      expect(byArtist.status).toBe(409);
      const inBetween = await client(token, 'POST', '/sessions/2/reschedule', { startsAt: at(8, 10) });
      expect(inBetween.status).toBe(200);
      expect((await page()).project!.sessions.map((session) => session.startsAt)).toEqual([
        at(0, 10),
        at(8, 10),
        at(14, 10),
      ]);
      expect((await client(token, 'GET', '/sessions/x/times')).status).toBe(400);
      expect((await client(token, 'GET', '/sessions/7/times')).status).toBe(409);
    });

    it('cancels session 2 alone: the lead stays booked, 2/3 shows, and session 2 is booked again without a deposit', async () => {
      const cancelled = await client(token, 'POST', '/sessions/2/cancel');
      expect(cancelled.status).toBe(200);
      const [lead] = await testApp.database.db.select().from(leads).where(eq(leads.id, ana.leadIds[0]!));
      expect(lead!.status).toBe('booked');
      const shown = await page();
      expect(shown.status).toBe('booked');
      expect(shown.project).toMatchObject({ bookedCount: 2, nextSession: 2 });
      await testApp.jobs.whenIdle();
      const [cancellation] = await emailsTo(testApp.database.db, leadEmail(0), 'booking-cancelled');
      expect(cancellation!.text).toContain('Session 2 of 3');
      const times = (await client(token, 'GET', '/sessions/times')).body as SessionTimes;
      expect(times.sessionNumber).toBe(2);
      for (const slot of times.slots)
        expect(new Date(slot.endsAt).getTime()).toBeLessThanOrEqual(new Date(at(14, 10)).getTime());
      const again = await client(token, 'POST', '/sessions', { sessionNumber: 2, startsAt: at(9, 10) });
      expect(again.status).toBe(200);
      expect(again.body.checkoutUrl).toBeNull();
      expect((await page()).project).toMatchObject({ bookedCount: 3 });
    });

    it('books a session once when two tabs race for it: one booking, the other a 409', async () => {
      const offered = await ana.api('POST', `/api/booking/leads/${ana.leadIds[1]}/offers`, {
        sessionKind: 'small',
        startTimes: [at(1, 10)],
        project: { sessionCount: 2, depositSession: 'first' },
      });
      expect(offered.status).toBe(200);
      const raceToken = await tokenFromOffer(testApp, leadEmail(1));
      const shown = await page(raceToken);
      const picked = await client(raceToken, 'POST', '/booking', { offerId: shown.offers[0]!.id });
      // Deposit on the first: session 1 asks it, on Stripe.
      const checkout = fake.sessions.get((picked.body.checkoutUrl as string).split('/').at(-1)!)!;
      expect(checkout.amount_total).toBe(5_000);
      await fake.pay(checkout.id);
      const results = await Promise.all([
        client(raceToken, 'POST', '/sessions', { sessionNumber: 2, startsAt: at(2, 10) }),
        client(raceToken, 'POST', '/sessions', { sessionNumber: 2, startsAt: at(3, 10) }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      expect(results.find((result) => result.status === 200)!.body.checkoutUrl).toBeNull();
      const live = await testApp.database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.leadId, ana.leadIds[1]!), eq(bookings.status, 'confirmed')));
      expect(live.map((row) => row.sessionNumber).sort()).toEqual([1, 2]);
      const full = await client(raceToken, 'GET', '/sessions/times');
      expect(full.status).toBe(409);
    });

    it('keeps one live booking per session in the database, whatever the code path', async () => {
      const db = testApp.database.db;
      const [one] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.leadId, ana.leadIds[1]!), eq(bookings.sessionNumber, 1)));
      const copy = {
        artistId: one!.artistId,
        leadId: one!.leadId,
        startsAt: new Date(at(20, 10)),
        endsAt: new Date(at(20, 11)),
        sessionKind: one!.sessionKind,
        status: 'held' as const,
        sessionNumber: 1,
      };
      await expect(db.insert(bookings).values(copy)).rejects.toThrow();
      await expect(db.insert(bookings).values({ ...copy, status: 'cancelled' })).resolves.toBeDefined();
    });
  },
);

/** The same project when the artist collects deposits: session 3 waits on the artist's payment instructions. */
describe.each(testDatabaseKinds({ postgresBecause: 'concurrency' }))(
  'a project whose deposit the artist collects [%s]',
  (kind) => {
    let testApp: TestApp;
    let bea: Awaited<ReturnType<typeof bookingArtist>>;
    let client: ReturnType<typeof clientApiOf>;
    const start = nextMonday(new Date());
    const at = (days: number, hour: number) =>
      new Date(start.getTime() + days * DAY + (hour - 8) * HOUR).toISOString();
    const leadEmail = (index: number) => `client-${index}-of-bea@example.com`;
    /** The six client languages, each with its "session 1 of 3" and the offer's project line. */
    const LANGUAGES = [
      ['en', 'Session 1 of 3', 'This is a project of 3 sessions'],
      ['es', 'Sesión 1 de 3', 'Es un proyecto de 3 sesiones'],
      ['pt', 'Sessão 1 de 3', 'É um projeto de 3 sessões'],
      ['fr', 'Séance 1 sur 3', 'C’est un projet en 3 séances'],
      ['de', 'Sitzung 1 von 3', 'Das ist ein Projekt mit 3 Sitzungen'],
      ['it', 'Sessione 1 di 3', 'È un progetto di 3 sessioni'],
    ] as const;

    beforeAll(async () => {
      testApp = await startTestApp(kind);
      bea = await bookingArtist(testApp, { name: 'Bea', leads: 7 });
      const saved = await bea.api('PUT', '/api/booking/availability', {
        ...WORKWEEK_SETTINGS,
        depositRule: DEPOSIT,
        paymentInstructions: PAY,
      });
      expect(saved.status).toBe(200);
      client = clientApiOf(testApp);
    }, 180_000);
    afterAll(() => testApp.close());

    it('asks nothing for sessions 1 and 2 and $50.00 for session 3, with the payment instructions; 3/3 once received', async () => {
      const leadId = bea.leadIds[6]!;
      await bea.api('POST', `/api/booking/leads/${leadId}/offers`, {
        sessionKind: 'small',
        startTimes: [at(0, 10)],
        project: PROJECT,
      });
      const token = await tokenFromOffer(testApp, leadEmail(6));
      const page = async () => (await client(token, 'GET', '')).body as RequestPage;
      expect(
        (await client(token, 'POST', '/booking', { offerId: (await page()).offers[0]!.id })).status,
      ).toBe(200);
      expect((await page()).booking).toMatchObject({ status: 'confirmed', depositCents: 0 });
      expect(
        (await client(token, 'POST', '/sessions', { sessionNumber: 2, startsAt: at(7, 10) })).body,
      ).toEqual({
        checkoutUrl: null,
      });
      expect((await page()).booking).toMatchObject({
        sessionNumber: 2,
        status: 'confirmed',
        depositCents: 0,
      });
      await client(token, 'POST', '/sessions', { sessionNumber: 3, startsAt: at(14, 10) });
      const due = await page();
      expect(due.status).toBe('deposit_due');
      expect(due.booking).toMatchObject({
        sessionNumber: 3,
        status: 'held',
        depositCents: 5_000,
        depositStatus: 'due',
      });
      expect(due.paymentInstructions).toBe(PAY);
      expect(due.project!.bookedCount).toBe(2);
      const lead = (await bea.api('GET', `/api/booking/leads/${leadId}`)).body as LeadBooking;
      expect(lead.project!.bookedCount).toBe(2);
      const held = lead.bookings.find((booking) => booking.session?.number === 3)!;
      expect((await bea.api('POST', `/api/booking/bookings/${held.id}/deposit-received`)).status).toBe(200);
      expect((await page()).project).toMatchObject({ bookedCount: 3, nextSession: null });
      await testApp.jobs.whenIdle();
      const confirmations = await emailsTo(testApp.database.db, leadEmail(6), 'booking-confirmed');
      expect(confirmations).toHaveLength(3);
      expect(confirmations[0]!.text).not.toMatch(/Deposit|How to pay/);
      expect(confirmations[1]!.text).not.toMatch(/Deposit|How to pay/);
      expect(confirmations[2]!.text).toContain('Session 3 of 3');
      expect(confirmations[2]!.text).toContain('Deposit received: $50.00.');
    });

    it.each(LANGUAGES.map((entry, index) => [...entry, index] as const))(
      'says the session and the project in %s, read from the outbox',
      async (language, sessionLine, projectLine, index) => {
        const leadId = bea.leadIds[index]!;
        await testApp.database.db.update(leads).set({ language }).where(eq(leads.id, leadId));
        const offered = await bea.api('POST', `/api/booking/leads/${leadId}/offers`, {
          sessionKind: 'small',
          startTimes: [at(28, 10 + index)],
          project: PROJECT,
        });
        expect(offered.status).toBe(200);
        const token = await tokenFromOffer(testApp, leadEmail(index));
        const [offer] = await emailsTo(testApp.database.db, leadEmail(index), 'booking-offered');
        expect(offer!.text).toContain(projectLine);
        const shown = (await client(token, 'GET', '')).body as RequestPage;
        expect((await client(token, 'POST', '/booking', { offerId: shown.offers[0]!.id })).status).toBe(200);
        await testApp.jobs.whenIdle();
        const [confirmation] = await emailsTo(testApp.database.db, leadEmail(index), 'booking-confirmed');
        expect(confirmation!.text).toContain(sessionLine);
        expect(parseEvents(inviteOf(confirmation)!)[0]!.description).toContain(sessionLine);
      },
    );
  },
);
