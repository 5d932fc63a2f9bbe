import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/types.ts';

declare module '../../../jobs/types.ts' {
  interface JobPayloads {
    /** A deposit hold's payment window closed (decision 067): release it if unpaid and offer its time. */
    'booking-hold-lapse': { artistId: string; bookingId: string };
  }
}

/**
 * Queues the hold's lapse for the moment its payment window closes, in the transaction that takes the slot, so
 * the time goes back to the waitlist when the client never pays, not only when someone next books.
 */
export async function scheduleHoldLapse(
  jobs: JobQueue,
  tx: Db,
  hold: { bookingId: string; artistId: string; expiresAt: Date },
): Promise<void> {
  await jobs.send(
    'booking-hold-lapse',
    { artistId: hold.artistId, bookingId: hold.bookingId },
    { startAfter: hold.expiresAt, singletonKey: hold.bookingId, tx },
  );
}
