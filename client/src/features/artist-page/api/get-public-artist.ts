import { queryOptions } from '@tanstack/react-query';
import { ApiError, getJson } from '#client/lib/api-client.ts';
import { publicArtistSchema } from '#common/contracts/artists.ts';

/** An artist's public profile (GET /api/artists/:handle). */
export function getPublicArtistQueryOptions(handle: string) {
  const segment = encodeURIComponent(handle);
  return queryOptions({
    queryKey: ['/api/artists', segment],
    queryFn: () => getJson(`/api/artists/${segment}`, publicArtistSchema),
  });
}

/** A handle no artist has: the server answers 404, or 400 for one that cannot be a handle at all. */
export function isUnknownArtistError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 404);
}
