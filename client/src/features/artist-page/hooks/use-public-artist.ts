import { useQuery } from '@tanstack/react-query';
import type { PublicArtist } from '#common/contracts/artists.ts';

/** An artist's public profile (GET /api/artists/:handle); the default query function builds the URL. */
export function usePublicArtist(handle: string) {
  return useQuery<PublicArtist>({ queryKey: ['/api/artists', encodeURIComponent(handle)] });
}

/**
 * A handle no artist has: the server answers 404, or 400 for one that cannot be a handle at all.
 * Errors are "<status>: <body>" (spec §8).
 */
export function isUnknownArtistError(error: unknown): boolean {
  return error instanceof Error && /^(400|404): /.test(error.message);
}
