import type { BookingEventKind } from '#common/domain/booking/types.ts';
import type { Db } from '../../../db/client.ts';
import { bookingEvents } from '../../../db/schema/index.ts';

/** Adds one entry to a lead's booking timeline, in the caller's transaction. */
export async function recordBookingEvent(
  db: Db,
  event: {
    artistId: string;
    leadId: string;
    kind: BookingEventKind;
    at: Date;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(bookingEvents).values({ ...event, detail: event.detail ?? {} });
}
