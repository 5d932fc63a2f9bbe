import type { FreeSlots, LeadBooking } from '#common/contracts/booking.ts';
import type { StudioActor } from '#common/contracts/studios.ts';
import type { BookingRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadBookingContext } from './core/booking-context.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { moveBookingInPlace } from './core/move-booking.ts';
import { freeMoveSlot, listMoveTimes } from './core/move-times.ts';
import { isSlotTaken, lockArtistBookings, SLOT_TAKEN_MESSAGE } from './core/take-slot.ts';
import { getLeadBooking } from './get-lead-booking.ts';

/**
 * A booking the artist may still move: live and not started (decision 032). Unlike the client, the artist is
 * not held to the notice rule: they agreed the change with the client themselves.
 */
function movableBooking(booking: BookingRow, now: Date): BookingRow {
  if (booking.status === 'cancelled') throw new AppError('CONFLICT', 'This booking is cancelled');
  if (booking.startsAt <= now) throw new AppError('CONFLICT', 'This appointment is in the past');
  if (booking.status === 'held' && booking.holdExpiresAt && booking.holdExpiresAt <= now) {
    throw new AppError('CONFLICT', 'This hold has lapsed');
  }
  return booking;
}

/**
 * GET /api/booking/bookings/:bookingId/move-times: the free times of the booking's length from now to the
 * horizon, earliest first, in the artist's zone; its own time is not one. NOT_FOUND for another artist's booking.
 */
export async function listArtistMoveTimes(
  { db, clock }: Pick<BookingDeps, 'db' | 'clock'>,
  { artistId, bookingId }: { artistId: string; bookingId: string },
): Promise<FreeSlots> {
  const now = clock();
  const { booking } = await loadBookingContext(db, { bookingId, artistId });
  movableBooking(booking, now);
  return listMoveTimes(db, booking, { from: now, now });
}

/**
 * POST /api/booking/bookings/:bookingId/move: the artist moves a held or confirmed appointment that has not
 * started to a free time of the same length. The row is updated in place, so the deposit state, the status and
 * the request link stay; the client is emailed the new time with the updated invite (same UID, higher
 * SEQUENCE) once confirmed; reminders follow. NOT_FOUND for another artist's booking; CONFLICT once cancelled
 * or started, or when the time is not free (or was just taken by a concurrent write). `actor`: the studio's owner
 * or front desk moving it for the artist (decision 073), named on the timeline and in the artist's email.
 */
export async function moveArtistBooking(
  deps: BookingDeps,
  {
    artistId,
    bookingId,
    startsAt,
    actor = null,
  }: { artistId: string; bookingId: string; startsAt: Date; actor?: StudioActor | null },
): Promise<LeadBooking> {
  const { db, clock, env } = deps;
  const now = clock();
  const taken = () => new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
  let leadId: string;
  try {
    leadId = await db.transaction(async (tx) => {
      // Ordered with picks, moves and cancellations of the artist's bookings.
      await lockArtistBookings(tx, artistId);
      const { booking } = await loadBookingContext(tx, { bookingId, artistId });
      movableBooking(booking, now);
      const slot = await freeMoveSlot(tx, booking, { startsAt, from: now, now });
      if (!slot) throw taken();
      await moveBookingInPlace(deps, tx, { booking, slot, now, by: 'artist', actor });
      return booking.leadId;
    });
  } catch (error) {
    if (isSlotTaken(error)) throw taken();
    throw error;
  }
  return getLeadBooking({ db, env, artistId, leadId, now });
}
