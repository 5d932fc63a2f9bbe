import { and, eq } from 'drizzle-orm';
import type { StudioActor } from '#common/contracts/studios.ts';
import type { Db } from '../../../db/client.ts';
import { bookings, leads, waitlistEntries } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { appLink } from '../../mail/email-layout.ts';
import { queueEmail } from '../../mail/queue-email.ts';
import { loadBookingContext } from './booking-context.ts';
import type { BookingDeps } from './booking-deps.ts';
import { artistConfirmationEmail, clientConfirmationEmail } from './booking-emails.ts';
import { actedBy, recordBookingEvent } from './booking-events.ts';
import { scheduleReminders } from './booking-reminders.ts';
import { emitBookingEvent } from './booking-webhooks.ts';
import { consentUrlWhileUnsigned } from './consent-link.ts';
import { inviteAttachments } from './invite-attachment.ts';
import { requestPageUrl } from './request-link.ts';
import { withdrawOpenOffers } from './withdraw-open-offers.ts';

export interface ConfirmBookingInput {
  bookingId: string;
  artistId: string;
  /** The caller's transaction: the confirmation commits with the caller's effect (a paid deposit, say). */
  tx?: Db;
  /**
   * Booked directly on the artist's side, and by whom at the studio when not the artist (decision 073): the
   * timeline's `confirmed` then says who booked (`by: 'artist'`), and the artist's email names the actor.
   */
  bookedDirectly?: { actor: StudioActor | null };
}

/**
 * The one way a booking becomes confirmed (issue #14): booked directly, picked with no deposit, paid online, or
 * marked received by the artist. The held booking turns confirmed, the lead `booked`, its other offers are
 * withdrawn, the timeline records it, the artist's webhooks get `booking.confirmed`, both sides are emailed an
 * .ics invite and the reminders are queued, all in one transaction. Confirming a confirmed booking again does nothing (a redelivered payment webhook); a
 * cancelled one is CONFLICT, another artist's NOT_FOUND.
 */
export async function confirmBooking(deps: BookingDeps, input: ConfirmBookingInput): Promise<void> {
  const run = (tx: Db) => confirmIn(deps, tx, input);
  await (input.tx ? run(input.tx) : deps.db.transaction(run));
}

async function confirmIn(
  deps: BookingDeps,
  tx: Db,
  { bookingId, artistId, bookedDirectly }: ConfirmBookingInput,
) {
  const now = deps.clock();
  const [confirmed] = await tx
    .update(bookings)
    .set({ status: 'confirmed', confirmedAt: now, holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.artistId, artistId), eq(bookings.status, 'held')))
    .returning();
  if (!confirmed) {
    const { booking } = await loadBookingContext(tx, { bookingId, artistId });
    if (booking.status === 'confirmed') return;
    throw new AppError('CONFLICT', 'This booking was cancelled');
  }
  await tx
    .update(leads)
    .set({ status: 'booked', updatedAt: now })
    .where(and(eq(leads.id, confirmed.leadId), eq(leads.artistId, artistId)));
  await withdrawOpenOffers(tx, { artistId: artistId, leadId: confirmed.leadId, now });
  // Decision 067: a client with an appointment leaves the waitlist, however they got it.
  await tx
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.leadId, confirmed.leadId), eq(waitlistEntries.artistId, artistId)));
  await recordBookingEvent(tx, {
    artistId,
    leadId: confirmed.leadId,
    kind: 'confirmed',
    at: now,
    detail: {
      bookingId,
      startsAt: confirmed.startsAt.toISOString(),
      depositCents: confirmed.depositCents,
      depositStatus: confirmed.depositStatus,
      // The artist reads the timeline in their zone; this says which zone the client sees their times in.
      clientTimeZone: confirmed.clientTimeZone,
      ...(bookedDirectly ? { by: 'artist', ...actedBy(bookedDirectly.actor) } : {}),
    },
  });
  await emitBookingEvent({ tx, jobs: deps.jobs, now }, 'booking.confirmed', confirmed);
  await emailConfirmations(deps, tx, { bookingId, artistId }, bookedDirectly?.actor ?? null);
  await scheduleReminders(deps.jobs, tx, confirmed, now);
}

/**
 * Both sides' confirmation, each with its invite of the same event (the artist's zone named in its description):
 * the client's invites them, the artist's is their own copy (decision 032). SEQUENCE counts moves made while
 * the booking was held, as the feed does.
 */
async function emailConfirmations(
  deps: BookingDeps,
  tx: Db,
  ids: { bookingId: string; artistId: string },
  actor: StudioActor | null,
) {
  const loaded = await loadBookingContext(tx, ids);
  const { booking, email, clientEmail, artistEmail } = loaded;
  const invites = await inviteAttachments(tx, loaded);
  const mail = { db: deps.db, jobs: deps.jobs, tx };
  if (clientEmail && invites.client) {
    const pageUrl = await requestPageUrl({ db: tx, env: deps.env, leadId: booking.leadId });
    const consentUrl = await consentUrlWhileUnsigned(tx, { requestPageUrl: pageUrl, ...ids });
    await queueEmail(
      mail,
      clientConfirmationEmail(email, { to: clientEmail, pageUrl, invite: invites.client, consentUrl }),
    );
  }
  if (artistEmail) {
    const dashboardUrl = appLink(deps.env.APP_URL, '/dashboard?tab=bookings');
    await queueEmail(
      mail,
      artistConfirmationEmail(email, { to: artistEmail, dashboardUrl, invite: invites.artist, actor }),
    );
  }
}
