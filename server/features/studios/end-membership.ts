import { and, eq, exists, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, conversations, leads, studioMembers, studios, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { moveLead } from './move-lead.ts';

/**
 * Ends a member's place in a studio (leaving or removed; decision 073), in one transaction. Their own data stays
 * theirs. The shared threads (conversations that came in through the studio, `studio_id`) they hold without a
 * booking go back to the owner, the lead marked reassigned with `reason`; those with a booking stay with them,
 * because the client booked that artist. NOT_FOUND when they are not a member; CONFLICT for the owner.
 */
export async function endMembership(
  db: Db,
  { studioId, userId, reason, now }: { studioId: string; userId: string; reason: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ role: studioMembers.role, ownerId: studios.ownerId })
      .from(studioMembers)
      .innerJoin(studios, eq(studios.id, studioMembers.studioId))
      .where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.userId, userId)))
      .for('update');
    if (!member) throw new AppError('NOT_FOUND', 'Member not found');
    if (member.role === 'owner') {
      throw new AppError(
        'CONFLICT',
        'The owner cannot leave the studio: deleting the account ends the studio',
      );
    }
    const hasBooking = exists(
      tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.leadId, leads.id), ne(bookings.status, 'cancelled'))),
    );
    const shared = await tx
      .select({ conversationId: conversations.id, leadId: leads.id, hasBooking })
      .from(conversations)
      .leftJoin(leads, eq(leads.conversationId, conversations.id))
      .where(and(eq(conversations.studioId, studioId), eq(conversations.artistId, userId)));
    for (const thread of shared) {
      if (thread.hasBooking) continue;
      if (thread.leadId) {
        await moveLead(tx, {
          leadId: thread.leadId,
          conversationId: thread.conversationId,
          fromArtistId: userId,
          toArtistId: member.ownerId,
          routing: { studioId, how: 'reassigned', reason, candidates: [], at: now.toISOString() },
          now,
        });
      } else {
        await tx
          .update(conversations)
          .set({ artistId: member.ownerId })
          .where(and(eq(conversations.id, thread.conversationId), eq(conversations.artistId, userId)));
      }
    }
    await tx
      .delete(studioMembers)
      .where(and(eq(studioMembers.studioId, studioId), eq(studioMembers.userId, userId)));
  });
}

/** A member's name for the reasons the owner reads on a returned lead. */
export async function memberName(db: Db, userId: string): Promise<string> {
  const [user] = await db
    .select({ artistName: users.artistName, firstName: users.firstName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user?.artistName ?? user?.firstName ?? user?.email ?? 'An artist';
}
