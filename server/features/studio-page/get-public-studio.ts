import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PublicStudio } from '#common/contracts/studio-page.ts';
import type { Db } from '../../db/client.ts';
import { studioMembers, studios, subscriptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicArtistOf } from '../artists/get-public-artist.ts';
import { brandOfStudio } from '../studio-membership/find-artist-studio.ts';

/**
 * A studio's public page by handle (issue #28 item 4): the studio, its brand when white-label is on, and its
 * artists who take clients (owner first, then by joining; front desk never), each with a finished profile and
 * their published portfolio. Throws NOT_FOUND for an unknown handle.
 */
export async function getPublicStudio({
  db,
  handle,
  now,
}: {
  db: Db;
  handle: string;
  now: Date;
}): Promise<PublicStudio> {
  const [found] = await db
    .select({ studio: studios, ownerSubscription: subscriptions })
    .from(studios)
    .leftJoin(subscriptions, eq(subscriptions.artistId, studios.ownerId))
    .where(eq(studios.publicHandle, handle.toLowerCase()));
  if (!found) throw new AppError('NOT_FOUND', 'No studio has this page');
  const { studio } = found;
  const members = await db
    .select({ artist: users, role: studioMembers.role })
    .from(studioMembers)
    .innerJoin(users, eq(users.id, studioMembers.userId))
    .where(
      and(
        eq(studioMembers.studioId, studio.id),
        inArray(studioMembers.role, ['owner', 'artist']),
        eq(users.hasCompletedSetup, true),
      ),
    )
    .orderBy(asc(studioMembers.joinedAt));
  // The owner leads the page whenever they joined the list.
  const ordered = [
    ...members.filter((member) => member.artist.id === studio.ownerId),
    ...members.filter((member) => member.artist.id !== studio.ownerId),
  ].filter((member) => member.artist.publicHandle !== null);
  const brand = brandOfStudio(found, now);
  const context = { studio: { name: studio.name, handle: studio.publicHandle }, brand };
  return {
    id: studio.id,
    handle: studio.publicHandle,
    name: studio.name,
    brand,
    address: studio.settings.address ?? null,
    hours: studio.settings.hours ?? null,
    artists: await Promise.all(ordered.map((member) => publicArtistOf(db, member.artist, context))),
  };
}
