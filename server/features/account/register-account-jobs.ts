import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobHandler, JobName, JobQueue, WorkOptions } from '../../jobs/types.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import './account-job-payloads.ts';
import { runAccountDeletion, runInstagramDeauthorize } from './run-account-deletion.ts';

/**
 * The deletion jobs (decision 016). They run even with Instagram off: an admin-queued or earlier request still
 * completes.
 */
export async function registerAccountJobs({
  work,
  ...deps
}: {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
  jobs: JobQueue;
  db: Db;
  storage: ObjectStorage;
  instagram: InstagramSetup | undefined;
  log: FastifyBaseLogger;
  dataDir: string;
}): Promise<void> {
  await work('account-deletion', ({ code, artistId }) => runAccountDeletion({ ...deps, code, artistId }));
  await work('instagram-deauthorize', ({ code }) => runInstagramDeauthorize({ ...deps, code }));
}
