import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { PHOTO_SYNC_INTERVAL_MS, type PhotoSyncStatus } from '#common/contracts/portfolio.ts';
import type { Db } from '../../db/client.ts';
import { instagramAccounts } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { findConnectedAccount } from './find-connected-account.ts';
import { toPhotoSyncStatus } from './get-photo-sync-status.ts';

/**
 * "Sync now" on the Portfolio tab (decision 057): queues one 'instagram-photo-sync' for the artist, at most
 * once a minute. The claim is one conditional update, so two quick presses (or two servers) queue one sync.
 * Returns the status with the sync running. Throws CONFLICT when Instagram is not connected, RATE_LIMITED
 * within a minute of the last press.
 */
export async function requestPhotoSync({
  db,
  jobs,
  artistId,
  now,
}: {
  db: Db;
  jobs: JobQueue;
  artistId: string;
  now: Date;
}): Promise<PhotoSyncStatus> {
  const [account] = await db
    .update(instagramAccounts)
    .set({ photoSyncRequestedAt: now })
    .where(
      and(
        eq(instagramAccounts.artistId, artistId),
        isNull(instagramAccounts.disconnectedAt),
        isNotNull(instagramAccounts.encryptedToken),
        or(
          isNull(instagramAccounts.photoSyncRequestedAt),
          lte(instagramAccounts.photoSyncRequestedAt, new Date(now.getTime() - PHOTO_SYNC_INTERVAL_MS)),
        ),
      ),
    )
    .returning();
  if (!account) {
    const connected = await findConnectedAccount(db, artistId);
    if (!connected) {
      throw new AppError('CONFLICT', 'Connect Instagram in Settings → Integrations first');
    }
    const waitMs = connected.photoSyncRequestedAt!.getTime() + PHOTO_SYNC_INTERVAL_MS - now.getTime();
    throw new AppError(
      'RATE_LIMITED',
      `Instagram was synced less than a minute ago; try again in ${Math.max(1, Math.ceil(waitMs / 1000))} s`,
    );
  }
  await jobs.send('instagram-photo-sync', { artistId }, { singletonKey: artistId });
  return toPhotoSyncStatus(account);
}
