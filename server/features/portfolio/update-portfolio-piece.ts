import { and, eq, isNull } from 'drizzle-orm';
import type { PortfolioPiece, PortfolioPieceChange } from '#common/contracts/portfolio.ts';
import type { Db } from '../../db/client.ts';
import { portfolioPieces } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPortfolioPieceDto } from './to-portfolio-piece-dto.ts';

/**
 * Saves the artist's own words for one of their pieces and marks its metadata ready, so a metadata job
 * still queued for it can no longer overwrite them. Throws NOT_FOUND for any other artist's piece, and
 * VALIDATION_FAILED naming `style` when a published piece would lose its style (decision 057).
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
    .where(
      and(
        eq(portfolioPieces.id, pieceId),
        eq(portfolioPieces.artistId, artistId),
        // Clearing the style is for pieces still in review: clients never see a piece without one.
        ...(data.style === null ? [isNull(portfolioPieces.publishedAt)] : []),
      ),
    )
    .returning();
  if (!row && data.style === null && (await isOwnPiece(db, artistId, pieceId))) {
    throw new AppError('VALIDATION_FAILED', 'A published piece needs a style', {
      style: 'A published piece needs a style',
    });
  }
  if (!row) throw new AppError('NOT_FOUND', 'Portfolio piece not found');
  return toPortfolioPieceDto(row);
}

async function isOwnPiece(db: Db, artistId: string, pieceId: string): Promise<boolean> {
  const [piece] = await db
    .select({ id: portfolioPieces.id })
    .from(portfolioPieces)
    .where(and(eq(portfolioPieces.id, pieceId), eq(portfolioPieces.artistId, artistId)));
  return piece !== undefined;
}
