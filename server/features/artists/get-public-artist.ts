import { and, eq } from 'drizzle-orm';
import type { PublicArtist } from '#common/contracts/artists.ts';
import { bookingLinkOf } from '#common/domain/consultation/artist-profile.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadConsultationArtist } from '../consultation/load-consultation-artist.ts';

/** An artist's public profile by handle; throws NOT_FOUND for unknown handles and unfinished profiles. */
export async function getPublicArtist({ db, handle }: { db: Db; handle: string }): Promise<PublicArtist> {
  const [artist] = await db
    .select()
    .from(users)
    .where(and(eq(users.publicHandle, handle.toLowerCase()), eq(users.hasCompletedSetup, true)));
  if (!artist) throw new AppError('NOT_FOUND', 'No artist has this page');
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
  };
}
