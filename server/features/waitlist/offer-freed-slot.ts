import { and, asc, eq, gt, isNull, ne, notExists, or } from 'drizzle-orm';
import { matchFreedSlot } from '#common/domain/booking/waitlist-match.ts';
import type { Db } from '../../db/client.ts';
import { bookings, leads, users, waitlistEntries, waitlistOffers } from '../../db/schema/index.ts';
import type { JobPayloads } from '../../jobs/types.ts';
import { loadAvailability } from '../booking/core/availability.ts';
import type { BookingDeps } from '../booking/core/booking-deps.ts';
import { loadBusyTime } from '../booking/core/busy-time.ts';
import { requestPageUrl } from '../booking/core/request-link.ts';
import '../booking/core/slot-freed.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { waitlistOfferEmail } from './waitlist-offer-email.ts';

/** The request page opens a waitlist offer from `?offer=<id>` (decision 067). */
export const offerUrl = (pageUrl: string, offerId: string) => `${pageUrl}?offer=${offerId}`;

/**
 * The waitlisted clients a freed interval could go to, in join order: with an email, not declined, without a live
 * booking of their own, and not the client whose booking freed it.
 */
async function candidates(
  db: Db,
  { artistId, bookingId, now }: { artistId: string; bookingId: string; now: Date },
) {
  const [freedBy] = await db
    .select({ leadId: bookings.leadId })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.artistId, artistId)));
  return db
    .select({
      id: waitlistEntries.id,
      leadId: waitlistEntries.leadId,
      sessionKind: waitlistEntries.sessionKind,
      weekdays: waitlistEntries.weekdays,
      fromDate: waitlistEntries.fromDate,
      untilDate: waitlistEntries.untilDate,
      email: leads.email,
      name: leads.name,
      language: leads.language,
    })
    .from(waitlistEntries)
    .innerJoin(leads, and(eq(leads.id, waitlistEntries.leadId), eq(leads.artistId, artistId)))
    .where(
      and(
        eq(waitlistEntries.artistId, artistId),
        ne(leads.status, 'rejected'),
        ne(leads.email, ''),
        freedBy ? ne(waitlistEntries.leadId, freedBy.leadId) : undefined,
        notExists(
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(
                eq(bookings.artistId, artistId),
                eq(bookings.leadId, waitlistEntries.leadId),
                ne(bookings.status, 'cancelled'),
                gt(bookings.endsAt, now),
                or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
}

/**
 * Job 'booking-slot-freed' (decision 067): offers a freed interval to the waitlisted clients it suits, all at once
 * and in join order, up to WAITLIST_OFFER_LIMIT: each gets an offer of their session from the freed start, if it
 * fits inside the interval, falls on their days and is free now, and an email in their language with its link.
 * One transaction; an offer exists once per entry and start, so a retried job offers and emails nothing twice.
 */
export async function offerFreedSlot(
  deps: BookingDeps,
  data: JobPayloads['booking-slot-freed'],
): Promise<void> {
  const { db, clock } = deps;
  const now = clock();
  const { artistId } = data;
  const freed = { startsAt: new Date(data.startsAt), endsAt: new Date(data.endsAt) };
  if (freed.startsAt <= now) return;
  const settings = await loadAvailability(db, artistId);
  const entries = await candidates(db, { artistId, bookingId: data.bookingId, now });
  if (entries.length === 0) return;
  const busy = await loadBusyTime(db, {
    artistId,
    from: new Date(freed.startsAt.getTime() - 86_400_000),
    now,
  });
  const matches = matchFreedSlot(entries, freed, { ...settings, busy, now });
  if (matches.length === 0) return;
  const [artist] = await db
    .select({ artistName: users.artistName, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, artistId));
  const artistName =
    artist?.artistName?.trim() ||
    [artist?.firstName, artist?.lastName].filter(Boolean).join(' ') ||
    'Your artist';
  await db.transaction(async (tx) => {
    for (const { entry, slot } of matches) {
      const [offer] = await tx
        .insert(waitlistOffers)
        .values({
          artistId,
          entryId: entry.id,
          leadId: entry.leadId,
          ...slot,
          sessionKind: entry.sessionKind,
        })
        .onConflictDoNothing()
        .returning({ id: waitlistOffers.id });
      if (!offer) continue;
      const pageUrl = await requestPageUrl({ db: tx, env: deps.env, leadId: entry.leadId });
      await queueEmail(
        { db, jobs: deps.jobs, tx },
        waitlistOfferEmail({
          to: entry.email,
          artistId,
          artistName,
          clientName: entry.name,
          language: entry.language,
          offerId: offer.id,
          ...slot,
          timeZone: settings.timeZone,
          offerUrl: offerUrl(pageUrl, offer.id),
        }),
      );
    }
  });
}
