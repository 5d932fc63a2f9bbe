import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingArtist, emailsTo, nextMonday } from '../../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../../tests/fixtures/test-database.ts';
import { bookingEvents, bookings } from '../../../db/schema/index.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('booking reminders on a moved clock [%s]', (kind) => {
  let testApp: TestApp;
  let now = nextMonday(new Date());
  const start = now;
  let ana: Awaited<ReturnType<typeof bookingArtist>>;
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();

  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, { clock: () => now });
    ana = await bookingArtist(testApp, { name: 'Ana', leads: 4 });
  }, 60_000);
  afterAll(() => testApp.close());

  /** Both drivers answer `execute` with `rows`; the shared Db type does not say so. */
  const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

  const reminderJobs = async (bookingId: string) => {
    const result = await testApp.database.db.execute(
      sql`select data, start_after from pgboss.job where name = 'booking-reminder' and data->>'bookingId' = ${bookingId} order by start_after`,
    );
    return rowsOf<{ data: { hoursBefore: number }; start_after: Date }>(result).map((row) => ({
      hoursBefore: row.data.hoursBefore,
      startAfter: new Date(row.start_after).toISOString(),
    }));
  };

  /**
   * Moves the app's clock and lets the reminders due by then run. pg-boss waits on the database's own clock,
   * which a test cannot move: the jobs due by the app's new time are brought forward to the database's now.
   */
  async function advanceTo(hours: number) {
    now = new Date(at(hours));
    await testApp.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'booking-reminder' and state = 'created' and start_after <= ${now.toISOString()}::timestamptz`,
    );
    await testApp.jobs.whenIdle(['booking-reminder']);
  }

  const book = async (leadIndex: number, hours: number) => {
    const response = await ana.api('POST', `/api/booking/leads/${ana.leadIds[leadIndex]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(hours),
    });
    expect(response.status).toBe(200);
    return response.body.bookings[0].id as string;
  };
  const remindersTo = (leadIndex: number) =>
    emailsTo(testApp.database.db, `client-${leadIndex}-of-ana@example.com`, 'booking-reminder');

  it('queues the 48 h and 24 h reminders at their times, and sends each once when due', async () => {
    const bookingId = await book(0, 74);
    expect(await reminderJobs(bookingId)).toEqual([
      { hoursBefore: 48, startAfter: at(26) },
      { hoursBefore: 24, startAfter: at(50) },
    ]);
    await advanceTo(26);
    const first = await remindersTo(0);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toContain('in two days');
    await advanceTo(50);
    const both = await remindersTo(0);
    expect(both.map((email) => email.subject)).toEqual([
      expect.stringContaining('in two days'),
      expect.stringContaining('tomorrow'),
    ]);
    const timeline = await testApp.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.leadId, ana.leadIds[0]!), eq(bookingEvents.kind, 'reminder-sent')));
    expect(timeline).toHaveLength(2);
  });

  it('sends nothing for a booking cancelled or moved after its reminders were queued', async () => {
    const cancelled = await book(1, 100);
    const moved = await book(2, 102);
    await testApp.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled));
    await testApp.database.db
      .update(bookings)
      .set({ startsAt: new Date(at(150)), endsAt: new Date(at(151)) })
      .where(eq(bookings.id, moved));
    await advanceTo(80);
    expect(await remindersTo(1)).toEqual([]);
    expect(await remindersTo(2)).toEqual([]);
  });

  it('queues only the reminders still ahead for a booking made late', async () => {
    // The clock is at Thursday 16:00; Friday 17:00 is 25 hours away: past the 48 h mark, before the 24 h one.
    const bookingId = await book(3, 105);
    expect(await reminderJobs(bookingId)).toEqual([{ hoursBefore: 24, startAfter: at(81) }]);
    await advanceTo(82);
    expect((await remindersTo(3)).map((email) => email.subject)).toEqual([
      expect.stringContaining('tomorrow'),
    ]);
  });
});
