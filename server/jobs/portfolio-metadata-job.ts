import type { Db } from '../db/client.ts';
import { generatePieceMetadata } from '../features/portfolio/generate-piece-metadata.ts';
import { listPendingPieceIds } from '../features/portfolio/list-pending-piece-ids.ts';
import type { AiImageMetadataProvider } from '../providers/ai/types.ts';
import type { ObjectStorage } from '../providers/storage/types.ts';
import type { JobHandler, JobQueue } from './types.ts';

/**
 * One piece at a time per instance: describing an image is CPU work (or a model call), and uploads need the same
 * cores. A vision model's latency is what it is either way; a backlog drains in the background.
 */
export const PORTFOLIO_METADATA_CONCURRENCY = 1;

/**
 * Issue #5: AI metadata runs as a job off the request path; the piece is listed at once as pending. Running it
 * twice is harmless: the update applies only while the piece is still pending.
 */
export function portfolioMetadataJob(deps: {
  db: Db;
  storage: ObjectStorage;
  provider: AiImageMetadataProvider;
}): JobHandler<'portfolio-metadata'> {
  return async ({ pieceId }) => {
    await generatePieceMetadata({ ...deps, pieceId });
  };
}

/** Queues the metadata job for pieces just saved; the key keeps one job per piece however often it is asked. */
export async function sendPortfolioMetadata({
  jobs,
  pieceIds,
}: {
  jobs: JobQueue;
  pieceIds: readonly string[];
}) {
  await Promise.all(
    pieceIds.map((pieceId) => jobs.send('portfolio-metadata', { pieceId }, { singletonKey: pieceId })),
  );
}

/**
 * A boot step: pieces still pending with no job queued (saved before the queue was durable, or a send that
 * failed after the piece was written) get one. Pieces whose job is queued or running are skipped by their key.
 */
export async function sendPendingPortfolioMetadata({ db, jobs }: { db: Db; jobs: JobQueue }) {
  await sendPortfolioMetadata({ jobs, pieceIds: await listPendingPieceIds({ db }) });
}
