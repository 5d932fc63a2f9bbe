import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { LeadBooking } from '#common/contracts/booking.ts';
import type { Db } from '../../db/client.ts';
import { bookingEvents, bookingOffers, bookings, healedPhotos, users } from '../../db/schema/index.ts';
import { isClientEmailConfirmed } from '../mail/is-client-email-confirmed.ts';
import { findArtistLead } from './core/artist-lead.ts';
import { loadAvailability } from './core/availability.ts';
import { type BookingDeps, depositCollectionOf } from './core/booking-deps.ts';
import { declineTemplate } from './core/client-words/index.ts';
import { loadProject } from './core/project-sessions.ts';
import { toBookingDto, toEventDto, toOfferDto } from './core/to-booking-dto.ts';
import { healedPhotoUrl } from './get-healed-photo.ts';

/** Live bookings first (soonest first), then the cancelled ones, most recent first. */
const byLiveThenTime = (a: { status: string; startsAt: Date }, b: { status: string; startsAt: Date }) =>
  Number(a.status === 'cancelled') - Number(b.status === 'cancelled') ||
  (a.status === 'cancelled'
    ? b.startsAt.getTime() - a.startsAt.getTime()
    : a.startsAt.getTime() - b.startsAt.getTime());

/** GET /api/booking/leads/:leadId: the booking section of the lead's details; NOT_FOUND for another artist's lead. */
export async function getLeadBooking({
  db,
  env,
  artistId,
  leadId,
  now,
}: {
  db: Db;
  env: BookingDeps['env'];
  artistId: string;
  leadId: string;
  now: Date;
}): Promise<LeadBooking> {
  const lead = await findArtistLead(db, { artistId, leadId });
  const settings = await loadAvailability(db, artistId);
  const [artist] = await db
    .select({ artistName: users.artistName })
    .from(users)
    .where(eq(users.id, artistId));
  const ownedByLead = <
    T extends typeof bookings | typeof bookingOffers | typeof bookingEvents | typeof healedPhotos,
  >(
    table: T,
  ) => and(eq(table.artistId, artistId), eq(table.leadId, leadId));
  const [offers, leadBookings, events, isEmailConfirmed, project, photos] = await Promise.all([
    db
      .select()
      .from(bookingOffers)
      .where(
        and(ownedByLead(bookingOffers), isNull(bookingOffers.withdrawnAt), gt(bookingOffers.startsAt, now)),
      )
      .orderBy(asc(bookingOffers.startsAt)),
    db.select().from(bookings).where(ownedByLead(bookings)),
    db.select().from(bookingEvents).where(ownedByLead(bookingEvents)).orderBy(asc(bookingEvents.at)),
    lead.email ? isClientEmailConfirmed(db, artistId, lead.email) : true,
    loadProject(db, { artistId, leadId }),
    db.select().from(healedPhotos).where(ownedByLead(healedPhotos)).orderBy(asc(healedPhotos.createdAt)),
  ]);
  const sessionCount = project?.sessionCount ?? null;
  return {
    leadId,
    artistId,
    leadStatus: lead.status,
    timeZone: settings.timeZone,
    depositCollection: depositCollectionOf(env),
    openOffers: offers.map(toOfferDto),
    bookings: leadBookings
      .sort(byLiveThenTime)
      .map((row) => toBookingDto(row, settings.currency, sessionCount)),
    project: project
      ? {
          sessionCount: project.sessionCount,
          depositSession: project.depositSession,
          sessionKind: project.sessionKind,
          // Progress: the sessions confirmed of the count (2 of 3).
          bookedCount: leadBookings.filter((row) => row.sessionNumber !== null && row.status === 'confirmed')
            .length,
        }
      : null,
    timeline: events.map(toEventDto),
    declineTemplate: declineTemplate({
      clientName: lead.name,
      artistName: artist?.artistName ?? null,
      language: lead.language,
    }),
    isEmailWaiting: !isEmailConfirmed,
    healedPhotos: photos.map((photo) => ({
      id: photo.id,
      url: healedPhotoUrl(leadId, photo.imageKey),
      uploadedAt: photo.createdAt.toISOString(),
    })),
  };
}
