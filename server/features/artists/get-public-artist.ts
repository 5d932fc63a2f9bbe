import { and, eq } from 'drizzle-orm';
import type { PublicArtist } from '#common/contracts/artists.ts';
import { bookingLinkOf } from '#common/domain/consultation/artist-profile.ts';
import type { ClientBrand } from '#common/domain/studio/white-label.ts';
import type { Db } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadConsultationArtist } from '../consultation/load-consultation-artist.ts';
import { brandOfStudio, findArtistStudio } from '../studio-membership/find-artist-studio.ts';

/** An artist's public profile by handle; throws NOT_FOUND for unknown handles and unfinished profiles. */
export async function getPublicArtist({
  db,
  handle,
  now,
}: {
  db: Db;
  handle: string;
  now: Date;
}): Promise<PublicArtist> {
  const [artist] = await db
    .select()
    .from(users)
    .where(and(eq(users.publicHandle, handle.toLowerCase()), eq(users.hasCompletedSetup, true)));
  if (!artist) throw new AppError('NOT_FOUND', 'No artist has this page');
  const found = await findArtistStudio(db, artist.id);
  return publicArtistOf(db, artist, {
    studio: found ? { name: found.studio.name, handle: found.studio.publicHandle } : null,
    brand: brandOfStudio(found, now),
  });
}

/**
 * One artist as their public page and their studio's page show them: profile, published portfolio, and the
 * studio and brand the caller read (issue #28 items 4 and 5).
 */
export async function publicArtistOf(
  db: Db,
  artist: UserRow,
  context: { studio: PublicArtist['studio']; brand: ClientBrand | null },
): Promise<PublicArtist> {
  const { profile, portfolio } = await loadConsultationArtist(db, artist.id);
  return {
    id: artist.id,
    handle: artist.publicHandle!,
    artistName: artist.artistName ?? artist.firstName ?? 'Tattoo artist',
    bio: artist.bio ?? '',
    specialtyStyles: artist.specialtyStyles,
    yearsExperience: artist.yearsExperience,
    consultationPrice: artist.consultationPrice,
    // An artist who books in Inkdesk is booked through the chat on this page, not an old outside link (decision 060).
    bookingUrl: bookingLinkOf(profile),
    instagramHandle: artist.instagramHandle,
    portfolio: portfolio.map(({ tags: _tags, ...piece }) => piece),
    ...context,
  };
}
