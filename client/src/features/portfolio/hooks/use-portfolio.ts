import { useQuery } from '@tanstack/react-query';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { PORTFOLIO_QUERY_KEY } from '../api/portfolio-api.ts';

/** How often the list is read again while a piece's details are still being generated. */
const PENDING_POLL_MS = 1500;

/**
 * The artist's pieces. Data is never stale by default (spec §7), so while any piece's metadata is pending
 * the list polls until every piece is ready, then stops.
 */
export function usePortfolio() {
  return useQuery<PortfolioPiece[]>({
    queryKey: PORTFOLIO_QUERY_KEY,
    refetchInterval: (query) =>
      query.state.data?.some((piece) => piece.metadataStatus === 'pending') ? PENDING_POLL_MS : false,
  });
}
