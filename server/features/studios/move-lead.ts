import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { LeadRouting } from '#common/contracts/studios.ts';
import type { Db } from '../../db/client.ts';
import {
  bookingEvents,
  bookingOffers,
  bookingProjects,
  bookings,
  consentForms,
  conversations,
  instagramThreads,
  leads,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isExclusionViolation } from '../../lib/pg-errors.ts';
import { lockArtistBookings } from '../booking/core/take-slot.ts';
import { moveThreads } from '../inbox/move-threads.ts';

/**
 * Moves a lead from one artist to another inside the caller's transaction (decision 073): the lead with its routing,
 * its conversation, its Instagram thread and the thread's messages, and its bookings not yet done (with their
 * consent forms, the project and the booking history). Times offered from the first artist's calendar are withdrawn:
 * the new artist offers their own. CONFLICT when a booking would overlap one of the new artist's.
 */
export async function moveLead(
  tx: Db,
  {
    leadId,
    conversationId,
    fromArtistId,
    toArtistId,
    routing,
    now,
  }: {
    leadId: string;
    conversationId: string;
    fromArtistId: string;
    toArtistId: string;
    routing: LeadRouting;
    now: Date;
  },
): Promise<void> {
  // Both calendars, in one order, before any booking row (take-slot.ts): no deadlock with a booking being taken.
  for (const artistId of [fromArtistId, toArtistId].sort()) await lockArtistBookings(tx, artistId);
  await tx
    .update(leads)
    .set({ artistId: toArtistId, routing, updatedAt: now })
    .where(and(eq(leads.id, leadId), eq(leads.artistId, fromArtistId)));
  await tx
    .update(conversations)
    .set({ artistId: toArtistId })
    .where(and(eq(conversations.id, conversationId), eq(conversations.artistId, fromArtistId)));
  // A savepoint around each write a constraint may refuse, so the refusal is a CONFLICT, not a broken transaction.
  await moveThreads(tx, {
    where: and(eq(instagramThreads.leadId, leadId), eq(instagramThreads.artistId, fromArtistId)),
    toArtistId,
    routing,
  });
  const moved = await tx
    .transaction((savepoint) =>
      savepoint
        .update(bookings)
        .set({ artistId: toArtistId })
        .where(
          and(
            eq(bookings.leadId, leadId),
            eq(bookings.artistId, fromArtistId),
            ne(bookings.status, 'cancelled'),
            gt(bookings.endsAt, now),
          ),
        )
        .returning({ id: bookings.id }),
    )
    .catch((error: unknown) => {
      if (!isExclusionViolation(error)) throw error;
      throw new AppError(
        'CONFLICT',
        'The other artist already has a booking at the time of this lead’s booking',
      );
    });
  if (moved.length) {
    await tx
      .update(consentForms)
      .set({ artistId: toArtistId })
      .where(
        inArray(
          consentForms.bookingId,
          moved.map((booking) => booking.id),
        ),
      );
  }
  await tx
    .update(bookingProjects)
    .set({ artistId: toArtistId })
    .where(and(eq(bookingProjects.leadId, leadId), eq(bookingProjects.artistId, fromArtistId)));
  await tx
    .update(bookingEvents)
    .set({ artistId: toArtistId })
    .where(and(eq(bookingEvents.leadId, leadId), eq(bookingEvents.artistId, fromArtistId)));
  await tx
    .update(bookingOffers)
    .set({ withdrawnAt: now })
    .where(and(eq(bookingOffers.leadId, leadId), isNull(bookingOffers.withdrawnAt)));
}
