import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingArtist, nextMonday, WORKWEEK_SETTINGS } from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { leads, smsMessages } from '../../db/schema/index.ts';
import { toE164 } from './phone-number.ts';

const HOUR = 3_600_000;

describe('reading a client phone number', () => {
  it('writes a valid number in E.164 and refuses what cannot be placed', () => {
    expect(toE164('+351 912 345 678')).toBe('+351912345678');
    expect(toE164('00351 912-345-678')).toBe('+351912345678');
    expect(toE164('+1 (415) 555-2671')).toBe('+14155552671');
    expect(toE164('912 345 678')).toBeNull();
    expect(toE164('+351 12')).toBeNull();
    expect(toE164('call me')).toBeNull();
    expect(toE164(null)).toBeNull();
  });
});

/**
 * Decision 068: without SMS_PROVIDER the texts go to the local SMS sandbox: kept in `sms_messages`, listed for
 * admins on the Outbox, sent nowhere; and deleted with the client who deletes their request (decision 053).
 */
describe.each(testDatabaseKinds())('the local SMS sandbox [%s]', (kind) => {
  let testApp: TestApp;
  let admin: TestArtist;
  const start = nextMonday(new Date());
  let now = start;
  let mia: Awaited<ReturnType<typeof bookingArtist>>;
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();

  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, { clock: () => now });
    admin = await createArtist(testApp.url, {
      email: TEST_ADMIN_EMAIL,
      artistName: 'Studio',
      styles: ['Realism'],
    });
    mia = await bookingArtist(testApp, { name: 'Mia', leads: 1 });
    await testApp.database.db
      .update(leads)
      .set({ phone: '+33 6 12 34 56 78', language: 'fr' })
      .where(eq(leads.id, mia.leadIds[0]!));
    // Two artists and a lead made through the chat: more than a minute on a busy machine.
  }, 180_000);
  afterAll(() => testApp.close());

  it('keeps the reminder text for the admin, sends nothing, and forgets it with the client', async () => {
    const saved = await mia.api('PUT', '/api/booking/availability', {
      ...WORKWEEK_SETTINGS,
      isTextRemindersOn: true,
    });
    expect(saved.body).toMatchObject({ isTextRemindersOn: true, smsProvider: 'sandbox' });
    const booked = await mia.api('POST', `/api/booking/leads/${mia.leadIds[0]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(74),
    });
    expect(booked.status).toBe(200);
    now = new Date(at(26));
    await testApp.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'booking-reminder' and state = 'created' and start_after <= ${now.toISOString()}::timestamptz`,
    );
    await testApp.jobs.whenIdle(['booking-reminder', 'send-sms', 'send-email']);

    const listed = await requestJson(testApp.url, admin.browser, 'GET', '/api/admin/sms');
    expect(listed.status).toBe(200);
    expect(listed.body.provider).toBe('sandbox');
    expect(listed.body.messages).toHaveLength(1);
    const [text] = listed.body.messages;
    expect(text).toMatchObject({
      to: '+33612345678',
      kind: 'booking-reminder',
      status: 'sent',
      transport: 'sandbox',
      attempts: 1,
    });
    expect(text.body).toMatch(/^Mia Ink : ta séance pour une petite pièce est dans deux jours, /);
    expect(text.body).toContain('Réponds STOP pour arrêter.');
    expect((await requestJson(testApp.url, mia.browser, 'GET', '/api/admin/sms')).status).toBe(403);

    const token = /\/r\/([\w.-]+)/.exec(text.body)![1]!;
    const deleted = await fetch(`${testApp.url}/api/requests/${token}`, {
      method: 'DELETE',
      headers: { origin: testApp.url },
    });
    expect(deleted.status).toBe(200);
    expect(await testApp.database.db.select().from(smsMessages)).toEqual([]);
  });
});
