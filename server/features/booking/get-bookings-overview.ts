import { and, asc, desc, eq, exists, gt, inArray, isNull, ne, not, notExists, or, sql } from 'drizzle-orm';
import type { Appointment, BookingsOverview, YourTurnItem } from '#common/contracts/booking.ts';
import { localDateOf } from '#common/domain/booking/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { bookingEvents, bookingOffers, bookings, leads } from '../../db/schema/index.ts';
import { loadAvailability } from './core/availability.ts';
import { type BookingDeps, depositCollectionOf } from './core/booking-deps.ts';
import { leadName, selectAppointments, toAppointment } from './core/select-appointments.ts';
import { releaseLapsedHolds } from './core/take-slot.ts';

/** Each list of the overview stops here; the leads page has the rest. */
const LIST_LIMIT = 100;

/**
 * GET /api/booking/overview, the dashboard's Bookings tab: upcoming appointments grouped by day in the
 * artist's zone, deposits still due, and the "your turn" queue of requests waiting on the artist: new high
 * and medium fit leads with nothing offered, leads whose hold lapsed or whose offered times all passed, and
 * (when the artist collects deposits) picked times waiting for the deposit. Lapsed holds are released first,
 * so what the tab shows as booked is booked.
 */
export async function getBookingsOverview({
  db,
  env,
  artistId,
  now,
}: {
  db: Db;
  env: BookingDeps['env'];
  artistId: string;
  now: Date;
}): Promise<BookingsOverview> {
  const settings = await loadAvailability(db, artistId);
  await db.transaction((tx) => releaseLapsedHolds(tx, artistId, now));
  const upcoming = await selectAppointments(db, artistId)
    .where(and(eq(bookings.artistId, artistId), ne(bookings.status, 'cancelled'), gt(bookings.endsAt, now)))
    .orderBy(asc(bookings.startsAt))
    .limit(LIST_LIMIT);
  const appointments = upcoming.map((row) => toAppointment(row, settings.currency));
  const days = new Map<string, Appointment[]>();
  for (const appointment of appointments) {
    const date = localDateOf(new Date(appointment.startsAt), settings.timeZone);
    days.set(date, [...(days.get(date) ?? []), appointment]);
  }
  return {
    timeZone: settings.timeZone,
    days: [...days].map(([date, list]) => ({ date, appointments: list })),
    depositsDue: appointments.filter((appointment) => appointment.depositStatus === 'due'),
    yourTurn: await yourTurnQueue(db, {
      artistId,
      now,
      isManual: depositCollectionOf(env) === 'artist',
      appointments,
    }),
  };
}

async function yourTurnQueue(
  db: Db,
  {
    artistId,
    now,
    isManual,
    appointments,
  }: { artistId: string; now: Date; isManual: boolean; appointments: Appointment[] },
): Promise<YourTurnItem[]> {
  const offersOfLead = and(eq(bookingOffers.leadId, leads.id), eq(bookingOffers.artistId, artistId));
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
    .where(and(eq(bookingEvents.leadId, leads.id), eq(bookingEvents.artistId, artistId)))
    .orderBy(desc(bookingEvents.at))
    .limit(1);
  const lastEventKind = sql<string | null>`(${latestEvent})`;
  const rows = await db
    .select({
      leadId: leads.id,
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
        eq(leads.artistId, artistId),
        eq(leads.isTest, false),
        inArray(leads.status, ['new', 'qualified', 'contacted']),
        notExists(
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(
                eq(bookings.leadId, leads.id),
                eq(bookings.artistId, artistId),
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
        }))
    : [];
  return [...deposits, ...requests];
}
