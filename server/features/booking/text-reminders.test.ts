import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripeServer } from '../../../tests/fakes/fake-stripe-server.ts';
import { FakeTwilioServer } from '../../../tests/fakes/fake-twilio-server.ts';
import {
  bookingArtist,
  emailsTo,
  nextMonday,
  WORKWEEK_SETTINGS,
} from '../../../tests/fixtures/booking-test-world.ts';
import { freePort, startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { leads, smsMessages, users } from '../../db/schema/index.ts';

const HOUR = 3_600_000;
const ACCOUNT = 'AC00000000000000000000000000000068';
const TOKEN = 'twilio-token-for-text-reminders';
const FROM = '+15005550006';
const STUDIO = 'Rua das Flores 12, Lisboa';
const PREP = 'Eat a proper meal first.';
const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it'] as const;

/** Each language's 48 h reminder: the email's subject, its deposit line and pay link, and the text's words. */
const EXPECTED = {
  en: { subject: 'in two days', due: 'Deposit due: $50.00.', pay: 'Pay your deposit', text: 'in two days' },
  es: { subject: 'pasado mañana', due: 'Señal pendiente:', pay: 'Pagar la señal', text: 'pasado mañana' },
  pt: {
    subject: 'daqui a dois dias',
    due: 'Sinal pendente:',
    pay: 'Pagar o sinal',
    text: 'daqui a dois dias',
  },
  fr: {
    subject: 'dans deux jours',
    due: 'Acompte à régler',
    pay: 'Régler mon acompte',
    text: 'dans deux jours',
  },
  de: { subject: 'in zwei Tagen', due: 'Anzahlung offen:', pay: 'Anzahlung bezahlen', text: 'in zwei Tagen' },
  it: {
    subject: 'tra due giorni',
    due: 'Acconto da versare:',
    pay: 'Versa l’acconto',
    text: 'tra due giorni',
  },
} as const;
const STOP_LINE = {
  en: 'Reply STOP to opt out.',
  es: 'Responde STOP para darte de baja.',
  pt: 'Responda STOP para sair.',
  fr: 'Réponds STOP pour arrêter.',
  de: 'Antworte STOP zum Abmelden.',
  it: 'Rispondi STOP per uscire.',
} as const;

/**
 * Issue #26 item 8 (decision 068): the 48 h and 24 h reminders are written from the booking as it stands when
 * they are sent (the deposit while due, with how to pay; the studio; the preparation notes), and go by text
 * through Twilio (a local fake over HTTP) to clients who gave a phone number, when the artist turned it on.
 * Read from the real outbox and from what the fake Twilio received.
 */
describe.each(testDatabaseKinds())('reminders that follow the state, by email and text [%s]', (kind) => {
  let testApp: TestApp;
  const twilio = new FakeTwilioServer({ accountSid: ACCOUNT, authToken: TOKEN });
  let stripe: FakeStripeServer;
  const start = nextMonday(new Date());
  let now = start;
  let ana: Awaited<ReturnType<typeof bookingArtist>>;
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();
  const clientEmail = (index: number) => `client-${index}-of-ana@example.com`;
  const phoneOf = (index: number) => `+35191234560${index}`;

  beforeAll(async () => {
    await twilio.start();
    const port = await freePort();
    stripe = new FakeStripeServer({
      secretKey: 'sk_test_reminders',
      webhookSecret: 'whsec_reminders',
      webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    });
    await stripe.start();
    testApp = await startTestApp(
      kind,
      {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: ACCOUNT,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: FROM,
        TWILIO_API_URL: twilio.url,
        STRIPE_SECRET_KEY: 'sk_test_reminders',
        STRIPE_PRICE_STARTER: 'price_starter',
        STRIPE_PRICE_PROFESSIONAL: 'price_professional',
        STRIPE_WEBHOOK_SECRET: 'whsec_reminders',
        STRIPE_API_URL: stripe.url,
      },
      { port, clock: () => now },
    );
    ana = await bookingArtist(testApp, { name: 'Ana', leads: 10 });
    const db = testApp.database.db;
    await db.update(users).set({ studioLocation: STUDIO }).where(eq(users.id, ana.id));
    for (const [index, language] of LANGUAGES.entries())
      await db
        .update(leads)
        .set({ language, phone: phoneOf(index).replace('+351', '+351 ') })
        .where(eq(leads.id, ana.leadIds[index]!));
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    await stripe.stop();
    await twilio.stop();
  });

  const saveSettings = (changes: Record<string, unknown>) =>
    ana.api('PUT', '/api/booking/availability', {
      ...WORKWEEK_SETTINGS,
      depositRule: { kind: 'fixed', amountCents: 5000 },
      prepNotes: PREP,
      ...changes,
    });

  /** Moves the app's clock and runs the reminders due by then, and the emails and texts they queue. */
  async function advanceTo(hours: number) {
    now = new Date(at(hours));
    await testApp.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'booking-reminder' and state = 'created' and start_after <= ${now.toISOString()}::timestamptz`,
    );
    await testApp.jobs.whenIdle(['booking-reminder', 'send-sms', 'send-email']);
  }

  const book = async (leadIndex: number, hours: number) => {
    const response = await ana.api('POST', `/api/booking/leads/${ana.leadIds[leadIndex]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(hours),
    });
    expect(response.status).toBe(200);
  };
  const reminders = (index: number) => emailsTo(testApp.database.db, clientEmail(index), 'booking-reminder');
  const textsTo = (index: number) => twilio.to(phoneOf(index));

  it('keeps text reminders off until the artist turns them on, and keeps the choice when a save leaves it out', async () => {
    const first = await ana.api('GET', '/api/booking/availability');
    expect(first.body).toMatchObject({ isTextRemindersOn: false, smsProvider: 'twilio' });
    const refused = await saveSettings({ isTextRemindersOn: 'yes' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Text reminders must be on or off');
    expect((await saveSettings({ isTextRemindersOn: true })).body.isTextRemindersOn).toBe(true);
    expect((await saveSettings({})).body.isTextRemindersOn).toBe(true);
  });

  it('says the deposit is due with how to pay while it is, and no longer once it is paid; both by text', async () => {
    await book(0, 74);
    await advanceTo(26);
    const [first] = await reminders(0);
    expect(first!.text).toContain('Deposit due: $50.00.');
    const pageUrl = /(http:\/\/127\.0\.0\.1:\d+\/r\/[\w.-]+)/.exec(first!.text)![1]!;
    expect(first!.text).toContain(`Pay your deposit: ${pageUrl}`);
    expect(first!.text).toContain(`Studio: ${STUDIO}`);
    expect(first!.text).toContain(`Before your session:\n\n${PREP}`);
    const [text] = textsTo(0);
    expect(text).toMatchObject({ to: phoneOf(0), from: FROM });
    expect(text!.body).toContain('Ana Ink: your small piece is in two days, ');
    expect(text!.body).toContain(`Studio: ${STUDIO}. Deposit due: $50.00, how to pay is on your page.`);
    expect(text!.body).toContain(`Sign the consent form: ${pageUrl}/consent/`);
    expect(text!.body).toContain(`Your page: ${pageUrl} Reply STOP to opt out.`);

    // The client pays on the request page the reminder links to: the booking was confirmed, its deposit not.
    // Stripe (and its fake) keep a checkout open at most a day from real time: the app's clock goes back to it.
    now = new Date();
    const token = pageUrl.split('/r/')[1]!;
    const checkout = await fetch(`${testApp.url}/api/requests/${token}/booking/checkout`, { method: 'POST' });
    expect(checkout.status).toBe(200);
    const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };
    await stripe.pay(checkoutUrl.split('/').at(-1)!);

    await advanceTo(50);
    const second = (await reminders(0))[1]!;
    expect(second.subject).toContain('tomorrow');
    expect(second.text).toContain('Deposit received: $50.00.');
    expect(second.text).not.toContain('Pay your deposit');
    expect(second.text).toContain(`Studio: ${STUDIO}`);
    const secondText = textsTo(0)[1]!;
    expect(secondText.body).toContain('is tomorrow');
    expect(secondText.body).not.toContain('Deposit');
  });

  it('retries a text Twilio could not take (503) and sends it once; a STOP refusal is kept, not retried', async () => {
    await testApp.database.db
      .update(leads)
      .set({ phone: '+351 912 345 609' })
      .where(eq(leads.id, ana.leadIds[9]!));
    // Monday of the next week, 10:00: its 48 h reminder falls due before any other booking's.
    await book(9, 170);
    twilio.failNext({ status: 503, code: 20503, message: 'Service unavailable' });
    const requestsBefore = twilio.requests;
    await advanceTo(122);
    expect(twilio.requests - requestsBefore).toBe(2);
    expect(twilio.to('+351912345609')).toHaveLength(1);
    const db = testApp.database.db;
    const [retried] = await db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.leadId, ana.leadIds[9]!), eq(smsMessages.kind, 'booking-reminder')));
    expect(retried).toMatchObject({ status: 'sent', transport: 'twilio', attempts: 2, lastError: null });
    expect(retried!.providerId).toBe(twilio.to('+351912345609')[0]!.sid);

    twilio.failNext({ status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' });
    const refusedBefore = twilio.requests;
    await advanceTo(146);
    expect(twilio.requests - refusedBefore).toBe(1);
    const rows = await db.select().from(smsMessages).where(eq(smsMessages.leadId, ana.leadIds[9]!));
    expect(rows.map((row) => row.status).sort()).toEqual(['refused', 'sent']);
    expect(rows.find((row) => row.status === 'refused')).toMatchObject({
      attempts: 1,
      lastError: 'Twilio 400 (21610): Attempt to send to unsubscribed recipient',
    });
  });
  it('writes the email and the text in each of the six languages', async () => {
    // The Wednesday of the next week, one hour apart: their 48 h reminders fall due on the Monday before.
    for (const index of LANGUAGES.keys()) await book(index === 0 ? 6 : index, 218 + index);
    await testApp.database.db
      .update(leads)
      .set({ language: 'en', phone: phoneOf(6) })
      .where(eq(leads.id, ana.leadIds[6]!));
    await advanceTo(176);
    for (const [index, language] of LANGUAGES.entries()) {
      const leadIndex = index === 0 ? 6 : index;
      const expected = EXPECTED[language];
      const [email] = await reminders(leadIndex);
      expect(email!.subject, language).toContain(expected.subject);
      expect(email!.text, language).toContain(expected.due);
      expect(email!.text, language).toContain(`${expected.pay}: `);
      expect(email!.text, language).toContain(PREP);
      const [text] = twilio.to(leadIndex === 6 ? phoneOf(6) : phoneOf(index));
      expect(text!.body, language).toContain(expected.text);
      expect(text!.body, language).toContain(STUDIO);
      expect(text!.body.endsWith(STOP_LINE[language]), language).toBe(true);
      // Within the 320 characters Twilio recommends, once the links are short ones (decision 068).
      const words = text!.body.replaceAll(/http\S+/g, 'https://ink.sh/r/xxxxxxxxxx');
      expect(words.length, `${language}: ${words}`).toBeLessThanOrEqual(320);
    }
  });

  it('texts nobody without a readable number, or whose artist turned texts off; the email still goes', async () => {
    await testApp.database.db.update(leads).set({ phone: '12345' }).where(eq(leads.id, ana.leadIds[7]!));
    await book(7, 242);
    await saveSettings({ isTextRemindersOn: false });
    await testApp.database.db
      .update(leads)
      .set({ phone: '+351 912 345 699' })
      .where(eq(leads.id, ana.leadIds[8]!));
    await book(8, 243);
    const before = twilio.messages.length;
    await advanceTo(196);
    expect(await reminders(7)).toHaveLength(1);
    expect(await reminders(8)).toHaveLength(1);
    expect(twilio.messages.length).toBe(before);
    await saveSettings({ isTextRemindersOn: true });
  });
});
