import { and, asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SubscriptionState } from '#common/domain/billing/entitlement.ts';
import type { ArtistProfile, PortfolioPiece } from '#common/domain/consultation/index.ts';
import { inheritStudioSettings } from '#common/domain/studio/inherit-settings.ts';
import type { Db } from '../../db/client.ts';
import {
  availabilitySettings,
  portfolioPieces,
  studioMembers,
  studios,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { newTrial, planHolderId, toSubscriptionState } from '../billing/subscription-state.ts';
import { artistToday, toIntakeSettings } from '../intake/intake-columns.ts';
import { publicImageUrl } from '../portfolio/portfolio-image-url.ts';
import { isPublicPiece } from '../portfolio/public-piece.ts';

export interface ConsultationArtist {
  profile: ArtistProfile;
  portfolio: PortfolioPiece[];
  /**
   * The artist's plan as stored, read in the same select (decision 070): every turn's quota check comes with the
   * cached artist, so it costs no query. The entitlement is worked out on each turn's clock.
   */
  subscription: SubscriptionState;
}

/**
 * The one artist a chat talks for, and that artist's published portfolio (decision 057): the only data the
 * engine sees (issue #4 "Safety"), and what the public page shows. A studio member's settings left unset are
 * the studio's (inheritStudioSettings, decision 075). Throws NOT_FOUND for an unknown artist or one who has not finished setup.
 */
export async function loadConsultationArtist(
  db: Db,
  artistId: string,
  clock: Clock = systemClock,
): Promise<ConsultationArtist> {
  const [row] = await db
    .select({
      artist: users,
      availabilitySavedAt: availabilitySettings.savedAt,
      timeZone: availabilitySettings.timeZone,
      subscription: subscriptions,
      studioSettings: studios.settings,
    })
    .from(users)
    .leftJoin(availabilitySettings, eq(availabilitySettings.artistId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.artistId, planHolderId(users.id)))
    .leftJoin(studioMembers, eq(studioMembers.userId, users.id))
    .leftJoin(studios, eq(studios.id, studioMembers.studioId))
    .where(and(eq(users.id, artistId), eq(users.hasCompletedSetup, true)));
  if (!row) throw new AppError('NOT_FOUND', 'Artist not found');
  // Issue #28 item 2: a studio member's unset address, hours, policies and answers are the studio's.
  const artist = inheritStudioSettings(row.artist, row.studioSettings);
  const pieces = await db
    .select()
    .from(portfolioPieces)
    .where(and(eq(portfolioPieces.artistId, artistId), isPublicPiece))
    .orderBy(asc(portfolioPieces.createdAt));
  return {
    profile: {
      id: artist.id,
      name: artist.artistName ?? artist.firstName ?? '',
      bio: artist.bio ?? '',
      specialtyStyles: artist.specialtyStyles,
      consultationPrice: artist.consultationPrice,
      minimumPrice: artist.minimumPrice,
      bookingUrl: artist.bookingUrl,
      // An artist who saved their availability books in Inkdesk: replies offer its times, not the link (issue #25).
      booksInApp: row.availabilitySavedAt !== null,
      firstName: artist.firstName,
      // Issue #11: what the assistant may say about the studio and who qualifies; the books as they stand today.
      intake: toIntakeSettings(artist, artistToday(row.timeZone, clock())),
      // Decision 045: the artist's own answers to what clients ask most.
      studioAnswers: artist.studioAnswers,
    },
    portfolio: pieces.map((piece) => ({
      id: piece.id,
      title: piece.title,
      imageUrl: publicImageUrl(piece.thumbnailKey ?? piece.imageKey),
      style: piece.style ?? '',
      description: piece.description,
      tags: piece.tags,
    })),
    // No row (none should be left after migration 0042 and sign-up): a trial from sign-up, as findSubscriptionState reads it.
    subscription: row.subscription ? toSubscriptionState(row.subscription) : newTrial(artist.createdAt),
  };
}

/** How many artists the chat keeps in memory at once: the busiest ones, least recently used evicted first. */
export const CHAT_ARTIST_CACHE_MAX = 500;

/**
 * loadConsultationArtist behind a short-lived LRU cache: a busy chat asks for the same artist on every turn, while a
 * profile or portfolio edit may take up to `ttlMs` to reach new replies. At most `max` artists are held.
 */
export function createCachedArtistLoader(
  db: Db,
  {
    ttlMs,
    max = CHAT_ARTIST_CACHE_MAX,
    clock,
  }: {
    ttlMs: number;
    max?: number /** Tests set the time; defaults to performance.now. */;
    clock?: { now(): number };
  },
) {
  // ttlResolution 0: every read asks the clock, rather than reusing a time cached for a millisecond.
  const cache = new LRUCache<string, Promise<ConsultationArtist>>({
    max,
    ttl: ttlMs,
    ttlResolution: 0,
    ...(clock ? { perf: clock } : {}),
  });
  return (artistId: string): Promise<ConsultationArtist> => {
    const hit = cache.get(artistId);
    if (hit) return hit;
    const artist = loadConsultationArtist(db, artistId);
    cache.set(artistId, artist);
    // Failures (unknown artist) are not remembered: the next turn asks the database again.
    artist.catch(() => {
      if (cache.get(artistId) === artist) cache.delete(artistId);
    });
    return artist;
  };
}
