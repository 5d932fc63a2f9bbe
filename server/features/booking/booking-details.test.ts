import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingArtist,
  emailsTo,
  inviteOf,
  nextMonday,
  WORKWEEK_SETTINGS,
} from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { leads, users } from '../../db/schema/index.ts';

const HOUR = 3_600_000;
const STUDIO = 'Rua das Flores 12, Lisboa';
const PREP = 'Eat a proper meal first.\nNo alcohol the night before.';
const PAY = 'Bank transfer to IBAN PT50 0002 0123 1234 5678 9015 4, reference your name.';
const REFUND = 'Deposits are refunded in full up to 7 days before; after that they are kept.';
const TEXTS = { prepNotes: PREP, paymentInstructions: PAY, refundPolicy: REFUND };

/** The one VEVENT of an .ics as a calendar reads it, with ical.js. */
function eventOf(ics: string) {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  return {
    summary: event.getFirstPropertyValue('summary'),
    description: String(event.getFirstPropertyValue('description')),
    location: event.getFirstPropertyValue('location'),
  };
}

/**
 * Issue #26 items 1 and 3: every booking email, invite and feed entry says who, what and where, with the
 * artist's preparation notes; a deposit the artist collects comes with their payment instructions, and a
 * cancellation quotes their refund policy. Read from the real outbox and the served feed.
 */
