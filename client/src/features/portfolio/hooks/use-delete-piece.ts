import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { deletePortfolioPiece } from '../api/delete-portfolio-piece.ts';
import { PORTFOLIO_QUERY_KEY } from '../api/get-portfolio.ts';

/** What a failed delete says when the server explains nothing. */
export const DELETE_PIECE_FAILED = 'Failed to delete the portfolio piece. Please try again.';

/**
 * Deletes a piece, drops it from the cached list and toasts 'Portfolio Piece Deleted' (spec §8). A failure is
 * the caller's to show: the delete dialog says it inside (decision 012), the starter uploader toasts it.
 */
export function useDeletePiece({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (piece: PortfolioPiece) => deletePortfolioPiece(piece.id),
    onSuccess: (_result, piece) => {
      queryClient.setQueryData<PortfolioPiece[]>(PORTFOLIO_QUERY_KEY, (current) =>
        current?.filter((candidate) => candidate.id !== piece.id),
      );
      toast({
        title: 'Portfolio Piece Deleted',
        description: `“${piece.title || 'Untitled piece'}” was removed.`,
      });
      onDeleted?.();
    },
  });
}
