import type { PhotoSyncStatus } from '#common/contracts/portfolio.ts';
import type { Db } from '../../db/client.ts';
import type { InstagramAccountRow } from '../../db/schema/index.ts';
import { findConnectedAccount } from './find-connected-account.ts';

/** A connected account's last asked-for photo sync (running until a sync finishes after the request). */
export function toPhotoSyncStatus(account: InstagramAccountRow | undefined): PhotoSyncStatus {
  const requestedAt = account?.photoSyncRequestedAt ?? null;
  const lastSyncAt = account?.lastPhotoSyncAt ?? null;
  return {
    isConnected: account !== undefined,
    requestedAt: requestedAt?.toISOString() ?? null,
    lastSyncAt: lastSyncAt?.toISOString() ?? null,
    isRunning: requestedAt !== null && (lastSyncAt === null || lastSyncAt < requestedAt),
    added: account?.lastPhotoSyncAdded ?? null,
    removed: account?.lastPhotoSyncRemoved ?? null,
  };
}

/** What the Portfolio tab's "Sync now" shows (decision 057): connected or not, and the last sync's result. */
export async function getPhotoSyncStatus({
  db,
  artistId,
}: {
  db: Db;
  artistId: string;
}): Promise<PhotoSyncStatus> {
  return toPhotoSyncStatus(await findConnectedAccount(db, artistId));
}
