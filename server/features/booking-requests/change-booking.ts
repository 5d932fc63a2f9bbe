import { and, eq } from 'drizzle-orm';
import type { RescheduleTimes } from '#common/contracts/booking-requests.ts';
import { BOOKING_HORIZON_DAYS } from '#common/domain/booking/defaults.ts';
import { freeSlots } from '#common/domain/booking/free-slots.ts';
import { isWithinNotice } from '#common/domain/booking/notice.ts';
import { type BookingRow, bookings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailAttachment } from '../../providers/mail/types.ts';
import { loadAvailability } from '../booking/availability.ts';
import { clientRescheduledEmail } from '../booking/booking-change-emails.ts';
import { loadBookingContext } from '../booking/booking-context.ts';
import { recordBookingEvent } from '../booking/booking-events.ts';
import { scheduleReminders } from '../booking/booking-reminders.ts';
import { formatBookingTime } from '../booking/booking-times.ts';
import { loadBusyTime } from '../booking/busy-time.ts';
import { cancellationInvite, emailClientCancellation } from '../booking/email-client-cancellation.ts';
import { inviteAttachment } from '../booking/invite-attachment.ts';
import { markBookingCancelled } from '../booking/mark-booking-cancelled.ts';
import { isSlotTaken, lockArtistBookings } from '../booking/take-slot.ts';
import { queueEmail } from '../mail/queue-email.ts';
import type { BookingRequestDeps } from './booking-request-deps.ts';
import type { ClientRequest } from './load-client-request.ts';
import { SLOT_TAKEN_MESSAGE } from './pick-slot.ts';
import { bookingChangedEmail } from './request-emails.ts';
import { requestPageUrl } from './request-link.ts';

/** How many free times the page offers for a move. */
const RESCHEDULE_CHOICES = 12;

/** The client's live booking while it may still change: within the artist's notice rule (issue #14). */
function changeableBooking(request: ClientRequest, now: Date): BookingRow {
  const { booking } = request;
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

const formatTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(instant);

/** Free times of the booking's length the client may move to: after the notice period, inside working hours. */
export async function listRescheduleTimes(
  { db, clock }: Pick<BookingRequestDeps, 'db' | 'clock'>,
  request: ClientRequest,
): Promise<RescheduleTimes> {
  const now = clock();
  const booking = changeableBooking(request, now);
  const settings = await loadAvailability(db, request.lead.artistId);
  // The booking's own time is not busy for its move.
  const busy = (await loadBusyTime(db, { artistId: request.lead.artistId, from: now, now })).filter(
    (interval) => interval.startsAt.getTime() !== booking.startsAt.getTime(),
  );
  const slots = freeSlots({
    timeZone: settings.timeZone,
    weeklyHours: settings.weeklyHours,
    blockedDates: settings.blockedDates,
    bufferMinutes: settings.bufferMinutes,
    durationMinutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    busy,
    from: new Date(now.getTime() + request.noticeHours * 3_600_000),
    until: new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000),
    limit: RESCHEDULE_CHOICES * 4,
  }).filter((slot) => slot.startsAt.getTime() !== booking.startsAt.getTime());
  // Spread over days rather than the first morning's half-hour steps.
  const perDay = new Map<string, (typeof slots)[number]>();
  for (const slot of slots) {
    const day = slot.startsAt.toLocaleDateString('en-CA', { timeZone: settings.timeZone });
    if (!perDay.has(day)) perDay.set(day, slot);
  }
  return {
    slots: [...perDay.values()].slice(0, RESCHEDULE_CHOICES).map((slot) => ({
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
    })),
  };
}

/**
 * Moves the client's appointment to one of the free times. The row is updated in place, so the deposit stays
 * with it; the no-overlap constraint refuses a time taken meanwhile (CONFLICT). The artist is told, and the
 * reminders follow the new time. Once confirmed, both sides get the moved invite (same UID, raised SEQUENCE).
 */
export async function rescheduleBooking(
  deps: BookingRequestDeps,
  { request, startsAt }: { request: ClientRequest; startsAt: Date },
): Promise<void> {
  const now = deps.clock();
  const booking = changeableBooking(request, now);
  const { slots } = await listRescheduleTimes(deps, request);
  const slot = slots.find((candidate) => new Date(candidate.startsAt).getTime() === startsAt.getTime());
  if (!slot) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
  try {
    await deps.db.transaction(async (tx) => {
      await lockArtistBookings(tx, booking.artistId);
      await tx
        .update(bookings)
        .set({ startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) })
        .where(and(eq(bookings.id, booking.id), eq(bookings.artistId, booking.artistId)));
      await recordBookingEvent(tx, {
        artistId: booking.artistId,
        leadId: booking.leadId,
        kind: 'rescheduled',
        at: now,
        detail: {
          bookingId: booking.id,
          from: booking.startsAt.toISOString(),
          to: slot.startsAt,
          by: 'client',
        },
      });
      // The client and the artist hold the confirmation's invite: the moved one replaces it (same UID, SEQUENCE up).
      const loaded = await loadBookingContext(tx, { bookingId: booking.id, artistId: booking.artistId });
      const invite = booking.status === 'confirmed' ? await inviteAttachment(tx, loaded.email) : null;
      await notifyArtist(deps, tx, request, {
        change: 'rescheduled',
        oldTime: formatTime(booking.startsAt, request.timeZone),
        newTime: formatTime(new Date(slot.startsAt), request.timeZone),
        invite,
      });
      if (invite && loaded.clientEmail) {
        const previousTime = formatBookingTime(
          booking.startsAt,
          booking.endsAt,
          booking.clientTimeZone ?? request.timeZone,
        );
        await queueEmail(
          { db: deps.db, jobs: deps.jobs, tx },
          clientRescheduledEmail(loaded.email, {
            to: loaded.clientEmail,
            pageUrl: await requestPageUrl({ db: tx, env: deps.env, leadId: booking.leadId }),
            previousTime,
            invite,
          }),
        );
      }
      const moved = { id: booking.id, artistId: booking.artistId, startsAt: new Date(slot.startsAt) };
      if (booking.status === 'confirmed') await scheduleReminders(deps.jobs, tx, moved, now);
    });
  } catch (error) {
    if (isSlotTaken(error)) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * Cancels the client's appointment; the time is free again, the artist is told, and both get the cancellation
 * of the invite they were sent, so their calendars drop it.
 */
export async function cancelBooking(deps: BookingRequestDeps, request: ClientRequest): Promise<void> {
  const now = deps.clock();
  const booking = changeableBooking(request, now);
  await deps.db.transaction(async (tx) => {
    await markBookingCancelled(tx, {
      booking,
      kind: 'cancelled',
      now,
      detail: { by: 'client', startsAt: booking.startsAt.toISOString() },
    });
    const loaded = await loadBookingContext(tx, { bookingId: booking.id, artistId: booking.artistId });
    const invite = await cancellationInvite(tx, loaded, { wasConfirmed: booking.status === 'confirmed' });
    await notifyArtist(deps, tx, request, {
      change: 'cancelled',
      oldTime: formatTime(booking.startsAt, request.timeZone),
      invite,
    });
    await emailClientCancellation(deps, tx, loaded, { by: 'client', invite });
  });
}

async function notifyArtist(
  deps: BookingRequestDeps,
  tx: BookingRequestDeps['db'],
  request: ClientRequest,
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
      bookingId: request.booking!.id,
      clientName: request.lead.name ?? request.lead.email,
      appUrl: deps.env.APP_URL,
      ...change,
    }),
  );
}
