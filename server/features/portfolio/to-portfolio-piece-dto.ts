import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import type { PortfolioPieceRow } from '../../db/schema/index.ts';
import { publicImageUrl } from './portfolio-image-url.ts';

export function toPortfolioPieceDto(row: PortfolioPieceRow): PortfolioPiece {
  return {
    id: row.id,
    imageUrl: publicImageUrl(row.imageKey),
    // Seeded demo pieces are SVG and have no separate thumbnail.
    thumbnailUrl: publicImageUrl(row.thumbnailKey ?? row.imageKey),
    title: row.title,
    description: row.description,
    style: row.style,
    tags: row.tags,
    metadataStatus: row.metadataStatus,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    removedFromInstagramAt: row.removedFromInstagramAt?.toISOString() ?? null,
    isFromInstagram: row.instagramMediaId !== null,
    isSuggestion: row.suggestedByModel,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
