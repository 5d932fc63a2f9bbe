import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Booking } from '#common/contracts/booking.ts';
import type { Db } from '../../../db/client.ts';
import {
  availabilitySettings,
  type BookingRow,
  bookingProjects,
  bookings,
} from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import { emitWebhookEvent } from '../../webhooks/emit-webhook-event.ts';
import { toBookingDto } from './to-booking-dto.ts';

/** What a booking's webhook needs from its caller's transaction (decision 079). */
export interface BookingEventContext {
  tx: Db;
  jobs: JobQueue;
  now: Date;
}

/** A booking as the artist's Bookings tab reads it: in the artist's currency, with its project's session count. */
async function bookingAsStored(tx: Db, row: BookingRow): Promise<Booking> {
  const [settings] = await tx
    .select({ currency: availabilitySettings.currency })
    .from(availabilitySettings)
    .where(eq(availabilitySettings.artistId, row.artistId));
  const [project] = await tx
    .select({ sessionCount: bookingProjects.sessionCount })
    .from(bookingProjects)
    .where(and(eq(bookingProjects.leadId, row.leadId), eq(bookingProjects.artistId, row.artistId)));
  return toBookingDto(row, settings?.currency ?? 'usd', project?.sessionCount ?? null);
}

/**
 * `booking.requested`, `booking.confirmed` or `booking.cancelled` to the artist's webhook endpoints, in the
 * transaction that changed the booking: takeSlot, confirmBooking and cancelBookings, the one place each happens.
 */
export async function emitBookingEvent(
  { tx, jobs, now }: BookingEventContext,
  type: 'booking.requested' | 'booking.confirmed' | 'booking.cancelled',
  booking: BookingRow,
): Promise<void> {
  await emitWebhookEvent(
    { tx, jobs, now },
    {
      artistId: booking.artistId,
      type,
      leadId: booking.leadId,
      data: async () => ({ booking: await bookingAsStored(tx, booking) }),
    },
  );
}

/**
 * The one way bookings become cancelled: the client's or the artist's cancel, a hold that lapsed, was given up for
 * a new pick or the artist's direct booking, or went with a declined lead. Cancels the live bookings `where`
 * matches, each with its `booking.cancelled`, and returns them.
 */
export async function cancelBookings(context: BookingEventContext, where: SQL): Promise<BookingRow[]> {
  const { tx, now } = context;
  const cancelled = await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(where, ne(bookings.status, 'cancelled')))
    .returning();
  for (const booking of cancelled) await emitBookingEvent(context, 'booking.cancelled', booking);
  return cancelled;
}
