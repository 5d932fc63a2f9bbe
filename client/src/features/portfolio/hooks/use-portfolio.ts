import { useQuery } from '@tanstack/react-query';
import { getPortfolioQueryOptions } from '../api/get-portfolio.ts';

/** How often the list is read again while a piece's details are still being generated. */
const PENDING_POLL_MS = 1500;

/**
 * The artist's pieces. Data is never stale by default (spec §7), so while any piece's metadata is pending
 * the list polls until every piece is ready, then stops.
 */
export function usePortfolio() {
  return useQuery({
    ...getPortfolioQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((piece) => piece.metadataStatus === 'pending') ? PENDING_POLL_MS : false,
  });
}
