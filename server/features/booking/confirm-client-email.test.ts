import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY } from '#common/constants/limits.ts';
import { bookingArtist, emailsTo, nextMonday } from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createLead } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { confirmedClientEmails, emails } from '../../db/schema/index.ts';

const HOUR = 3_600_000;
const LINES = [
  'a japanese koi on my forearm',
  'palm sized, black and grey, about $400, my name is Cheap Pills',
];

/**
 * Issue #24 item 7: an anonymous save could email any address. The first email to an address an artist has not
 * seen confirmed is a short confirmation naming no client; nothing else goes there until its link is followed.
 */
describe.each(testDatabaseKinds())(
  'a client confirms their email before anything else is sent [%s]',
  (kind) => {
    let testApp: TestApp;
    let now = nextMonday(new Date());
    let ana: Awaited<ReturnType<typeof bookingArtist>>;
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();

    beforeAll(async () => {
      testApp = await startTestApp(kind, {}, { clock: () => now });
      ana = await bookingArtist(testApp, { name: 'Ana', leads: 0 });
    }, 60_000);
    afterAll(() => testApp.close());

    const db = () => testApp.database.db;
    const sentTo = async (to: string) => {
      await testApp.jobs.whenIdle();
      const rows = await db()
        .select()
        .from(emails)
        .where(and(eq(emails.to, to), eq(emails.status, 'sent')))
        .orderBy(emails.createdAt);
      return rows;
    };
    const save = (email: string) => createLead(testApp.url, { artistId: ana.id, email, lines: LINES });
    /** The confirmation link's request-page token and code, as the email carries them. */
    const linkOf = (text: string) => {
      const match = /\/r\/([\w-]+\.[\w-]+)\?confirm=([\w-]+)/.exec(text);
      if (!match) throw new Error(`No confirmation link in: ${text}`);
      return { token: match[1]!, code: match[2]! };
    };
    const confirm = (token: string, code: string) =>
      fetch(`${testApp.url}/api/requests/${token}/confirm-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
    const resave = async (sessionId: string, email: string) => {
      const response = await fetch(`${testApp.url}/api/chat/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, email, directionSummary: '', clarityScore: 0 }),
      });
      return ((await response.json()) as { details: string }).details;
    };
    const ASKS_TO_CONFIRM = /open it to confirm your address/;
    const leadOf = async (leadId: string) =>
      (await ana.api('GET', `/api/admin/leads/${leadId}/details`)).body.lead;

    it('sends one confirmation naming no client, holds the rest, and sends it all once the link is followed', async () => {
      const address = 'victim@example.com';
      const { leadId, sessionId } = await save(address);
      expect(await resave(sessionId, address)).toMatch(ASKS_TO_CONFIRM);
      const sent = await sentTo(address);
      expect(sent.map((email) => email.kind)).toEqual(['confirm-email']);
      const [confirmation] = sent;
      expect(confirmation!.subject).toBe('Confirm your email for your tattoo request to Ana Ink');
      // The name the sender typed is nowhere in it: the email cannot carry an attacker's words.
      expect(`${confirmation!.text}${confirmation!.html}`).not.toMatch(/Cheap|Pills/);
      expect((await leadOf(leadId)).isEmailConfirmed).toBe(false);
      expect((await ana.api('GET', `/api/booking/leads/${leadId}`)).body.isEmailWaiting).toBe(true);

      // The artist still works the lead; what they send waits for the confirmation.
      const offered = await ana.api('POST', `/api/booking/leads/${leadId}/offers`, {
        sessionKind: 'small',
        startTimes: [at(26)],
      });
      expect(offered.status).toBe(200);
      expect((await sentTo(address)).map((email) => email.kind)).toEqual(['confirm-email']);
      const held = await db()
        .select()
        .from(emails)
        .where(and(eq(emails.to, address), eq(emails.status, 'held')));
      expect(held.map((email) => email.kind).sort()).toEqual(['booking-offered', 'request-received']);

      // The link cannot be forged: a wrong code, or the request link alone, confirms nothing.
      const { token, code } = linkOf(confirmation!.text);
      expect((await confirm(token, `${code.slice(0, -2)}xx`)).status).toBe(404);
      expect((await confirm(`${token.slice(0, -2)}xx`, code)).status).toBe(404);
      const page = await fetch(`${testApp.url}/api/requests/${token}`);
      expect((await page.json()).isEmailConfirmed).toBe(false);
      expect((await sentTo(address)).map((email) => email.kind)).toEqual(['confirm-email']);

      const confirmed = await confirm(token, code);
      expect(confirmed.status).toBe(200);
      expect((await sentTo(address)).map((email) => email.kind).sort()).toEqual([
        'booking-offered',
        'confirm-email',
        'request-received',
      ]);
      expect((await leadOf(leadId)).isEmailConfirmed).toBe(true);
      expect((await ana.api('GET', `/api/booking/leads/${leadId}`)).body.isEmailWaiting).toBe(false);
      expect(await resave(sessionId, address)).not.toMatch(ASKS_TO_CONFIRM);
      // Following it again is harmless.
      expect((await confirm(token, code)).status).toBe(200);
      expect(await sentTo(address)).toHaveLength(3);

      // Confirmed once for this artist, confirmed for the next request too: no new confirmation.
      await save(address);
      expect((await sentTo(address)).map((email) => email.kind).sort()).toEqual([
        'booking-offered',
        'confirm-email',
        'request-received',
        'request-received',
      ]);
    });

    it('forgets the confirmation when the client deletes their request', async () => {
      const address = 'forget-me@example.com';
      await save(address);
      const [confirmation] = await sentTo(address);
      const { token, code } = linkOf(confirmation!.text);
      expect((await confirm(token, code)).status).toBe(200);
      const confirmed = () =>
        db().select().from(confirmedClientEmails).where(eq(confirmedClientEmails.address, address));
      expect(await confirmed()).toHaveLength(1);
      const deleted = await fetch(`${testApp.url}/api/requests/${token}`, { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect(await confirmed()).toEqual([]);
    });

    it('holds a decline to an unconfirmed address too', async () => {
      const address = 'held-decline@example.com';
      const { leadId } = await save(address);
      const declined = await ana.api('POST', `/api/booking/leads/${leadId}/decline`, {
        message: 'Not for me, sorry.',
      });
      expect(declined.status).toBe(200);
      expect((await sentTo(address)).map((email) => email.kind)).toEqual(['confirm-email']);
    });

    it(`sends at most ${CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY} confirmations to one address a day`, async () => {
      const address = 'flooded@example.com';
      for (let index = 0; index <= CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY + 1; index++) await save(address);
      expect(await sentTo(address)).toHaveLength(CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY);
      // Addresses differing in case are one mailbox.
      await save('FLOODED@example.com');
      await testApp.jobs.whenIdle();
      expect(await emailsTo(db(), 'FLOODED@example.com', 'confirm-email')).toEqual([]);
      now = new Date(now.getTime() + 24 * HOUR);
      await save(address);
      expect(await sentTo(address)).toHaveLength(CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY + 1);
    });
  },
);
