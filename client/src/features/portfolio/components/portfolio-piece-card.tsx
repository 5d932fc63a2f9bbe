import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';

/** One piece in the Portfolio grid: image, title, style, description, tags, Edit and Delete (spec §2). */
export function PortfolioPieceCard({
  piece,
  onEdit,
  onDelete,
}: {
  piece: PortfolioPiece;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const isPending = piece.metadataStatus === 'pending';
  const name = piece.title || 'Untitled piece';
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-ink-700 bg-ink-900">
      <img
        src={piece.thumbnailUrl}
        alt={piece.description || name}
        width={480}
        height={480}
        loading="lazy"
        className="aspect-square w-full bg-ink-800 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2.5 p-4">
        {isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm font-semibold text-mist">
            <span
              aria-hidden="true"
              className="size-3.5 animate-spin rounded-full border-2 border-ink-500 border-t-accent"
            />
            Generating details…
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 font-bold leading-snug break-words">{name}</h3>
              {piece.style ? <Badge variant="secondary">{piece.style}</Badge> : null}
            </div>
            {piece.description ? <p className="text-sm text-mist">{piece.description}</p> : null}
            {piece.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
                {piece.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full border border-ink-600 px-2.5 py-0.5 text-xs text-bone"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
        <div className="mt-auto flex gap-2 pt-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}
