import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { portfolioPieces } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';

/**
 * Deletes one of the artist's pieces and its stored files. Files go first: if storage fails, the piece is
 * still listed and a retry finishes the job, rather than a row-less file lingering forever.
 * Throws NOT_FOUND for any other artist's piece.
 */
export async function deletePortfolioPiece({
  db,
  storage,
  artistId,
  pieceId,
}: {
  db: Db;
  storage: ObjectStorage;
  artistId: string;
  pieceId: string;
}): Promise<void> {
  const ownPiece = and(eq(portfolioPieces.id, pieceId), eq(portfolioPieces.artistId, artistId));
  const [piece] = await db
    .select({ imageKey: portfolioPieces.imageKey, thumbnailKey: portfolioPieces.thumbnailKey })
    .from(portfolioPieces)
    .where(ownPiece);
  if (!piece) throw new AppError('NOT_FOUND', 'Portfolio piece not found');
  await deleteStoredImages(storage, [piece]);
  await db.delete(portfolioPieces).where(ownPiece);
}

/** Removes the image and thumbnail of each piece from storage. */
export async function deleteStoredImages(
  storage: ObjectStorage,
  pieces: ReadonlyArray<{ imageKey: string; thumbnailKey: string | null }>,
): Promise<void> {
  const keys = pieces.flatMap((piece) => [piece.imageKey, piece.thumbnailKey ?? []].flat());
  await Promise.all(keys.map((key) => storage.delete(key)));
}
