import { cn } from '#client/lib/cn.ts';
import type { ChatPortfolioImage } from '#common/contracts/chat.ts';
import { portfolioBundleLayout } from '../portfolio-bundle-layout.ts';

const COLUMN_CLASSES = {
  1: 'grid-cols-1 max-w-44',
  2: 'grid-cols-2 max-w-64',
  3: 'grid-cols-3 max-w-72',
} as const;

/**
 * Matching pieces from the artist's portfolio under a reply (spec §9 bundle grid). The whole bundle is
 * one button: the viewer opens at the first piece (spec §4).
 */
export function PortfolioBundle({
  images,
  onOpen,
}: {
  images: ChatPortfolioImage[];
  onOpen: (opener: HTMLButtonElement) => void;
}) {
  const { thumbnails, hiddenCount, columns } = portfolioBundleLayout(images);
  const count = images.length;
  return (
    <button
      type="button"
      onClick={(event) => onOpen(event.currentTarget)}
      aria-label={`View ${count} portfolio ${count === 1 ? 'piece' : 'pieces'}`}
      className={cn(
        'focus-ring group grid w-full gap-1 rounded-xl border border-ink-700 bg-ink-950 p-1.5 text-left transition-colors hover:border-ink-500',
        COLUMN_CLASSES[columns],
      )}
    >
      {thumbnails.map((image, index) => (
        <span key={image.id} className="relative block aspect-square overflow-hidden rounded-lg bg-ink-800">
          <img
            src={image.imageUrl}
            alt=""
            width={160}
            height={160}
            loading="lazy"
            className="size-full object-cover transition-opacity group-hover:opacity-85"
          />
          {hiddenCount > 0 && index === thumbnails.length - 1 ? (
            <span className="absolute inset-0 flex items-center justify-center bg-black/65 text-lg font-bold text-white">
              +{hiddenCount}
            </span>
          ) : null}
        </span>
      ))}
    </button>
  );
}
