import { and, eq } from 'drizzle-orm';
import type { Appointment } from '#common/contracts/booking.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadAppointmentArtist, selectAppointments, toAppointment } from './core/select-appointments.ts';
import { releaseLapsedHolds } from './core/take-slot.ts';

/** One of the artist's bookings as an Appointment (GET /api/v1/bookings/{id}); NOT_FOUND for anyone else's. */
export async function getBooking({
  db,
  jobs,
  artistId,
  bookingId,
  now,
}: {
  db: Db;
  jobs: JobQueue;
  artistId: string;
  bookingId: string;
  now: Date;
}): Promise<Appointment> {
  const artist = await loadAppointmentArtist(db, artistId);
  await db.transaction((tx) => releaseLapsedHolds(tx, { jobs, artistId, now }));
  const [row] = await selectAppointments(db).where(
    and(eq(bookings.id, bookingId), eq(bookings.artistId, artistId)),
  );
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  return toAppointment(row, artist);
}
