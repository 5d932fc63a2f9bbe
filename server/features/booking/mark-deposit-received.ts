import { and, eq } from 'drizzle-orm';
import type { LeadBooking } from '#common/contracts/booking.ts';
import type { StudioActor } from '#common/contracts/studios.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { actedBy, recordBookingEvent } from './core/booking-events.ts';
import { confirmBooking } from './core/confirm-booking.ts';
import { getLeadBooking } from './get-lead-booking.ts';

/**
 * POST /api/booking/bookings/:bookingId/deposit-received: the artist collected the deposit themselves (the
 * default without Stripe). The deposit becomes paid; a held booking is confirmed with it. CONFLICT when no
 * deposit is due (already paid, none asked, or the booking cancelled); NOT_FOUND for another artist's booking.
 * `actor`: the studio's owner or front desk marking it for the artist (decision 073), kept on the timeline.
 */
export async function markDepositReceived(
  deps: BookingDeps,
  { artistId, bookingId, actor = null }: { artistId: string; bookingId: string; actor?: StudioActor | null },
): Promise<LeadBooking> {
  const { db, clock, env } = deps;
  const now = clock();
  const leadId = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.artistId, artistId)));
    if (!booking) throw new AppError('NOT_FOUND', 'Booking not found');
    if (booking.status === 'cancelled' || booking.depositStatus !== 'due') {
      throw new AppError('CONFLICT', 'No deposit is due on this booking');
    }
    await tx
      .update(bookings)
      .set({ depositStatus: 'paid', paymentRef: 'manual' })
      .where(and(eq(bookings.id, bookingId), eq(bookings.artistId, artistId)));
    await recordBookingEvent(tx, {
      artistId,
      leadId: booking.leadId,
      kind: 'deposit-received',
      at: now,
      detail: { bookingId, depositCents: booking.depositCents, by: 'artist', ...actedBy(actor) },
    });
    if (booking.status === 'held') await confirmBooking(deps, { bookingId, artistId, tx });
    return booking.leadId;
  });
  return getLeadBooking({ db, env, artistId, leadId, now });
}
