import { queryOptions } from '@tanstack/react-query';
import { ApiError, getJson } from '#client/lib/api-client.ts';
import { publicStudioSchema } from '#common/contracts/studio-page.ts';

/** A studio's public page (GET /api/studio-pages/:handle, issue #28 item 4). */
export function getPublicStudioQueryOptions(handle: string) {
  const segment = encodeURIComponent(handle);
  return queryOptions({
    queryKey: ['/api/studio-pages', segment],
    queryFn: () => getJson(`/api/studio-pages/${segment}`, publicStudioSchema),
  });
}

/** A handle no studio has: 404, or 400 for one that cannot be a handle at all. */
export function isUnknownStudioError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 404);
}
