import { and, eq } from 'drizzle-orm';
import type { LeadBooking } from '#common/contracts/booking.ts';
import type { StudioActor } from '#common/contracts/studios.ts';
import { bookings, leads, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { findArtistLead } from './core/artist-lead.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { declineEmail } from './core/booking-emails.ts';
import { actedBy, recordBookingEvent } from './core/booking-events.ts';
import { cancelBookings } from './core/booking-webhooks.ts';
import { sendInstagramNote } from './core/instagram-note.ts';
import { withdrawOpenOffers } from './core/withdraw-open-offers.ts';
import { getLeadBooking } from './get-lead-booking.ts';

/**
 * POST /api/booking/leads/:leadId/decline: sends the artist's (edited) polite message by email, and by DM for an
 * Instagram lead in the window; the lead becomes `rejected`, open offers are withdrawn and a hold is released.
 * CONFLICT when the lead has a confirmed booking (cancel it first); NOT_FOUND for another artist's lead. `actor`:
 * the studio's owner or front desk declining for the artist (decision 073), kept on the timeline.
 */
export async function declineLead(
  deps: BookingDeps,
  {
    artistId,
    leadId,
    message,
    actor = null,
  }: { artistId: string; leadId: string; message: string; actor?: StudioActor | null },
): Promise<LeadBooking> {
  const { db, clock, env } = deps;
  const now = clock();
  const lead = await findArtistLead(db, { artistId, leadId });
  const [artist] = await db
    .select({ artistName: users.artistName })
    .from(users)
    .where(eq(users.id, artistId));
  await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(eq(bookings.artistId, artistId), eq(bookings.leadId, leadId), eq(bookings.status, 'confirmed')),
      );
    if (confirmed)
      throw new AppError('CONFLICT', 'This lead has a confirmed booking; cancel it before declining');
    await cancelBookings(
      { tx, jobs: deps.jobs, now },
      and(eq(bookings.artistId, artistId), eq(bookings.leadId, leadId))!,
    );
    await withdrawOpenOffers(tx, { artistId: artistId, leadId: leadId, now });
    await tx
      .update(leads)
      .set({ status: 'rejected', updatedAt: now })
      .where(and(eq(leads.id, leadId), eq(leads.artistId, artistId)));
    const email = lead.email.trim();
    if (email) {
      await queueEmail(
        { db, jobs: deps.jobs, tx },
        declineEmail({
          to: email,
          artistId,
          artistName: artist?.artistName ?? 'your artist',
          leadId,
          language: lead.language,
          message,
        }),
      );
    }
    await recordBookingEvent(tx, {
      artistId,
      leadId,
      kind: 'declined',
      at: now,
      detail: { byEmail: Boolean(email), by: 'artist', ...actedBy(actor) },
    });
  });
  await sendInstagramNote(deps, { artistId, leadId, text: message });
  return getLeadBooking({ db, env, artistId, leadId, now });
}
