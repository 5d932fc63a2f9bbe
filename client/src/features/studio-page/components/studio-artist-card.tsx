import type { ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import type { PublicArtist } from '#common/contracts/artists.ts';

/**
 * One artist on the studio's page: name (linking to their own page), styles, and `portfolio`, which the route
 * fills with the artist page's own grid (issue #28 item 4: one portfolio component for both pages).
 */
export function StudioArtistCard({ artist, portfolio }: { artist: PublicArtist; portfolio: ReactNode }) {
  return (
    <article className="grid gap-4 rounded-2xl border border-ink-700 bg-ink-900/60 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-2xl font-black tracking-tight">
          <a href={`/a/${artist.handle}`} className="focus-ring rounded underline-offset-4 hover:underline">
            {artist.artistName}
          </a>
        </h2>
        <a
          href={`/a/${artist.handle}`}
          className="focus-ring rounded text-sm text-rose-300 underline underline-offset-4"
        >
          {artist.artistName}'s page
        </a>
      </div>
      {artist.specialtyStyles.length > 0 ? (
        <ul aria-label={`${artist.artistName}'s styles`} className="flex flex-wrap gap-2">
          {artist.specialtyStyles.map((style) => (
            <li key={style}>
              <Badge variant="secondary">{style}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {portfolio}
    </article>
  );
}
