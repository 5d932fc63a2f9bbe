import { sendJson } from '#client/lib/api-client.ts';
import {
  type PortfolioPiece,
  portfolioPieceSchema,
  type UpdatePortfolioPiece,
} from '#common/contracts/portfolio.ts';

/** Spec §7 PATCH /api/portfolio/{id}: saves the artist's edit; returns the piece as stored. Throws `ApiError`. */
export function updatePortfolioPiece({
  id,
  data,
}: {
  id: string;
  data: UpdatePortfolioPiece;
}): Promise<PortfolioPiece> {
  return sendJson('PATCH', `/api/portfolio/${encodeURIComponent(id)}`, portfolioPieceSchema, data);
}
