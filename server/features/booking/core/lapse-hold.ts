import { and, eq } from 'drizzle-orm';
import { bookings } from '../../../db/schema/index.ts';
import type { BookingDeps } from './booking-deps.ts';
import { announceSlotFreed } from './slot-freed.ts';
import { lockArtistBookings, releaseLapsedHolds } from './take-slot.ts';

/**
 * Job 'booking-hold-lapse': releases the artist's lapsed holds and, when this one lapsed unpaid (released now, by
 * an earlier booking's transaction, or by Stripe's expired checkout), announces its time as freed. A hold paid,
 * confirmed or cancelled by the client before its window closed announces nothing here (a cancel announces
 * itself).
 */
export async function lapseHold(
  { db, jobs, clock }: Pick<BookingDeps, 'db' | 'jobs' | 'clock'>,
  { artistId, bookingId }: { artistId: string; bookingId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockArtistBookings(tx, artistId);
    await releaseLapsedHolds(tx, { jobs, artistId, now: clock() });
    const [hold] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.artistId, artistId)));
    const hasLapsed =
      hold?.status === 'cancelled' &&
      hold.depositStatus !== 'paid' &&
      hold.holdExpiresAt !== null &&
      hold.cancelledAt !== null &&
      hold.cancelledAt >= hold.holdExpiresAt;
    if (hasLapsed) await announceSlotFreed(jobs, tx, hold);
  });
}
