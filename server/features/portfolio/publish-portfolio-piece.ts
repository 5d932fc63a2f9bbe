import { and, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PortfolioPiece, PortfolioPieceChange } from '#common/contracts/portfolio.ts';
import type { Db } from '../../db/client.ts';
import { portfolioPieces } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toPortfolioPieceDto } from './to-portfolio-piece-dto.ts';

const NEEDS_TITLE = { title: 'Give the piece a title before publishing it' };
const NEEDS_STYLE = { style: 'Choose a style before publishing the piece' };

/**
 * The review step's Publish (decision 057), and Keep for a piece whose Instagram post was deleted: saves the
 * artist's fields, confirms them (no longer suggestions) and shows the piece to clients. One update, so a
 * piece is never published half-checked. Throws VALIDATION_FAILED naming `title` or `style` when the piece
 * would have none, NOT_FOUND for any other artist's piece.
 */
export async function publishPortfolioPiece({
  db,
  artistId,
  pieceId,
  data,
  now,
}: {
  db: Db;
  artistId: string;
  pieceId: string;
  data: PortfolioPieceChange;
  now: Date;
}): Promise<PortfolioPiece> {
  if (data.style === null) throw new AppError('VALIDATION_FAILED', 'A style is required', NEEDS_STYLE);
  const ownPiece = and(eq(portfolioPieces.id, pieceId), eq(portfolioPieces.artistId, artistId));
  // A title or style sent now is valid by the contract; otherwise the stored one must exist.
  const complete: SQL[] = [
    ...(data.title === undefined ? [ne(portfolioPieces.title, '')] : []),
    ...(data.style === undefined ? [isNotNull(portfolioPieces.style)] : []),
  ];
  const [row] = await db
    .update(portfolioPieces)
    .set({
      ...data,
      metadataStatus: 'ready',
      suggestedByModel: false,
      publishedAt: now,
      // Keep: a piece whose post was deleted leaves Instagram's care, so the next sync does not remove it again.
      instagramMediaId: sql`case when ${portfolioPieces.removedFromInstagramAt} is null then ${portfolioPieces.instagramMediaId} end`,
      removedFromInstagramAt: null,
      updatedAt: now,
    })
    .where(and(ownPiece, ...complete))
    .returning();
  if (row) return toPortfolioPieceDto(row);

  const [piece] = await db
    .select({ title: portfolioPieces.title, style: portfolioPieces.style })
    .from(portfolioPieces)
    .where(ownPiece);
  if (!piece) throw new AppError('NOT_FOUND', 'Portfolio piece not found');
  const fields = {
    ...(data.title === undefined && piece.title === '' ? NEEDS_TITLE : {}),
    ...(data.style === undefined && piece.style === null ? NEEDS_STYLE : {}),
  };
  throw new AppError('VALIDATION_FAILED', 'The piece needs a title and a style to be published', fields);
}
