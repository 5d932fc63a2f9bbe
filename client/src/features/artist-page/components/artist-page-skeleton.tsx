import { cn } from '#client/lib/cn.ts';
import { ARTIST_CHAT_COLUMN, ARTIST_CHAT_FRAME, ARTIST_PAGE_GRID } from './artist-page-grid.ts';

/** The page's shape while the profile loads, so nothing jumps when it arrives. */
export function ArtistPageSkeleton() {
  return (
    <div role="status" aria-label="Loading the artist's page" className={ARTIST_PAGE_GRID}>
      <div className="grid content-start gap-6 motion-safe:animate-pulse">
        <div className="flex items-center gap-4 sm:gap-5">
          <div className="size-16 rounded-full bg-ink-800 sm:size-20" />
          <div className="grid flex-1 gap-3">
            <div className="h-4 w-28 rounded bg-ink-800" />
            <div className="h-9 w-3/4 rounded bg-ink-800 sm:h-12" />
          </div>
        </div>
        <div className="h-20 max-w-2xl rounded bg-ink-800" />
      </div>
      <div className={ARTIST_CHAT_COLUMN}>
        <div className="h-7 w-2/3 rounded bg-ink-800" />
        <div className={cn(ARTIST_CHAT_FRAME, 'rounded-2xl border border-ink-700 bg-ink-900')} />
      </div>
    </div>
  );
}
