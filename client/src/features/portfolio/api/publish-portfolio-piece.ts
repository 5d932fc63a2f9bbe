import { sendJson } from '#client/lib/api-client.ts';
import {
  type PortfolioPiece,
  type PublishPortfolioPiece,
  portfolioPieceSchema,
} from '#common/contracts/portfolio.ts';

/**
 * POST /api/portfolio/{id}/publish (decision 057): saves the review card's fields and shows the piece to
 * clients; `{}` publishes it as stored (Keep). Throws `ApiError` (400 naming `title` or `style`).
 */
export function publishPortfolioPiece({
  id,
  data,
}: {
  id: string;
  data: PublishPortfolioPiece;
}): Promise<PortfolioPiece> {
  return sendJson('POST', `/api/portfolio/${encodeURIComponent(id)}/publish`, portfolioPieceSchema, data);
}
