import { and, eq } from 'drizzle-orm';
import type { Appointment } from '#common/contracts/booking.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadAvailability } from './core/availability.ts';
import { selectAppointments, toAppointment } from './core/select-appointments.ts';
import { releaseLapsedHolds } from './core/take-slot.ts';

/** One of the artist's bookings as an Appointment (GET /api/v1/bookings/{id}); NOT_FOUND for anyone else's. */
export async function getBooking({
  db,
  artistId,
  bookingId,
  now,
}: {
  db: Db;
  artistId: string;
  bookingId: string;
  now: Date;
}): Promise<Appointment> {
  const settings = await loadAvailability(db, artistId);
  await db.transaction((tx) => releaseLapsedHolds(tx, artistId, now));
  const [row] = await selectAppointments(db, artistId).where(
    and(eq(bookings.id, bookingId), eq(bookings.artistId, artistId)),
  );
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  return toAppointment(row, settings.currency);
}
