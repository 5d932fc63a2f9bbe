import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { portfolioPieceListSchema } from '#common/contracts/portfolio.ts';

/** Spec §7: the key is the URL's segments. */
export const PORTFOLIO_QUERY_KEY = ['/api/portfolio'] as const;

/** Spec §7 GET /api/portfolio: the artist's pieces. */
export function getPortfolioQueryOptions() {
  return queryOptions({
    queryKey: PORTFOLIO_QUERY_KEY,
    queryFn: () => getJson('/api/portfolio', portfolioPieceListSchema),
  });
}
