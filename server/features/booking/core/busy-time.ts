import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Interval } from '#common/domain/booking/free-slots.ts';
import type { Db } from '../../../db/client.ts';
import { bookings } from '../../../db/schema/index.ts';

/** The artist's live bookings ending after `from`: confirmed ones and holds not yet lapsed. */
export async function loadBusyTime(
  db: Db,
  { artistId, from, now }: { artistId: string; from: Date; now: Date },
): Promise<Interval[]> {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.artistId, artistId),
        ne(bookings.status, 'cancelled'),
        gt(bookings.endsAt, from),
        or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
      ),
    );
}
