import { and, eq } from 'drizzle-orm';
import type { StudioActor } from '#common/contracts/studios.ts';
import type { Interval } from '#common/domain/booking/free-slots.ts';
import type { Db } from '../../../db/client.ts';
import { type BookingRow, bookings } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import type { MailAttachment } from '../../../providers/mail/types.ts';
import { appLink } from '../../mail/email-layout.ts';
import { queueEmail } from '../../mail/queue-email.ts';
import { artistRescheduledEmail, type ChangedBy, clientRescheduledEmail } from './booking-change-emails.ts';
import { type LoadedBooking, loadBookingContext } from './booking-context.ts';
import { actedBy, recordBookingEvent } from './booking-events.ts';
import { scheduleReminders } from './booking-reminders.ts';
import { formatBookingTime } from './booking-times.ts';
import { inviteAttachments, loadInviteSequence } from './invite-attachment.ts';
import { type RequestLinkEnv, requestPageUrl } from './request-link.ts';
import { announceSlotFreed } from './slot-freed.ts';
import { lockArtistBookings, releaseLapsedHolds } from './take-slot.ts';

/**
 * Moves a booking to a new interval in place, inside the caller's transaction: the row keeps its id, status and
 * deposit; the timeline records who moved it (which raises the invite's SEQUENCE); a confirmed booking's
 * reminders follow the new time; and the client is emailed the move, with their updated invite once confirmed.
 * The client is not emailed about their own move of a booking still held (their page shows it). A confirmed
 * booking's artist is emailed their own move here, with their copy of the updated invite (decision 032). The
 * update is the check: the no-overlap constraint refuses a time taken meanwhile (the caller maps isSlotTaken to
 * CONFLICT). Returns the reloaded booking and the artist's copy of the invite, for the note about a client's move.
 */
export async function moveBookingInPlace(
  deps: { db: Db; jobs: JobQueue; env: RequestLinkEnv },
  tx: Db,
  {
    booking,
    slot,
    now,
    by,
    actor = null,
  }: {
    booking: BookingRow;
    slot: Interval;
    now: Date;
    by: ChangedBy;
    /** The studio's owner or front desk moving it for the artist (decision 073); null for the artist or client. */
    actor?: StudioActor | null;
  },
): Promise<{ loaded: LoadedBooking; invite: MailAttachment | null }> {
  await lockArtistBookings(tx, booking.artistId);
  // A lapsed hold still occupies its slot for the constraint until released (decision 021).
  await releaseLapsedHolds(tx, { jobs: deps.jobs, artistId: booking.artistId, now });
  await tx
    .update(bookings)
    .set({ startsAt: slot.startsAt, endsAt: slot.endsAt })
    .where(and(eq(bookings.id, booking.id), eq(bookings.artistId, booking.artistId)));
  await recordBookingEvent(tx, {
    artistId: booking.artistId,
    leadId: booking.leadId,
    kind: 'rescheduled',
    at: now,
    detail: {
      bookingId: booking.id,
      from: booking.startsAt.toISOString(),
      to: slot.startsAt.toISOString(),
      by,
      ...actedBy(actor),
    },
  });
  // The client and the artist hold the confirmation's invite: the moved one replaces it (same UID, SEQUENCE up).
  const loaded = await loadBookingContext(tx, { bookingId: booking.id, artistId: booking.artistId });
  const isConfirmed = booking.status === 'confirmed';
  // A held booking's invite was never sent: only the revision keys the client's email then.
  const invites = isConfirmed ? await inviteAttachments(tx, loaded) : null;
  const revision = invites?.sequence ?? (await loadInviteSequence(tx, loaded.email));
  const mail = { db: deps.db, jobs: deps.jobs, tx };
  const clientInvite = invites?.client ?? null;
  if (loaded.clientEmail && (clientInvite || by === 'artist')) {
    await queueEmail(
      mail,
      clientRescheduledEmail(loaded.email, {
        to: loaded.clientEmail,
        pageUrl: await requestPageUrl({ db: tx, env: deps.env, leadId: booking.leadId }),
        previous: booking,
        invite: clientInvite,
        by,
        revision,
      }),
    );
  }
  const artistInvite = invites?.artist ?? null;
  // The client's move reaches the artist through the caller's note, which carries this invite
  // (rescheduleBooking in change-client-booking.ts).
  if (by === 'artist' && artistInvite && loaded.artistEmail) {
    await queueEmail(
      mail,
      artistRescheduledEmail(loaded.email, {
        to: loaded.artistEmail,
        dashboardUrl: appLink(deps.env.APP_URL, '/dashboard?tab=bookings'),
        previousTime: formatBookingTime(booking.startsAt, booking.endsAt, loaded.email.artistTimeZone),
        isClientTold: !!loaded.clientEmail,
        actor,
        invite: artistInvite,
        revision,
      }),
    );
  }
  // Decision 067: the time it left may suit a waitlisted client (the job checks it is free, once this commits).
  await announceSlotFreed(deps.jobs, tx, booking);
  if (isConfirmed) {
    await scheduleReminders(
      deps.jobs,
      tx,
      { id: booking.id, artistId: booking.artistId, startsAt: slot.startsAt },
      now,
    );
  }
  return { loaded, invite: artistInvite };
}
