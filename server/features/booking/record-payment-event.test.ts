import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { openTestJobQueue } from '../../../tests/fixtures/test-job-queue.ts';
import { insertArtistWithLeads } from '../../../tests/fixtures/test-leads.ts';
import type { Database } from '../../db/client.ts';
import { bookingEvents, bookings } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { PaymentEvent } from '../../providers/payments/types.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { lapseHold } from './core/lapse-hold.ts';
import { takeSlot } from './core/take-slot.ts';
import { recordPaymentEvent } from './record-payment-event.ts';

const NOW = new Date('2030-03-01T10:00:00Z');
const START = new Date('2030-03-04T10:00:00Z');

describe.each(testDatabaseKinds())('an expired Stripe checkout [%s]', (kind) => {
  let database: Database;
  // The hold schedules its lapse here; no worker runs, and the expiry path itself queues nothing.
  let jobs: JobQueue;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    jobs = await openTestJobQueue(database);
    // The queue a hold's lapse goes to; its window (in 2030) never comes on the database's clock here.
    await jobs.work('booking-hold-lapse', (data) =>
      lapseHold({ db: database.db, jobs, clock: () => NOW }, data),
    );
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  const deps = () => ({
    db: database.db,
    jobs,
    clock: () => NOW,
    env: {} as BookingDeps['env'],
  });

  it('frees the held time once, with a hold-expired event on the timeline', async () => {
    const { artistId, leadIds } = await insertArtistWithLeads(database.db, 1);
    const bookingId = await database.db.transaction((tx) =>
      takeSlot(tx, {
        jobs,
        artistId,
        leadId: leadIds[0]!,
        startsAt: START,
        endsAt: new Date(START.getTime() + 3_600_000),
        sessionKind: 'small',
        holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000),
        depositCents: 5_000,
        now: NOW,
      }),
    );
    await database.db.update(bookings).set({ paymentRef: 'cs_test_1' }).where(eq(bookings.id, bookingId));
    const event: PaymentEvent = { id: 'evt_1', type: 'deposit-expired', bookingId, checkoutId: 'cs_test_1' };
    expect(await recordPaymentEvent(deps(), event)).toBe(true);
    expect(await recordPaymentEvent(deps(), event)).toBe(false);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ status: 'cancelled', cancelledAt: NOW });
    const timeline = await database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.leadId, leadIds[0]!));
    expect(timeline.map(({ kind, detail }) => ({ kind, detail }))).toEqual([
      { kind: 'hold-expired', detail: { bookingId } },
    ]);
  });
});
