import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { PORTFOLIO_QUERY_KEY } from '../api/get-portfolio.ts';
import { publishPortfolioPiece } from '../api/publish-portfolio-piece.ts';

/** Publishes a piece (decision 057) and puts the server's answer in the cached list; callers toast. */
export function usePublishPiece() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPortfolioPiece,
    onSuccess: (published) => {
      queryClient.setQueryData<PortfolioPiece[]>(PORTFOLIO_QUERY_KEY, (current) =>
        current?.map((candidate) => (candidate.id === published.id ? published : candidate)),
      );
    },
  });
}
