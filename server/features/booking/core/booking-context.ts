import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type BookingRow, bookingProjects, bookings, leads, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { loadAvailability } from './availability.ts';
import type { BookingEmailContext } from './booking-emails.ts';

export interface LoadedBooking {
  booking: BookingRow;
  email: BookingEmailContext;
  clientEmail: string | null;
  artistEmail: string | null;
}

/** A booking of the artist with what its emails need; throws NOT_FOUND for another artist's booking. */
export async function loadBookingContext(
  db: Db,
  { bookingId, artistId }: { bookingId: string; artistId: string },
): Promise<LoadedBooking> {
  const [row] = await db
    .select({
      booking: bookings,
      clientName: leads.name,
      clientEmail: leads.email,
      clientLanguage: leads.language,
      piece: leads.projectSummary,
      studioAddress: users.studioLocation,
      artistName: users.artistName,
      artistFirstName: users.firstName,
      artistEmail: users.email,
      sessionCount: bookingProjects.sessionCount,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .innerJoin(users, eq(users.id, bookings.artistId))
    .leftJoin(
      bookingProjects,
      and(eq(bookingProjects.leadId, bookings.leadId), eq(bookingProjects.artistId, bookings.artistId)),
    )
    .where(and(eq(bookings.id, bookingId), eq(bookings.artistId, artistId)));
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  const settings = await loadAvailability(db, artistId);
  const { booking } = row;
  return {
    booking,
    clientEmail: row.clientEmail.trim() || null,
    artistEmail: row.artistEmail,
    email: {
      bookingId: booking.id,
      artistId,
      artistName: row.artistName ?? row.artistFirstName ?? 'Your artist',
      clientName: row.clientName,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      sessionKind: booking.sessionKind,
      artistTimeZone: settings.timeZone,
      clientTimeZone: booking.clientTimeZone,
      depositCents: booking.depositCents,
      depositStatus: booking.depositStatus,
      currency: settings.currency,
      clientLanguage: row.clientLanguage,
      piece: row.piece.trim() || null,
      studioAddress: row.studioAddress?.trim() || null,
      prepNotes: settings.prepNotes,
      paymentInstructions: settings.paymentInstructions,
      refundPolicy: settings.refundPolicy,
      session:
        booking.sessionNumber !== null && row.sessionCount !== null
          ? { number: booking.sessionNumber, count: row.sessionCount }
          : null,
    },
  };
}
