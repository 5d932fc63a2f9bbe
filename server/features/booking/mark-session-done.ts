import { and, eq, isNull, lte } from 'drizzle-orm';
import type { LeadBooking } from '#common/contracts/booking.ts';
import type { StudioActor } from '#common/contracts/studios.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { scheduleAftercareFollowUps } from './core/aftercare.ts';
import { aftercareEmail } from './core/aftercare-emails.ts';
import { loadAvailability } from './core/availability.ts';
import { loadBookingContext } from './core/booking-context.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { actedBy, recordBookingEvent } from './core/booking-events.ts';
import { requestPageUrl } from './core/request-link.ts';
import { getLeadBooking } from './get-lead-booking.ts';

/**
 * POST /api/booking/bookings/:bookingId/done: the artist marks a confirmed session that has started as done
 * (decision 065). In one transaction: `completed_at`, the timeline's `session-done`, the aftercare email in the
 * client's language, and the check-in (3 days) and healed-photo (4 weeks) jobs. NOT_FOUND for another artist's
 * booking; CONFLICT for a cancelled, held, not yet started or already done one. `actor`: the studio's owner or front
 * desk marking it for the artist (decision 073), kept on the timeline.
 */
export async function markSessionDone(
  deps: BookingDeps,
  { artistId, bookingId, actor = null }: { artistId: string; bookingId: string; actor?: StudioActor | null },
): Promise<LeadBooking> {
  const { db, clock, env, jobs } = deps;
  const now = clock();
  const leadId = await db.transaction(async (tx) => {
    const loaded = await loadBookingContext(tx, { bookingId, artistId });
    const [done] = await tx
      .update(bookings)
      .set({ completedAt: now })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.artistId, artistId),
          eq(bookings.status, 'confirmed'),
          isNull(bookings.completedAt),
          lte(bookings.startsAt, now),
        ),
      )
      .returning({ id: bookings.id, leadId: bookings.leadId, startsAt: bookings.startsAt });
    if (!done) throw whyNotDone(loaded.booking, now);
    await recordBookingEvent(tx, {
      artistId,
      leadId: done.leadId,
      kind: 'session-done',
      at: now,
      detail: { bookingId, startsAt: done.startsAt.toISOString(), by: 'artist', ...actedBy(actor) },
    });
    if (loaded.clientEmail) {
      const { aftercareText } = await loadAvailability(tx, artistId);
      const pageUrl = await requestPageUrl({ db: tx, env, leadId: done.leadId });
      await queueEmail(
        { db, jobs, tx },
        aftercareEmail(loaded.email, { to: loaded.clientEmail, pageUrl, aftercareText }),
      );
    }
    await scheduleAftercareFollowUps(jobs, tx, { id: bookingId, artistId, completedAt: now });
    return done.leadId;
  });
  return getLeadBooking({ db, env, artistId, leadId, now });
}

/** The refusal in words the artist can act on. */
function whyNotDone(
  booking: { status: string; startsAt: Date; completedAt: Date | null },
  now: Date,
): AppError {
  if (booking.status === 'cancelled') return new AppError('CONFLICT', 'This booking was cancelled');
  if (booking.status !== 'confirmed') return new AppError('CONFLICT', 'This booking is not confirmed yet');
  if (booking.completedAt) return new AppError('CONFLICT', 'This session is already marked done');
  if (booking.startsAt > now) return new AppError('CONFLICT', 'This session has not started yet');
  return new AppError('CONFLICT', 'This booking changed meanwhile; reload it');
}
