import { asc, eq } from 'drizzle-orm';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import type { Db } from '../../db/client.ts';
import { portfolioPieces } from '../../db/schema/index.ts';
import { toPortfolioPieceDto } from './to-portfolio-piece-dto.ts';

/**
 * The artist's pieces, oldest first: the order the chat and the public page show them in, so Overview's
 * "first 4" are the first 4 clients see (spec §2, §7 GET /api/portfolio).
 */
export async function listPortfolioPieces({
  db,
  artistId,
}: {
  db: Db;
  artistId: string;
}): Promise<PortfolioPiece[]> {
  const rows = await db
    .select()
    .from(portfolioPieces)
    .where(eq(portfolioPieces.artistId, artistId))
    .orderBy(asc(portfolioPieces.createdAt), asc(portfolioPieces.id));
  return rows.map(toPortfolioPieceDto);
}
