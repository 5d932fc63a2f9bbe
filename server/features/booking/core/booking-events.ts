import type { StudioActor } from '#common/contracts/studios.ts';
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

/**
 * The event detail naming who at the studio acted for the artist (decision 073), or nothing for the artist's own
 * action: a timeline read before this was kept stays the artist's.
 */
export function actedBy(actor: StudioActor | null): { actor?: StudioActor } {
  return actor ? { actor } : {};
}
