import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobHandler, JobName, JobQueue, WorkOptions } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import './instagram-job-payloads.ts';
import { connectedArtistIds } from './find-connected-account.ts';
import { refreshInstagramTokens, TOKEN_REFRESH_CRON } from './refresh-instagram-tokens.ts';
import { syncInstagramPhotos } from './sync-instagram-photos.ts';

/** Every six hours, plus once on connect (issue #10 photo sync). */
export const PHOTO_SYNC_CRON = '41 */6 * * *';

/**
 * The Instagram connection's jobs and schedules (decision 016): photo sync and token refresh. Webhook deliveries
 * are the inbox's (register-inbox-jobs.ts), deletions the account's.
 */
export async function registerInstagramJobs({
  work,
  jobs,
  db,
  storage,
  instagram,
  log,
  clock,
}: {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
  jobs: JobQueue;
  db: Db;
  storage: ObjectStorage;
  instagram: InstagramSetup | undefined;
  log: FastifyBaseLogger;
  clock: Clock;
}): Promise<void> {
  if (!instagram) return;
  await work('instagram-photo-sync', async ({ artistId }) => {
    await syncInstagramPhotos({ db, storage, instagram, artistId, log, now: clock() });
  });
  await work('instagram-token-refresh', async () => {
    await refreshInstagramTokens({ db, instagram, log });
  });
  await work('instagram-photo-sync-all', async () => {
    for (const artistId of await connectedArtistIds(db)) {
      await jobs.send('instagram-photo-sync', { artistId }, { singletonKey: artistId });
    }
  });
  await jobs.schedule('instagram-token-refresh', TOKEN_REFRESH_CRON, {});
  await jobs.schedule('instagram-photo-sync-all', PHOTO_SYNC_CRON, {});
}
