import type { LeadBooking } from '#common/contracts/booking.ts';
import type { StudioActor } from '#common/contracts/studios.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { appLink } from '../mail/email-layout.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { artistCancelledEmail } from './core/booking-change-emails.ts';
import { type LoadedBooking, loadBookingContext } from './core/booking-context.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { actedBy } from './core/booking-events.ts';
import { cancellationInvite, emailClientCancellation } from './core/email-client-cancellation.ts';
import { markBookingCancelled } from './core/mark-booking-cancelled.ts';
import { announceSlotFreed } from './core/slot-freed.ts';
import { lockArtistBookings } from './core/take-slot.ts';
import { withdrawOpenOffers } from './core/withdraw-open-offers.ts';
import { getLeadBooking } from './get-lead-booking.ts';

/**
 * POST /api/booking/bookings/:bookingId/cancel: the artist cancels a held or confirmed appointment that has not
 * started. The time is free again, the lead goes back to `qualified` with no open offers (decision 032), the
 * timeline says the artist cancelled (and why), and the client is emailed, with the reason, and the cancellation
 * .ics when they were sent an invite. NOT_FOUND for another artist's booking; CONFLICT once cancelled or started.
 * `actor`: the studio's owner or front desk cancelling for the artist (decision 073): the timeline and the artist's
 * email name them; the client's email stays in the artist's voice.
 */
export async function cancelArtistBooking(
  deps: BookingDeps,
  {
    artistId,
    bookingId,
    reason,
    actor = null,
  }: { artistId: string; bookingId: string; reason?: string; actor?: StudioActor | null },
): Promise<LeadBooking> {
  const { db, clock, env } = deps;
  const now = clock();
  const leadId = await db.transaction(async (tx) => {
    // Ordered with picks and moves of the artist's bookings: a client's reschedule cannot land in between.
    await lockArtistBookings(tx, artistId);
    const loaded = await loadBookingContext(tx, { bookingId, artistId });
    const { booking } = loaded;
    if (booking.status === 'cancelled') throw new AppError('CONFLICT', 'This booking is already cancelled');
    if (booking.startsAt <= now) throw new AppError('CONFLICT', 'This appointment is in the past');
    await markBookingCancelled(tx, {
      jobs: deps.jobs,
      booking,
      kind: 'cancelled',
      now,
      detail: {
        by: 'artist',
        startsAt: booking.startsAt.toISOString(),
        reason: reason ?? null,
        ...actedBy(actor),
      },
    });
    // The artist called this appointment off: times offered beside it are not left for the client to pick.
    await withdrawOpenOffers(tx, { artistId, leadId: booking.leadId, now });
    await emailCancellation(deps, tx, loaded, { reason, actor });
    // Decision 067: the waitlist may offer the freed time, once this commits.
    await announceSlotFreed(deps.jobs, tx, booking);
    return booking.leadId;
  });
  return getLeadBooking({ db, env, artistId, leadId, now });
}

/** The client's email and the artist's copy; only a confirmed booking's invite was ever sent, so only it is cancelled. */
async function emailCancellation(
  deps: BookingDeps,
  tx: Db,
  loaded: LoadedBooking,
  { reason, actor }: { reason?: string; actor: StudioActor | null },
) {
  const invites = await cancellationInvite(tx, loaded, {
    wasConfirmed: loaded.booking.status === 'confirmed',
  });
  await emailClientCancellation(deps, tx, loaded, { by: 'artist', reason, invite: invites?.client ?? null });
  if (loaded.artistEmail) {
    const dashboardUrl = appLink(deps.env.APP_URL, '/dashboard?tab=bookings');
    await queueEmail(
      { db: deps.db, jobs: deps.jobs, tx },
      artistCancelledEmail(loaded.email, {
        to: loaded.artistEmail,
        dashboardUrl,
        reason,
        actor,
        isClientTold: !!loaded.clientEmail,
        invite: invites?.artist ?? null,
      }),
    );
  }
}
