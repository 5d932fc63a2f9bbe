import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../../../tests/fixtures/test-database.ts';
import { openTestJobQueue } from '../../../../tests/fixtures/test-job-queue.ts';
import { insertArtistWithLeads } from '../../../../tests/fixtures/test-leads.ts';
import type { Database } from '../../../db/client.ts';
import { bookingEvents, bookings } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import { AppError } from '../../../lib/app-error.ts';
import { lapseHold } from './lapse-hold.ts';
import { releaseLapsedHolds, takeSlot } from './take-slot.ts';

const START = new Date('2030-03-04T10:00:00Z');
const minutes = (count: number) => new Date(START.getTime() + count * 60_000);

describe.each(testDatabaseKinds({ postgresBecause: 'concurrency' }))(
  'the no-overlap constraint [%s]',
  (kind) => {
    let database: Database;
    // A hold with a payment window schedules its lapse on the queue (hold-lapse.ts); no worker runs here.
    let jobs: JobQueue;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      jobs = await openTestJobQueue(database);
      // The queue a hold's lapse goes to; its window (in 2030) never comes on the database's clock here.
      await jobs.work('booking-hold-lapse', (data) =>
        lapseHold({ db: database.db, jobs, clock: () => START }, data),
      );
    });
    afterAll(async () => {
      await jobs.stop();
      await database.close();
    });

    const hold = (
      artistId: string,
      leadId: string,
      from: number,
      to: number,
      holdExpiresAt: Date | null = null,
    ) =>
      database.db.transaction((tx) =>
        takeSlot(tx, {
          jobs,
          artistId,
          leadId,
          startsAt: minutes(from),
          endsAt: minutes(to),
          sessionKind: 'small',
          holdExpiresAt,
          depositCents: 0,
          now: START,
        }),
      );

    it('lets exactly one of two concurrent overlapping holds through, refusing the other as CONFLICT', async () => {
      const { artistId, leadIds } = await insertArtistWithLeads(database.db, 2);
      const results = await Promise.allSettled([
        hold(artistId, leadIds[0]!, 0, 60),
        hold(artistId, leadIds[1]!, 30, 90),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const [refused] = results.filter((result) => result.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect((refused as PromiseRejectedResult).reason.code).toBe('CONFLICT');
      expect(await database.db.select().from(bookings).where(eq(bookings.artistId, artistId))).toHaveLength(
        1,
      );
    });

    it('holds twenty slots against a crowd of fifty racing for them, never doubling one', async () => {
      const { artistId, leadIds } = await insertArtistWithLeads(database.db, 50);
      const attempts = leadIds.map((leadId, index) =>
        hold(artistId, leadId, (index % 20) * 60, (index % 20) * 60 + 60),
      );
      const results = await Promise.allSettled(attempts);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
      const rows = await database.db.select().from(bookings).where(eq(bookings.artistId, artistId));
      expect(new Set(rows.map((row) => row.startsAt.toISOString())).size).toBe(20);
    });

    it('allows back-to-back slots, other artists, and a slot whose booking was cancelled', async () => {
      const { artistId, leadIds } = await insertArtistWithLeads(database.db, 3);
      const other = await insertArtistWithLeads(database.db, 1);
      const first = await hold(artistId, leadIds[0]!, 0, 60);
      await expect(hold(artistId, leadIds[1]!, 60, 120)).resolves.toBeTypeOf('string');
      await expect(hold(other.artistId, other.leadIds[0]!, 0, 60)).resolves.toBeTypeOf('string');
      await database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first));
      await expect(hold(artistId, leadIds[2]!, 0, 60)).resolves.toBeTypeOf('string');
    });

    it('releases a lapsed hold inside the next booking, noting it on the lead, so its slot can be taken', async () => {
      const { artistId, leadIds } = await insertArtistWithLeads(database.db, 2);
      const lapsed = await hold(artistId, leadIds[0]!, 0, 60, minutes(-1));
      await expect(hold(artistId, leadIds[1]!, 0, 60)).resolves.toBeTypeOf('string');
      const [row] = await database.db.select().from(bookings).where(eq(bookings.id, lapsed));
      expect(row!.status).toBe('cancelled');
      const events = await database.db
        .select()
        .from(bookingEvents)
        .where(and(eq(bookingEvents.leadId, leadIds[0]!), eq(bookingEvents.kind, 'hold-expired')));
      expect(events).toHaveLength(1);
      // A hold still inside its time is kept.
      const live = await hold(artistId, leadIds[0]!, 120, 180, minutes(30));
      await database.db.transaction((tx) => releaseLapsedHolds(tx, { jobs, artistId, now: START }));
      const [kept] = await database.db.select().from(bookings).where(eq(bookings.id, live));
      expect(kept!.status).toBe('held');
    });
  },
);
