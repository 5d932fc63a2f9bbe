import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilitySettings, bookingProjects, bookings, leads, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireFeature } from '../billing/require-feature.ts';
import { calendarFeed } from './core/booking-invite.ts';
import { inviteSequenceColumn } from './core/invite-attachment.ts';

/** How far back the feed reaches: calendars keep what they already have, and recent history stays visible. */
const FEED_HISTORY_DAYS = 90;

const TOKEN = /^[\w-]{16,64}$/;

/**
 * GET /api/calendar/<token>.ics: the artist's confirmed appointments as an ICS calendar; a cancelled one drops out,
 * which a subscribed calendar reads as removed. Only the session kind,
 * the client's first name, the piece and the studio's address leave (the URL is a bearer secret a calendar app stores); an unknown or rotated
 * token is NOT_FOUND; a plan without the calendar feed is PLAN_REQUIRED.
 */
export async function getCalendarFeed({
  db,
  token,
  now,
}: {
  db: Db;
  token: string;
  now: Date;
}): Promise<string> {
  if (!TOKEN.test(token)) throw new AppError('NOT_FOUND', 'Calendar not found');
  const [owner] = await db
    .select({
      artistId: availabilitySettings.artistId,
      artistName: users.artistName,
      studioAddress: users.studioLocation,
    })
    .from(availabilitySettings)
    .innerJoin(users, eq(users.id, availabilitySettings.artistId))
    .where(eq(availabilitySettings.calendarToken, token));
  if (!owner) throw new AppError('NOT_FOUND', 'Calendar not found');
  // The feed is Professional's calendar integration (spec §9): a lapsed or Starter plan's calendar gets the 402.
  await requireFeature({ db, clock: () => now }, owner.artistId, 'calendarFeed');
  const rows = await db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      sessionKind: bookings.sessionKind,
      clientName: leads.name,
      piece: leads.projectSummary,
      sessionNumber: bookings.sessionNumber,
      sessionCount: bookingProjects.sessionCount,
      // A move or a cancellation keeps the UID; the same count as every emailed invite
      // (core/invite-attachment.ts).
      sequence: inviteSequenceColumn(),
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(
      bookingProjects,
      and(eq(bookingProjects.leadId, bookings.leadId), eq(bookingProjects.artistId, bookings.artistId)),
    )
    .where(
      and(
        eq(bookings.artistId, owner.artistId),
        eq(bookings.status, 'confirmed'),
        gte(bookings.endsAt, new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return calendarFeed(
    `${owner.artistName ?? 'Inkdesk'} appointments`,
    rows.map(({ clientName, piece, sessionNumber, sessionCount, ...booking }) => ({
      ...booking,
      firstName: clientName?.trim().split(/\s+/)[0] || null,
      piece: piece.trim() || null,
      session:
        sessionNumber !== null && sessionCount !== null
          ? { number: sessionNumber, count: sessionCount }
          : null,
    })),
    owner.studioAddress?.trim() || null,
  );
}
