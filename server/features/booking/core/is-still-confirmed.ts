import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookings } from '../../../db/schema/index.ts';

/**
 * Whether a queued job's booking is still confirmed and as the job found it (`asQueued`: the start a reminder
 * was made for, the completion a follow-up was made for). A moved, cancelled or deleted booking says no, so its
 * old jobs send nothing (decisions 021, 065).
 */
export async function isStillConfirmed(
  db: Db,
  { bookingId, artistId }: { bookingId: string; artistId: string },
  asQueued: SQL,
): Promise<boolean> {
  const [live] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.artistId, artistId),
        eq(bookings.status, 'confirmed'),
        asQueued,
      ),
    );
  return live !== undefined;
}
