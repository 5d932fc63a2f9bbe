import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/types.ts';

declare module '../../../jobs/types.ts' {
  interface JobPayloads {
    /**
     * A live booking was cancelled or moved away from this interval (decision 067): the waitlist offers the time
     * to the clients it suits. The booking core only announces it; the waitlist feature handles it.
     */
    'booking-slot-freed': { artistId: string; bookingId: string; startsAt: string; endsAt: string };
  }
}

/**
 * Announces a freed interval in the caller's transaction, so the job exists only if the cancel or move commits
 * and runs after it (a durable pg-boss job, decision 015). One job per booking and interval: a retried request
 * announces it once.
 */
export async function announceSlotFreed(
  jobs: JobQueue,
  tx: Db,
  booking: { id: string; artistId: string; startsAt: Date; endsAt: Date },
): Promise<void> {
  const startsAt = booking.startsAt.toISOString();
  await jobs.send(
    'booking-slot-freed',
    { artistId: booking.artistId, bookingId: booking.id, startsAt, endsAt: booking.endsAt.toISOString() },
    { singletonKey: `${booking.id}:${startsAt}`, tx },
  );
}