describe.each(testDatabaseKinds())('who, what, where and the deposit [%s]', (kind) => {
  let testApp: TestApp;
  const start = nextMonday(new Date());
  let now = start;
  let noa: Awaited<ReturnType<typeof bookingArtist>>;
  let piece: string;
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();
  const leadEmail = (index: number) => `client-${index}-of-noa@example.com`;

  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, { clock: () => now });
    noa = await bookingArtist(testApp, { name: 'Noa', leads: 2 });
    const db = testApp.database.db;
    await db.update(users).set({ studioLocation: STUDIO }).where(eq(users.id, noa.id));
    // The client's name and language as the chat stores them (the fake model reads neither from these lines).
    await db.update(leads).set({ name: 'Mia Jones' }).where(eq(leads.id, noa.leadIds[0]!));
    await db.update(leads).set({ language: 'de' }).where(eq(leads.id, noa.leadIds[1]!));
    const [lead] = await db.select().from(leads).where(eq(leads.id, noa.leadIds[0]!));
    piece = lead!.projectSummary;
  }, 60_000);
  afterAll(() => testApp.close());

  it('refuses a preparation note, payment instructions or refund policy over 1000 characters, naming the field', async () => {
    const long = 'x'.repeat(1001);
    const response = await noa.api('PUT', '/api/booking/availability', {
      ...WORKWEEK_SETTINGS,
      prepNotes: long,
      paymentInstructions: long,
      refundPolicy: long,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'paymentInstructions',
      'prepNotes',
      'refundPolicy',
    ]);
    expect(response.body.errors.prepNotes).toBe('Preparation notes must be at most 1000 characters');
  });

  it('saves the texts, and keeps them when a save leaves them out', async () => {
    const saved = await noa.api('PUT', '/api/booking/availability', {
      ...WORKWEEK_SETTINGS,
      depositRule: { kind: 'fixed', amountCents: 5_000 },
      ...TEXTS,
      refundPolicy: `  ${REFUND}  `,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(TEXTS);
    const again = await noa.api('PUT', '/api/booking/availability', {
      ...WORKWEEK_SETTINGS,
      depositRule: { kind: 'fixed', amountCents: 5_000 },
    });
    expect(again.body).toMatchObject(TEXTS);
  });

  it("names the client, the piece, the studio and the notes in both confirmations and invites, the artist's titled with the client", async () => {
    const booked = await noa.api('POST', `/api/booking/leads/${noa.leadIds[0]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(30),
    });
    expect(booked.status).toBe(200);
    const [toClient] = await emailsTo(testApp.database.db, leadEmail(0), 'booking-confirmed');
    const [toArtist] = await emailsTo(testApp.database.db, 'noa@example.com', 'booking-confirmed');
    expect(toArtist!.subject).toMatch(/^New booking: Mia Jones, /);
    for (const line of [
      'Client: Mia Jones',
      `Piece: ${piece}`,
      `Studio: ${STUDIO}`,
      'No alcohol the night before.',
    ])
      expect(toArtist!.text).toContain(line);
    for (const line of [
      `Your piece: ${piece}`,
      `Studio: ${STUDIO}`,
      'Before your session:',
      'Eat a proper meal first.',
      'Deposit due: $50.00.',
      'How to pay your deposit to Noa Ink:',
      PAY,
    ])
      expect(toClient!.text).toContain(line);
    const artistInvite = eventOf(inviteOf(toArtist)!);
    expect(artistInvite.summary).toBe('Mia Jones · Small piece');
    expect(artistInvite.location).toBe(STUDIO);
    expect(artistInvite.description).toContain(`Piece: ${piece}`);
    expect(artistInvite.description).toContain(PREP);
    const clientInvite = eventOf(inviteOf(toClient)!);
    expect(clientInvite.summary).toBe('Tattoo appointment with Noa Ink');
    expect(clientInvite.location).toBe(STUDIO);
    expect(clientInvite.description).toContain(`Your piece: ${piece}`);
    expect(clientInvite.description).toContain(PREP);
  });

  it('tells a German client the same in German: piece, studio, notes and how to pay', async () => {
    await noa.api('POST', `/api/booking/leads/${noa.leadIds[1]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(54),
    });
    const [toClient] = await emailsTo(testApp.database.db, leadEmail(1), 'booking-confirmed');
    for (const line of [
      'Dein Motiv: ',
      `Studio: ${STUDIO}`,
      'Vor deinem Termin:',
      'So zahlst du die Anzahlung an Noa Ink:',
      PAY,
    ])
      expect(toClient!.text).toContain(line);
    expect(eventOf(inviteOf(toClient)!).description).toContain('Vor deinem Termin:');
  });

  it('tells both sides of a move with the piece, the studio and the notes, the client in German', async () => {
    const [booking] = (await noa.api('GET', `/api/booking/leads/${noa.leadIds[1]}`)).body.bookings;
    expect(
      (await noa.api('POST', `/api/booking/bookings/${booking.id}/move`, { startsAt: at(78) })).status,
    ).toBe(200);
    const [toClient] = await emailsTo(testApp.database.db, leadEmail(1), 'booking-rescheduled');
    for (const line of [
      'Dein Motiv: ',
      `Studio: ${STUDIO}`,
      'Vor deinem Termin:',
      'No alcohol the night before.',
    ])
      expect(toClient!.text).toContain(line);
    expect(eventOf(inviteOf(toClient)!).location).toBe(STUDIO);
    const [toArtist] = await emailsTo(testApp.database.db, 'noa@example.com', 'booking-rescheduled');
    for (const line of [`Studio: ${STUDIO}`, 'Your preparation notes, sent to the client:', 'Piece: '])
      expect(toArtist!.text).toContain(line);
  });

  it("puts the piece and the studio in the feed, with the client's first name only", async () => {
    const { calendarFeedUrl } = (await noa.api('GET', '/api/booking/availability')).body;
    const ics = await (await fetch(calendarFeedUrl)).text();
    const [first] = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    expect(first!.getFirstPropertyValue('summary')).toBe('Small piece · Mia');
    expect(first!.getFirstPropertyValue('description')).toBe(`Piece: ${piece}`);
    expect(first!.getFirstPropertyValue('location')).toBe(STUDIO);
    expect(ics).not.toContain('Jones');
  });

  it('reminds the client with the piece, the studio, the notes and how to pay while the deposit is due', async () => {
    // The booking at +30 h gets only its 24 h reminder, due at +6 h; pg-boss waits on the database's clock, so
    // the job due by the app's new time is brought forward (as booking-reminders.test.ts does).
    now = new Date(at(6));
    await testApp.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'booking-reminder' and state = 'created' and start_after <= ${now.toISOString()}::timestamptz`,
    );
    await testApp.jobs.whenIdle(['booking-reminder']);
    const [reminder] = await emailsTo(testApp.database.db, leadEmail(0), 'booking-reminder');
    for (const line of [`Your piece: ${piece}`, `Studio: ${STUDIO}`, 'Eat a proper meal first.', PAY])
      expect(reminder!.text).toContain(line);
  });

  it('says what happens to a paid deposit under the refund policy when the appointment is cancelled', async () => {
    const [booking] = (await noa.api('GET', `/api/booking/leads/${noa.leadIds[0]}`)).body.bookings;
    expect((await noa.api('POST', `/api/booking/bookings/${booking.id}/deposit-received`)).status).toBe(200);
    expect((await noa.api('POST', `/api/booking/bookings/${booking.id}/cancel`, {})).status).toBe(200);
    const [toClient] = await emailsTo(testApp.database.db, leadEmail(0), 'booking-cancelled');
    expect(toClient!.text).toContain("You paid a $50.00 deposit. Under Noa Ink's refund policy:");
    expect(toClient!.text).toContain(REFUND);
    expect(toClient!.text).toContain(`Your piece: ${piece}`);
    expect(toClient!.text).not.toContain('Before your session:');
    const [toArtist] = await emailsTo(testApp.database.db, 'noa@example.com', 'booking-cancelled');
    expect(toArtist!.text).toContain(`Piece: ${piece}`);
  });
});
