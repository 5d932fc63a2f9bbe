import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import type { PublicArtist } from '#common/contracts/artists.ts';
import { ARTIST_CHAT_COLUMN, ARTIST_CHAT_FRAME, ARTIST_PAGE_GRID } from './artist-page-grid.ts';
import { ArtistPortfolioGrid } from './artist-portfolio-grid.tsx';
import { ArtistProfileHeader } from './artist-profile-header.tsx';

/**
 * An artist's public page, /a/:handle: the profile, the portfolio and `chat`, the artist's assistant.
 * On small screens the chat comes right after the profile; on wide ones it stays in view beside the rest.
 */
export function ArtistPageLayout({ artist, chat }: { artist: PublicArtist; chat: ReactNode }) {
  return (
    <div className={ARTIST_PAGE_GRID}>
      <ArtistProfileHeader artist={artist} />
      <div className={cn(ARTIST_CHAT_COLUMN, 'lg:sticky lg:top-6 lg:self-start')}>
        <h2 className="text-xl font-bold tracking-tight">Tell {artist.artistName} about your idea</h2>
        <div className={ARTIST_CHAT_FRAME}>{chat}</div>
      </div>
      <ArtistPortfolioGrid pieces={artist.portfolio} />
    </div>
  );
}
