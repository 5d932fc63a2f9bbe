import { and, eq } from 'drizzle-orm';
import type { RescheduleTimes } from '#common/contracts/booking-requests.ts';
import { isWithinNotice } from '#common/domain/booking/notice.ts';
import { type BookingRow, bookings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailAttachment } from '../../providers/mail/types.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { loadBookingContext } from './core/booking-context.ts';
import type { BookingRequestDeps } from './core/booking-deps.ts';
import { cancellationInvite, emailClientCancellation } from './core/email-client-cancellation.ts';
import type { ClientRequest } from './core/load-client-request.ts';
import { markBookingCancelled } from './core/mark-booking-cancelled.ts';
import { moveBookingInPlace } from './core/move-booking.ts';
import { freeMoveSlot, listMoveTimes } from './core/move-times.ts';
import { bookingChangedEmail } from './core/request-emails.ts';
import { announceSlotFreed } from './core/slot-freed.ts';
import { isSlotTaken, lockArtistBookings, SLOT_TAKEN_MESSAGE } from './core/take-slot.ts';

/**
 * The client's live booking while it may still change: within the artist's notice rule (issue #14). `session`
 * names one session of a project (decision 066); without it, the page's booking.
 */
function changeableBooking(request: ClientRequest, now: Date, session?: number): BookingRow {
  const booking =
    session === undefined
      ? request.booking
      : request.sessions.find((candidate) => candidate.sessionNumber === session);
  if (!booking || booking.status === 'cancelled')
    throw new AppError('CONFLICT', 'There is no appointment to change');
  if (!isWithinNotice(booking.startsAt, now, request.noticeHours)) {
    throw new AppError(
      'CONFLICT',
      `Your appointment is less than ${request.noticeHours} hours away: contact ${request.artistName} to change it`,
    );
  }
  return booking;
}

/** The first time a client may move to: the artist's notice applies to the new time as to the old one. */
const noticeEnd = (request: ClientRequest, now: Date) =>
  new Date(now.getTime() + request.noticeHours * 3_600_000);

const formatTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(instant);

/**
 * Every free time of the booking's length the client may move to, as the artist's first pick lists them: from the
 * end of the notice period across the coming weeks, inside working hours and clear of other bookings. Instants,
 * with the artist's zone; the page shows them in the client's own.
 */
export async function listRescheduleTimes(
  { db, clock }: Pick<BookingRequestDeps, 'db' | 'clock'>,
  request: ClientRequest,
  session?: number,
): Promise<RescheduleTimes> {
  const now = clock();
  const booking = changeableBooking(request, now, session);
  return listMoveTimes(db, booking, { from: noticeEnd(request, now), now });
}

/**
 * Moves the client's appointment to one of the free times, in place (moveBookingInPlace: the deposit stays with
 * it, the reminders follow, the client gets the moved invite once confirmed); the no-overlap constraint refuses
 * a time taken meanwhile (CONFLICT). The browser's zone, when sent, becomes the one of the client's emails. The artist is told, with the moved invite when confirmed.
 */
export async function rescheduleBooking(
  deps: BookingRequestDeps,
  {
    request,
    startsAt,
    clientTimeZone,
    session,
  }: { request: ClientRequest; startsAt: Date; clientTimeZone?: string; session?: number },
): Promise<void> {
  const now = deps.clock();
  const taken = () => new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
  try {
    await deps.db.transaction(async (tx) => {
      // Ordered with picks, moves and cancellations of the artist's bookings; the booking read again under it.
      await lockArtistBookings(tx, request.lead.artistId);
      const { booking: current } = await loadBookingContext(tx, {
        bookingId: changeableBooking(request, now, session).id,
        artistId: request.lead.artistId,
      });
      const booking = changeableBooking({ ...request, booking: current }, now);
      const slot = await freeMoveSlot(tx, booking, { startsAt, from: noticeEnd(request, now), now });
      if (!slot) throw taken();
      // The zone of the device they moved it from: the moved time reaches them on that clock.
      if (clientTimeZone) {
        await tx
          .update(bookings)
          .set({ clientTimeZone })
          .where(and(eq(bookings.id, booking.id), eq(bookings.artistId, booking.artistId)));
      }
      const { invite } = await moveBookingInPlace(deps, tx, { booking, slot, now, by: 'client' });
      await notifyArtist(deps, tx, request, booking, {
        change: 'rescheduled',
        oldTime: formatTime(booking.startsAt, request.timeZone),
        newTime: formatTime(slot.startsAt, request.timeZone),
        invite,
      });
    });
  } catch (error) {
    if (isSlotTaken(error)) throw taken();
    throw error;
  }
}

/**
 * Cancels the client's appointment; the time is free again, the artist is told, and both get the cancellation
 * of the invite they were sent, so their calendars drop it.
 */
export async function cancelBooking(
  deps: BookingRequestDeps,
  request: ClientRequest,
  session?: number,
): Promise<void> {
  const now = deps.clock();
  const booking = changeableBooking(request, now, session);
  await deps.db.transaction(async (tx) => {
    await markBookingCancelled(tx, {
      jobs: deps.jobs,
      booking,
      kind: 'cancelled',
      now,
      detail: { by: 'client', startsAt: booking.startsAt.toISOString() },
    });
    const loaded = await loadBookingContext(tx, { bookingId: booking.id, artistId: booking.artistId });
    const invites = await cancellationInvite(tx, loaded, { wasConfirmed: booking.status === 'confirmed' });
    await notifyArtist(deps, tx, request, booking, {
      change: 'cancelled',
      oldTime: formatTime(booking.startsAt, request.timeZone),
      invite: invites?.artist ?? null,
    });
    await emailClientCancellation(deps, tx, loaded, { by: 'client', invite: invites?.client ?? null });
    // Decision 067: the waitlist may offer the freed time, once this commits.
    await announceSlotFreed(deps.jobs, tx, booking);
  });
}

async function notifyArtist(
  deps: BookingRequestDeps,
  tx: BookingRequestDeps['db'],
  request: ClientRequest,
  booking: BookingRow,
  change: {
    change: 'rescheduled' | 'cancelled';
    oldTime: string;
    newTime?: string;
    invite: MailAttachment | null;
  },
) {
  if (!request.artistEmail) return;
  await queueEmail(
    { db: deps.db, jobs: deps.jobs, tx },
    bookingChangedEmail({
      to: request.artistEmail,
      artistId: request.lead.artistId,
      bookingId: booking.id,
      clientName: request.lead.name ?? request.lead.email,
      piece: request.lead.projectSummary,
      session:
        booking.sessionNumber !== null && request.project
          ? { number: booking.sessionNumber, count: request.project.sessionCount }
          : null,
      appUrl: deps.env.APP_URL,
      ...change,
    }),
  );
}
