import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type BookingRow,
  bookings,
  type ConsentFormRow,
  consentForms,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadAvailability } from '../booking/core/availability.ts';
import { formatBookingTime } from '../booking/core/booking-times.ts';

/** A booking of the artist with its consent form (undefined before the client signs) and what the PDF names. */
export interface ConsentBooking {
  booking: BookingRow;
  consent: ConsentFormRow | undefined;
  artistName: string;
  artistTimeZone: string;
}

/**
 * The artist's booking by id (tenancy in the where: another artist's is NOT_FOUND, as is one of another lead
 * when `leadId` is given: a request link opens only its own lead's bookings).
 */
export async function loadConsentBooking(
  db: Db,
  { artistId, bookingId, leadId }: { artistId: string; bookingId: string; leadId?: string },
): Promise<ConsentBooking> {
  const [row] = await db
    .select({
      booking: bookings,
      consent: consentForms,
      artistName: users.artistName,
      firstName: users.firstName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.artistId))
    .leftJoin(
      consentForms,
      and(eq(consentForms.bookingId, bookings.id), eq(consentForms.artistId, bookings.artistId)),
    )
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.artistId, artistId),
        ...(leadId ? [eq(bookings.leadId, leadId)] : []),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  const settings = await loadAvailability(db, artistId);
  return {
    booking: row.booking,
    consent: row.consent ?? undefined,
    artistName: row.artistName?.trim() || row.firstName?.trim() || 'Your artist',
    artistTimeZone: settings.timeZone,
  };
}

/** The session's time as the artist reads it, for the PDF. */
export const artistSessionTime = ({ booking, artistTimeZone }: ConsentBooking) =>
  formatBookingTime(booking.startsAt, booking.endsAt, artistTimeZone);
