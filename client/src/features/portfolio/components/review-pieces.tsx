import { useCallback, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { usePublishPiece } from '../hooks/use-publish-piece.ts';
import { type ReviewCheck, ReviewPieceCard } from './review-piece-card.tsx';

const PUBLISH_FAILED = 'Failed to publish the piece. Please try again.';

/**
 * "To review (N)" (decision 057): new uploads and synced posts, private until the artist confirms each one's
 * title, style and tags. Publish per piece, or Publish all once every piece has a title and a style.
 */
export function ReviewPieces({
  pieces,
  ownStyles,
  onDelete,
}: {
  pieces: PortfolioPiece[];
  ownStyles: readonly string[];
  onDelete: (piece: PortfolioPiece) => void;
}) {
  const publish = usePublishPiece();
  const checks = useRef(new Map<string, { isReady: boolean; run: ReviewCheck }>());
  const [readyIds, setReadyIds] = useState<ReadonlySet<string>>(new Set());
  const [isPublishingAll, setIsPublishingAll] = useState(false);
  const pending = pieces.filter((piece) => piece.metadataStatus === 'pending');
  const ready = pieces.filter((piece) => piece.metadataStatus === 'ready');
  const canPublishAll = pending.length === 0 && ready.every((piece) => readyIds.has(piece.id));
  const isBusy = publish.isPending || isPublishingAll;

  const onCheckChange = useCallback((id: string, check: { isReady: boolean; run: ReviewCheck } | null) => {
    if (check) checks.current.set(id, check);
    else checks.current.delete(id);
    setReadyIds((current) => {
      if (current.has(id) === Boolean(check?.isReady)) return current;
      const next = new Set(current);
      if (check?.isReady) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  async function publishAll() {
    setIsPublishingAll(true);
    let published = 0;
    try {
      for (const piece of ready) {
        const body = await checks.current.get(piece.id)?.run();
        if (!body) return;
        await publish.mutateAsync({ id: piece.id, data: body });
        published += 1;
      }
    } catch (error) {
      showFailure(error, validationErrorOf(error)?.message ?? PUBLISH_FAILED, 'Publish Failed');
    } finally {
      setIsPublishingAll(false);
      if (published > 0) {
        toast({
          title: 'Portfolio Published',
          description: `${published} ${published === 1 ? 'piece is' : 'pieces are'} now shown to clients.`,
        });
      }
    }
  }

  return (
    <section
      aria-labelledby="to-review-heading"
      className="grid gap-4 rounded-2xl border border-accent/40 bg-ink-950/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h3 id="to-review-heading" className="text-xl font-bold">
            To review ({pieces.length})
          </h3>
          <p className="text-sm text-mist">
            Clients don’t see these yet. Check each title, style and tags, then publish.
          </p>
        </div>
        <Button
          onClick={() => void publishAll()}
          disabled={isBusy || !canPublishAll}
          aria-busy={isPublishingAll}
        >
          Publish all
        </Button>
      </div>
      <ul className="grid gap-4 lg:grid-cols-2" aria-label="Pieces to review">
        {/* A card's form mounts once its details have arrived, so it starts from them. */}
        {pending.map((piece) => (
          <li
            key={piece.id}
            className="flex items-center gap-4 rounded-2xl border border-ink-700 bg-ink-900 p-3"
          >
            <img
              src={piece.thumbnailUrl}
              alt="New piece"
              className="size-20 rounded-lg bg-ink-800 object-cover"
            />
            <p role="status" className="flex items-center gap-2 text-sm font-semibold text-mist">
              <span
                aria-hidden="true"
                className="size-3.5 animate-spin rounded-full border-2 border-ink-500 border-t-accent"
              />
              Generating details…
            </p>
          </li>
        ))}
        {ready.map((piece) => (
          <ReviewPieceCard
            key={piece.id}
            piece={piece}
            ownStyles={ownStyles}
            isBusy={isBusy}
            onCheckChange={onCheckChange}
            onDelete={() => onDelete(piece)}
            onPublish={(data, showErrors) =>
              publish.mutate(
                { id: piece.id, data },
                {
                  onSuccess: (published) =>
                    toast({
                      title: 'Piece Published',
                      description: `“${published.title}” is now shown to clients.`,
                    }),
                  onError: (error) => {
                    const rejected = validationErrorOf(error);
                    if (rejected) showErrors(rejected.errors);
                    else showFailure(error, PUBLISH_FAILED, 'Publish Failed');
                  },
                },
              )
            }
          />
        ))}
      </ul>
    </section>
  );
}
