import { and, eq } from 'drizzle-orm';
import type { Appointment } from '#common/contracts/booking.ts';
import type { Db } from '../../../db/client.ts';
import { bookingProjects, bookings, leads } from '../../../db/schema/index.ts';
import { exactInstant } from '../../../lib/keyset.ts';
import { toBookingDto } from './to-booking-dto.ts';

/** How a lead is named in lists of bookings and requests: their name, else their Instagram, else their email. */
export const leadName = (name: string | null, email: string, instagramUsername: string | null) =>
  name?.trim() || (instagramUsername ? `@${instagramUsername}` : email) || 'Client';

/**
 * The artist's bookings joined to what an Appointment shows of the lead and project, with each start to the
 * microsecond for a cursor: the Bookings tab's overview and the public API read through this one select. The
 * caller adds the where (with the artist in it), the order and the limit.
 */
export function selectAppointments(db: Db, artistId: string) {
  return db
    .select({
      booking: bookings,
      name: leads.name,
      email: leads.email,
      ig: leads.instagramUsername,
      fitScore: leads.fitScore,
      summary: leads.projectSummary,
      sessionCount: bookingProjects.sessionCount,
      startsAtExactly: exactInstant(bookings.startsAt),
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(
      bookingProjects,
      and(eq(bookingProjects.leadId, bookings.leadId), eq(bookingProjects.artistId, artistId)),
    );
}

export type AppointmentRow = Awaited<ReturnType<typeof selectAppointments>>[number];

export function toAppointment(row: AppointmentRow, currency: string): Appointment {
  return {
    ...toBookingDto(row.booking, currency, row.sessionCount),
    leadName: leadName(row.name, row.email, row.ig),
    fitScore: row.fitScore,
    projectSummary: row.summary,
  };
}
