import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import { type PhotoSyncStatus, photoSyncStatusSchema } from '#common/contracts/portfolio.ts';

const PHOTO_SYNC_URL = '/api/instagram/photo-sync';
export const PHOTO_SYNC_QUERY_KEY = [PHOTO_SYNC_URL] as const;

/** GET /api/instagram/photo-sync (decision 057): whether Instagram is connected, and the last sync asked for. */
export function getPhotoSyncQueryOptions() {
  return queryOptions({
    queryKey: PHOTO_SYNC_QUERY_KEY,
    queryFn: () => getJson(PHOTO_SYNC_URL, photoSyncStatusSchema),
  });
}

/** POST /api/instagram/photo-sync: queues a sync; throws `ApiError` (429 within a minute of the last). */
export function requestPhotoSync(): Promise<PhotoSyncStatus> {
  return sendJson('POST', PHOTO_SYNC_URL, photoSyncStatusSchema);
}
