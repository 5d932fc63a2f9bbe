import { and, eq } from 'drizzle-orm';
import type { PortfolioPiece, PortfolioPieceChange } from '#common/contracts/portfolio.ts';
import type { Db } from '../../db/client.ts';
import { portfolioPieces } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPortfolioPieceDto } from './to-portfolio-piece-dto.ts';

/**
 * Saves the artist's own words for one of their pieces and marks its metadata ready, so a metadata job
 * still queued for it can no longer overwrite them. Throws NOT_FOUND for any other artist's piece.
 */
export async function updatePortfolioPiece({
  db,
  artistId,
  pieceId,
  data,
}: {
  db: Db;
  artistId: string;
  pieceId: string;
  data: PortfolioPieceChange;
}): Promise<PortfolioPiece> {
  const [row] = await db
    .update(portfolioPieces)
    .set({ ...data, metadataStatus: 'ready', updatedAt: new Date() })
    .where(and(eq(portfolioPieces.id, pieceId), eq(portfolioPieces.artistId, artistId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Portfolio piece not found');
  return toPortfolioPieceDto(row);
}
