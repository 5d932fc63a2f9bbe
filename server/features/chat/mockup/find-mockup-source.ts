import { and, eq } from 'drizzle-orm';
import type { ChatPortfolioImage } from '#common/contracts/chat.ts';
import type { Db } from '../../../db/client.ts';
import { portfolioPieces, type StoredChatMessage } from '../../../db/schema/index.ts';
import type { ObjectStorage } from '../../../providers/storage/types.ts';
import { isPublicPiece } from '../../portfolio/public-piece.ts';

/** The most a mockup source may weigh: a portfolio original or a chat image is well under it. */
const MAX_SOURCE_BYTES = 12 * 1024 * 1024;

async function readObject(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object || object.size > MAX_SOURCE_BYTES) {
    object?.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The picture a concept mockup is made from (decision 030): the client's latest reference image, as it is
 * the design they have in mind; else the artist's best-matching portfolio piece shown this turn, while it is
 * still published (decision 057: one unpublished since is not drawn from); else null.
 */
export async function findMockupSource({
  db,
  storage,
  artistId,
  transcript,
  portfolioImages,
}: {
  db: Db;
  storage: ObjectStorage;
  artistId: string;
  transcript: readonly StoredChatMessage[];
  portfolioImages: readonly ChatPortfolioImage[];
}): Promise<Buffer | null> {
  const reference = transcript
    .filter((message) => message.role === 'user')
    .flatMap((message) => message.images ?? [])
    .at(-1);
  if (reference) return readObject(storage, reference.key);
  const best = portfolioImages[0];
  if (!best) return null;
  const [piece] = await db
    .select({ imageKey: portfolioPieces.imageKey, thumbnailKey: portfolioPieces.thumbnailKey })
    .from(portfolioPieces)
    .where(and(eq(portfolioPieces.id, best.id), eq(portfolioPieces.artistId, artistId), isPublicPiece));
  return piece ? readObject(storage, piece.thumbnailKey ?? piece.imageKey) : null;
}
