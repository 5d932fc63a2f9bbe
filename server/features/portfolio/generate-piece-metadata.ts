import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { portfolioPieces, users } from '../../db/schema/index.ts';
import type { AiImageMetadataProvider, ImageMetadata } from '../../providers/ai/types.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';

const stillPending = (pieceId: string) =>
  and(eq(portfolioPieces.id, pieceId), eq(portfolioPieces.metadataStatus, 'pending'));

/**
 * Fills in a pending piece's title, style, description and tags from its thumbnail. The update only
 * applies while the piece is still pending, so an artist's edit made meanwhile wins. Returns false when
 * there was nothing to do (deleted, or already edited). When the image or the provider fails, the piece
 * is marked ready as it is (the artist can still write its details) and the error is thrown for the log.
 */
export async function generatePieceMetadata({
  db,
  storage,
  provider,
  pieceId,
}: {
  db: Db;
  storage: ObjectStorage;
  provider: AiImageMetadataProvider;
  pieceId: string;
}): Promise<boolean> {
  const [piece] = await db
    .select({
      imageKey: portfolioPieces.imageKey,
      thumbnailKey: portfolioPieces.thumbnailKey,
      originalName: portfolioPieces.originalName,
      artistStyles: users.specialtyStyles,
    })
    .from(portfolioPieces)
    .innerJoin(users, eq(users.id, portfolioPieces.artistId))
    .where(stillPending(pieceId));
  if (!piece) return false;
  let metadata: ImageMetadata;
  try {
    const stored = await storage.get(piece.thumbnailKey ?? piece.imageKey);
    if (!stored) throw new Error(`The image of portfolio piece ${pieceId} is missing from storage`);
    metadata = await provider.describeImage({
      thumbnail: await buffer(stored.body),
      fileName: piece.originalName,
      artistStyles: piece.artistStyles,
    });
  } catch (error) {
    await finishPending(db, pieceId, {});
    throw error;
  }
  return finishPending(db, pieceId, metadata);
}

/** Marks a still-pending piece ready with the given fields; false when it was no longer pending. */
async function finishPending(db: Db, pieceId: string, metadata: Partial<ImageMetadata>): Promise<boolean> {
  const updated = await db
    .update(portfolioPieces)
    .set({ ...metadata, metadataStatus: 'ready', updatedAt: new Date() })
    .where(stillPending(pieceId))
    .returning({ id: portfolioPieces.id });
  return updated.length > 0;
}
