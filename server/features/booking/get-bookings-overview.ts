import { and, asc, desc, eq, exists, gt, inArray, isNull, ne, not, notExists, or, sql } from 'drizzle-orm';
import type { Appointment, BookingsOverview, YourTurnItem } from '#common/contracts/booking.ts';
import { localDateOf } from '#common/domain/booking/zoned-time.ts';
import { teamScope } from '../../auth/artist-scope.ts';
import type { Db } from '../../db/client.ts';
import {
  bookingEvents,
  bookingOffers,
  bookings,
  leads,
  studioMembers,
  users,
} from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { loadAvailability } from './core/availability.ts';
import { type BookingDeps, depositCollectionOf } from './core/booking-deps.ts';
import {
  type AppointmentArtist,
  artistDisplayName,
  leadName,
  selectAppointments,
  toAppointment,
} from './core/select-appointments.ts';
import { releaseLapsedHolds } from './core/take-slot.ts';

/** Each list of the overview stops here; the leads page has the rest. */
const LIST_LIMIT = 100;

/**
 * GET /api/booking/overview, the dashboard's Bookings tab: upcoming appointments grouped by day, deposits still
 * due, and the "your turn" queue of requests waiting on the artist: new high and medium fit leads with nothing
 * offered, leads whose hold lapsed or whose offered times all passed, and (when the artist collects deposits)
 * picked times waiting for the deposit. Lapsed holds are released first, so what the tab shows as booked is
 * booked. A studio's owner and front desk get every member's items, each naming its artist and read in that
 * artist's zone and currency (decision 073); anyone else their own.
 */
export async function getBookingsOverview({
  db,
  jobs,
  env,
  viewerId,
  now,
}: {
  db: Db;
  jobs: JobQueue;
  env: BookingDeps['env'];
  viewerId: string;
  now: Date;
}): Promise<BookingsOverview> {
  const team = await db
    .select({
      id: users.id,
      artistName: users.artistName,
      firstName: users.firstName,
      email: users.email,
      role: studioMembers.role,
    })
    .from(users)
    .leftJoin(studioMembers, eq(studioMembers.userId, users.id))
    .where(teamScope(users.id, viewerId))
    .orderBy(sql`${users.id} <> ${viewerId}`, asc(users.artistName), asc(users.email));
  const artists = new Map<string, AppointmentArtist>();
  for (const member of team) {
    const settings = await loadAvailability(db, member.id);
    await db.transaction((tx) => releaseLapsedHolds(tx, { jobs, artistId: member.id, now }));
    artists.set(member.id, {
      name: artistDisplayName(member),
      timeZone: settings.timeZone,
      currency: settings.currency,
    });
  }
  const artistOf = (artistId: string): AppointmentArtist =>
    artists.get(artistId) ?? { name: 'Artist', timeZone: 'UTC', currency: 'usd' };
  const upcoming = await selectAppointments(db)
    .where(
      and(teamScope(bookings.artistId, viewerId), ne(bookings.status, 'cancelled'), gt(bookings.endsAt, now)),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(LIST_LIMIT);
  const appointments = upcoming.map((row) => toAppointment(row, artistOf(row.booking.artistId)));
  // Each appointment on the day it falls on where it happens: members of one studio may work in different zones.
  const days = new Map<string, Appointment[]>();
  for (const appointment of appointments) {
    const date = localDateOf(new Date(appointment.startsAt), appointment.timeZone);
    days.set(date, [...(days.get(date) ?? []), appointment]);
  }
  return {
    timeZone: artistOf(viewerId).timeZone,
    days: [...days]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, list]) => ({ date, appointments: list })),
    depositsDue: appointments.filter((appointment) => appointment.depositStatus === 'due'),
    yourTurn: await yourTurnQueue(db, {
      viewerId,
      now,
      isManual: depositCollectionOf(env) === 'artist',
      appointments,
      artistOf,
    }),
    // The filter offers those who tattoo: the front desk books for others and has no calendar, itself included.
    artists: team
      .filter((member) => member.role !== 'front_desk')
      .map((member) => ({ id: member.id, name: artistOf(member.id).name })),
  };
}

async function yourTurnQueue(
  db: Db,
  {
    viewerId,
    now,
    isManual,
    appointments,
    artistOf,
  }: {
    viewerId: string;
    now: Date;
    isManual: boolean;
    appointments: Appointment[];
    artistOf: (artistId: string) => AppointmentArtist;
  },
): Promise<YourTurnItem[]> {
  const offersOfLead = and(eq(bookingOffers.leadId, leads.id), eq(bookingOffers.artistId, leads.artistId));
  const anyOffer = exists(db.select({ id: bookingOffers.id }).from(bookingOffers).where(offersOfLead));
  const openOffer = exists(
    db
      .select({ id: bookingOffers.id })
      .from(bookingOffers)
      .where(and(offersOfLead, isNull(bookingOffers.withdrawnAt), gt(bookingOffers.startsAt, now))),
  );
  const latestEvent = db
    .select({ kind: bookingEvents.kind })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.leadId, leads.id), eq(bookingEvents.artistId, leads.artistId)))
    .orderBy(desc(bookingEvents.at))
    .limit(1);
  const lastEventKind = sql<string | null>`(${latestEvent})`;
  const rows = await db
    .select({
      leadId: leads.id,
      artistId: leads.artistId,
      name: leads.name,
      email: leads.email,
      ig: leads.instagramUsername,
      fitScore: leads.fitScore,
      summary: leads.projectSummary,
      createdAt: leads.createdAt,
      updatedAt: leads.updatedAt,
      lastEventKind,
      hasOffered: sql<boolean>`${anyOffer}`,
    })
    .from(leads)
    .where(
      and(
        teamScope(leads.artistId, viewerId),
        eq(leads.isTest, false),
        inArray(leads.status, ['new', 'qualified', 'contacted']),
        notExists(
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(
                eq(bookings.leadId, leads.id),
                eq(bookings.artistId, leads.artistId),
                ne(bookings.status, 'cancelled'),
              ),
            ),
        ),
        or(
          and(inArray(leads.fitScore, ['high', 'medium']), not(anyOffer)),
          sql`${lastEventKind} = 'hold-expired'`,
          and(anyOffer, not(openOffer)),
        ),
      ),
    )
    .orderBy(asc(leads.updatedAt))
    .limit(LIST_LIMIT);
  const requests: YourTurnItem[] = rows.map((row) => ({
    leadId: row.leadId,
    leadName: leadName(row.name, row.email, row.ig),
    fitScore: row.fitScore,
    projectSummary: row.summary,
    reason:
      row.lastEventKind === 'hold-expired' ? 'hold-expired' : row.hasOffered ? 'offers-expired' : 'new-lead',
    since: (row.hasOffered ? row.updatedAt : row.createdAt).toISOString(),
    artistId: row.artistId,
    artistName: artistOf(row.artistId).name,
  }));
  // Without Stripe the artist collects deposits: a picked time waits on them to mark it received.
  const deposits: YourTurnItem[] = isManual
    ? appointments
        .filter((appointment) => appointment.status === 'held' && appointment.depositStatus === 'due')
        .map((appointment) => ({
          leadId: appointment.leadId,
          leadName: appointment.leadName,
          fitScore: appointment.fitScore,
          projectSummary: appointment.projectSummary,
          reason: 'deposit-due',
          since: appointment.createdAt,
          artistId: appointment.artistId,
          artistName: appointment.artistName,
        }))
    : [];
  return [...deposits, ...requests];
}
