import { and, eq, ne, notExists } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings, leads } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/types.ts';
import { recordBookingEvent } from './booking-events.ts';
import { cancelBookings } from './booking-webhooks.ts';

/**
 * Cancels one booking and records why on the lead's timeline, in the caller's transaction: the client cancelling
 * from the request page ('cancelled') and an unpaid Stripe checkout expiring ('hold-expired') both end here, so
 * the row and its timeline never disagree. The time is free again at once (the slot constraint covers only live
 * bookings); a moved or cancelled booking's queued reminders find no match and send nothing (decision 021).
 * A cancelled appointment (by the client or the artist, not a lapsed payment) puts the lead back to `qualified`,
 * so it is the artist's turn to offer times again rather than a `booked` lead with nothing booked (decision 032);
 * a project's lead with other sessions still booked stays `booked` (decision 066).
 * Callers send their own emails, since who is told differs.
 */
export async function markBookingCancelled(
  tx: Db,
  input: {
    jobs: JobQueue;
    booking: { id: string; artistId: string; leadId: string };
    kind: 'cancelled' | 'hold-expired';
    now: Date;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  const { jobs, booking, kind, now } = input;
  await cancelBookings(
    { tx, jobs, now },
    and(eq(bookings.id, booking.id), eq(bookings.artistId, booking.artistId))!,
  );
  await recordBookingEvent(tx, {
    artistId: booking.artistId,
    leadId: booking.leadId,
    kind,
    at: now,
    detail: { bookingId: booking.id, ...input.detail },
  });
  if (kind !== 'cancelled') return;
  await tx
    .update(leads)
    .set({ status: 'qualified', updatedAt: now })
    .where(
      and(
        eq(leads.id, booking.leadId),
        eq(leads.artistId, booking.artistId),
        ne(leads.status, 'rejected'),
        notExists(
          tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(
                eq(bookings.leadId, booking.leadId),
                eq(bookings.artistId, booking.artistId),
                eq(bookings.status, 'confirmed'),
              ),
            ),
        ),
      ),
    );
}
