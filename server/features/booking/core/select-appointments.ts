import { and, eq } from 'drizzle-orm';
import type { Appointment } from '#common/contracts/booking.ts';
import type { Db } from '../../../db/client.ts';
import { bookingProjects, bookings, leads, users } from '../../../db/schema/index.ts';
import { exactInstant } from '../../../lib/keyset.ts';
import { memberDisplayName } from '../../studio-membership/studio-team.ts';
import { loadAvailability } from './availability.ts';
import { toBookingDto } from './to-booking-dto.ts';

/** How a lead is named in lists of bookings and requests: their name, else their Instagram, else their email. */
export const leadName = (name: string | null, email: string, instagramUsername: string | null) =>
  name?.trim() || (instagramUsername ? `@${instagramUsername}` : email) || 'Client';

/**
 * The artist's bookings joined to what an Appointment shows of the lead and project, with each start to the
 * microsecond for a cursor: the Bookings tab's overview and the public API read through this one select. The
 * caller adds the where (the artist or the team in it), the order and the limit; a project is the booking artist's.
 */
export function selectAppointments(db: Db) {
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
      and(eq(bookingProjects.leadId, bookings.leadId), eq(bookingProjects.artistId, bookings.artistId)),
    );
}

export type AppointmentRow = Awaited<ReturnType<typeof selectAppointments>>[number];

/** The artist an appointment names, with the zone and currency it is read in (decision 073). */
export interface AppointmentArtist {
  name: string;
  timeZone: string;
  currency: string;
}

/** How an artist is named on their appointments: as across the studio. */
export const artistDisplayName = memberDisplayName;

export function toAppointment(row: AppointmentRow, artist: AppointmentArtist): Appointment {
  return {
    ...toBookingDto(row.booking, artist.currency, row.sessionCount),
    leadName: leadName(row.name, row.email, row.ig),
    fitScore: row.fitScore,
    projectSummary: row.summary,
    artistId: row.booking.artistId,
    artistName: artist.name,
    timeZone: artist.timeZone,
  };
}

/** The key's artist as their appointments name them, in their own zone and currency. */
export async function loadAppointmentArtist(db: Db, artistId: string): Promise<AppointmentArtist> {
  const settings = await loadAvailability(db, artistId);
  const [user] = await db
    .select({ artistName: users.artistName, firstName: users.firstName, email: users.email })
    .from(users)
    .where(eq(users.id, artistId));
  return {
    name: user ? artistDisplayName(user) : 'Artist',
    timeZone: settings.timeZone,
    currency: settings.currency,
  };
}
