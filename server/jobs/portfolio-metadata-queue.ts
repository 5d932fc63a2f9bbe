import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { generatePieceMetadata } from '../features/portfolio/generate-piece-metadata.ts';
import { listPendingPieceIds } from '../features/portfolio/list-pending-piece-ids.ts';
import type { AiImageMetadataProvider } from '../providers/ai/types.ts';
import type { ObjectStorage } from '../providers/storage/types.ts';
import { createWorkQueue } from './work-queue.ts';

/**
 * One piece at a time: describing an image is CPU work (or a model call), and uploads need the same two
 * cores. A vision model's latency is what it is either way; a backlog drains in the background.
 */
const CONCURRENCY = 1;

export interface PortfolioMetadataQueue {
  enqueue(pieceIds: readonly string[]): void;
  /** Queues every piece still pending, e.g. those a restart interrupted. */
  resumePending(): Promise<void>;
  whenIdle(): Promise<void>;
  stop(): Promise<void>;
}

/** Issue #5: AI metadata runs as a job off the request path; the piece is listed at once as pending. */
export function createPortfolioMetadataQueue({
  db,
  storage,
  provider,
  log,
}: {
  db: Db;
  storage: ObjectStorage;
  provider: AiImageMetadataProvider;
  log: FastifyBaseLogger;
}): PortfolioMetadataQueue {
  const queue = createWorkQueue<string>({
    concurrency: CONCURRENCY,
    run: (pieceId) => generatePieceMetadata({ db, storage, provider, pieceId }),
    onError: (error, pieceId) => log.error({ err: error, pieceId }, 'Portfolio metadata failed'),
  });
  return {
    enqueue: (pieceIds) => queue.add(pieceIds),
    resumePending: async () => queue.add(await listPendingPieceIds({ db })),
    whenIdle: () => queue.whenIdle(),
    stop: () => queue.stop(),
  };
}
