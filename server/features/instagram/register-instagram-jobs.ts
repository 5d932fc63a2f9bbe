import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobHandler, JobName, JobQueue, WorkOptions } from '../../jobs/types.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { runAccountDeletion, runInstagramDeauthorize } from '../account/run-account-deletion.ts';
import './instagram-job-payloads.ts';
import { connectedArtistIds } from './find-connected-account.ts';
import { processInstagramWebhook } from './process-instagram-webhook.ts';
import { refreshInstagramTokens, TOKEN_REFRESH_CRON } from './refresh-instagram-tokens.ts';
import { syncInstagramPhotos } from './sync-instagram-photos.ts';

/** Every six hours, plus once on connect (issue #10 photo sync). */
export const PHOTO_SYNC_CRON = '41 */6 * * *';

/**
 * The Instagram jobs' handlers and schedules (decision 016). Deletion runs even with Instagram off: an
 * admin-queued or earlier request still completes.
 */
export async function registerInstagramJobs({
  work,
  jobs,
  db,
  storage,
  instagram,
  log,
}: {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
  jobs: JobQueue;
  db: Db;
  storage: ObjectStorage;
  instagram: InstagramSetup | undefined;
  log: FastifyBaseLogger;
}): Promise<void> {
  await work('account-deletion', ({ code, artistId }) =>
    runAccountDeletion({ db, jobs, storage, instagram, log, code, artistId }),
  );
  await work('instagram-deauthorize', ({ code }) =>
    runInstagramDeauthorize({ db, jobs, storage, instagram, log, code }),
  );
  // Deliveries stored while Instagram was on wait for it to be on again: answering one queues inbox jobs.
  if (!instagram) return;
  await work('instagram-webhook', ({ body, receivedAt }) =>
    processInstagramWebhook({ db, jobs, log, body, receivedAt: new Date(receivedAt) }),
  );
  await work('instagram-photo-sync', async ({ artistId }) => {
    await syncInstagramPhotos({ db, storage, instagram, artistId, log });
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
