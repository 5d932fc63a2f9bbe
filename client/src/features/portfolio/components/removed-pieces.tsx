import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf } from '#client/lib/api-client.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { usePublishPiece } from '../hooks/use-publish-piece.ts';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * "Removed from Instagram" (decision 057): pieces whose post was deleted there, no longer shown to clients.
 * Delete removes the piece; Keep publishes it anyway, as the artist's own from then on.
 */
export function RemovedPieces({
  pieces,
  onEdit,
  onDelete,
}: {
  pieces: PortfolioPiece[];
  onEdit: (piece: PortfolioPiece) => void;
  onDelete: (piece: PortfolioPiece) => void;
}) {
  const keep = usePublishPiece();
  return (
    <section
      id="removed-from-instagram"
      aria-labelledby="removed-heading"
      className="grid gap-4 rounded-2xl border border-amber-400/40 bg-ink-950/60 p-4 sm:p-5"
    >
      <div className="grid gap-1">
        <h3 id="removed-heading" className="text-xl font-bold">
          Removed from Instagram ({pieces.length})
        </h3>
        <p className="text-sm text-mist">
          These posts were deleted on Instagram, so clients no longer see them. Delete them here too, or keep
          them in your portfolio.
        </p>
      </div>
      <ul className="grid gap-3 lg:grid-cols-2" aria-label="Removed from Instagram">
        {pieces.map((piece) => {
          const name = piece.title || 'Untitled piece';
          return (
            <li key={piece.id} className="flex gap-4 rounded-2xl border border-ink-700 bg-ink-900 p-3">
              <img
                src={piece.thumbnailUrl}
                alt={name}
                width={96}
                height={96}
                className="size-24 shrink-0 rounded-lg bg-ink-800 object-cover"
              />
              <div className="grid min-w-0 flex-1 content-start gap-2">
                <p className="font-bold break-words">{name}</p>
                <p className="text-sm text-amber-200">
                  Removed from Instagram{' '}
                  {piece.removedFromInstagramAt ? dateOf(piece.removedFromInstagramAt) : ''}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={keep.isPending}
                    aria-label={`Keep ${name}`}
                    onClick={() =>
                      keep.mutate(
                        { id: piece.id, data: {} },
                        {
                          onSuccess: () =>
                            toast({
                              title: 'Piece Kept',
                              description: `“${name}” is shown to clients again.`,
                            }),
                          // A piece with no title or style yet: the server's words say which, Edit fixes it.
                          onError: (error) =>
                            showFailure(
                              error,
                              `${serverMessageOf(error) ?? 'Failed to keep the piece'}. Edit it first.`,
                            ),
                        },
                      )
                    }
                  >
                    Keep
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => onEdit(piece)} aria-label={`Edit ${name}`}>
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onDelete(piece)}
                    aria-label={`Delete ${name}`}
                  >
                    Delete
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
