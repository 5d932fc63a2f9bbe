import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { DELETE_PIECE_FAILED, useDeletePiece } from '../hooks/use-delete-piece.ts';

/** Issue #5: Delete asks for confirmation, then removes the piece and its images for good. */
export function DeletePieceDialog({ piece, onClose }: { piece: PortfolioPiece; onClose: () => void }) {
  const remove = useDeletePiece({ onDeleted: onClose });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this piece?</DialogTitle>
          <DialogDescription>
            “{piece.title || 'Untitled piece'}” and its images will be removed from your portfolio. This
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogError error={remove.error} fallback={DELETE_PIECE_FAILED} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => remove.mutate(piece)}
            disabled={remove.isPending}
            aria-busy={remove.isPending}
          >
            Delete Piece
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
