import { and, eq } from 'drizzle-orm';
import type { StudioActor } from '#common/contracts/studios.ts';
import { teamScope } from '../../../auth/artist-scope.ts';
import type { Db } from '../../../db/client.ts';
import { bookings, leads } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findStudioActor } from '../../studio-membership/find-studio-actor.ts';

/**
 * Whose booking a viewer acts on (decision 073): their own, or for a studio's owner and front desk any member's.
 * The action then runs as that artist (their calendar, zone, currency, texts and emails), through the same use
 * case an artist's own action takes. NOT_FOUND for any other booking, another studio's included.
 */
export async function bookingArtistFor(
  db: Db,
  { viewerId, bookingId }: { viewerId: string; bookingId: string },
): Promise<string> {
  const [row] = await db
    .select({ artistId: bookings.artistId })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), teamScope(bookings.artistId, viewerId)));
  if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
  return row.artistId;
}

/** The same for a lead's booking section (offer times, book directly, decline): whose lead it is. */
export async function leadArtistFor(
  db: Db,
  { viewerId, leadId }: { viewerId: string; leadId: string },
): Promise<string> {
  const [row] = await db
    .select({ artistId: leads.artistId })
    .from(leads)
    .where(and(eq(leads.id, leadId), teamScope(leads.artistId, viewerId)));
  if (!row) throw new AppError('NOT_FOUND', 'Lead not found');
  return row.artistId;
}

/** Whose lead it is and who acts on it, as bookingActionFor says for a booking: offer times, book directly, decline. */
export async function leadActionFor(
  db: Db,
  { viewerId, leadId }: { viewerId: string; leadId: string },
): Promise<{ artistId: string; actor: StudioActor | null }> {
  const artistId = await leadArtistFor(db, { viewerId, leadId });
  return { artistId, actor: await findStudioActor(db, { viewerId, artistId }) };
}

/**
 * Whose booking it is and who acts on it: the artist the action runs as, and the studio's owner or front desk
 * when it is not the artist themselves (null then), so the history and the artist's emails name who did it.
 */
export async function bookingActionFor(
  db: Db,
  { viewerId, bookingId }: { viewerId: string; bookingId: string },
): Promise<{ artistId: string; actor: StudioActor | null }> {
  const artistId = await bookingArtistFor(db, { viewerId, bookingId });
  return { artistId, actor: await findStudioActor(db, { viewerId, artistId }) };
}
