import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { AppointmentPage, BookingCursorQuery } from '#common/contracts/booking.ts';
import { encodeKeysetCursor } from '#common/domain/paging/keyset-cursor.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { keysetCondition } from '../../lib/keyset.ts';
import { loadAppointmentArtist, selectAppointments, toAppointment } from './core/select-appointments.ts';
import { releaseLapsedHolds } from './core/take-slot.ts';

/**
 * Every booking of the artist, soonest first, a page at a time after the cursor's booking (GET /api/v1/bookings,
 * decision 080): the overview's select and Appointment, over all of them rather than the upcoming hundred.
 * Lapsed holds are released first, as the overview does, so a hold read as held still holds.
 */
export async function listBookings({
  db,
  jobs,
  artistId,
  query,
  now,
}: {
  db: Db;
  jobs: JobQueue;
  artistId: string;
  query: BookingCursorQuery;
  now: Date;
}): Promise<AppointmentPage> {
  const artist = await loadAppointmentArtist(db, artistId);
  await db.transaction((tx) => releaseLapsedHolds(tx, { jobs, artistId, now }));
  const rows = await selectAppointments(db)
    .where(
      and(
        eq(bookings.artistId, artistId),
        query.status && eq(bookings.status, query.status),
        query.from ? gte(bookings.startsAt, new Date(query.from)) : undefined,
        query.to ? lt(bookings.startsAt, new Date(query.to)) : undefined,
        query.cursor && keysetCondition([bookings.startsAt, bookings.id], query.cursor, 'after'),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    bookings: page.map((row) => toAppointment(row, artist)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeKeysetCursor({ at: last.startsAtExactly, id: last.booking.id })
        : null,
  };
}
