import { and, isNotNull, isNull } from 'drizzle-orm';
import { portfolioPieces } from '../../db/schema/index.ts';

/**
 * What clients may see (decision 057): a piece the artist published, whose Instagram post (if any) still
 * exists. Every client-facing read adds this to its `where`: the public page, the chat, mockups.
 */
export const isPublicPiece = and(
  isNotNull(portfolioPieces.publishedAt),
  isNull(portfolioPieces.removedFromInstagramAt),
)!;
