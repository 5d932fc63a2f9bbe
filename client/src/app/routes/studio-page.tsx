import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { ClientPageFrame } from '#client/components/layouts/client-page-frame.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import {
  ARTIST_CHAT_COLUMN,
  ARTIST_CHAT_FRAME,
  ARTIST_PAGE_GRID,
} from '#client/features/artist-page/components/artist-page-grid.ts';
import { ArtistPageMessage } from '#client/features/artist-page/components/artist-page-message.tsx';
import { ArtistPageSkeleton } from '#client/features/artist-page/components/artist-page-skeleton.tsx';
import { ArtistPortfolioGrid } from '#client/features/artist-page/components/artist-portfolio-grid.tsx';
import { ChatAssistant } from '#client/features/chat/components/chat-assistant.tsx';
import {
  getPublicStudioQueryOptions,
  isUnknownStudioError,
} from '#client/features/studio-page/api/get-public-studio.ts';
import { StudioArtistCard } from '#client/features/studio-page/components/studio-artist-card.tsx';
import { StudioPageHeader } from '#client/features/studio-page/components/studio-page-header.tsx';
import { cn } from '#client/lib/cn.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/**
 * A studio's public page, /s/:handle (issue #28 item 4): the studio, each artist with their portfolio (the artist
 * page's own grid) and a link to their page, and one chat that goes to the artist who fits the idea (item 3).
 */
export function StudioPage() {
  const { handle = '' } = useParams<{ handle: string }>();
  const { data: studio, error, isPending, refetch } = useQuery(getPublicStudioQueryOptions(handle));
  const isUnknown = isUnknownStudioError(error);
  const name = studio ? (studio.brand?.name ?? studio.name) : null;
  usePageTitle(name ?? (isUnknown ? 'Studio not found' : 'Tattoo studio'));

  return (
    <ClientPageFrame name={name} brand={studio?.brand ?? null}>
      {studio ? (
        <div className={ARTIST_PAGE_GRID}>
          <StudioPageHeader studio={studio} />
          <div className={cn(ARTIST_CHAT_COLUMN, 'lg:sticky lg:top-6 lg:self-start')}>
            <h2 className="text-xl font-bold tracking-tight">Tell us about your idea</h2>
            <div className={ARTIST_CHAT_FRAME}>
              {/* Issue #11: a studio's clients are not shown what the chat costs either. */}
              <ChatAssistant studioId={studio.id} brand={studio.brand} className="h-full" showsCost={false} />
            </div>
          </div>
          <div className="grid content-start gap-6">
            {studio.artists.map((artist) => (
              <StudioArtistCard
                key={artist.id}
                artist={artist}
                portfolio={<ArtistPortfolioGrid pieces={artist.portfolio} title="Portfolio" />}
              />
            ))}
          </div>
        </div>
      ) : isPending ? (
        <ArtistPageSkeleton />
      ) : isUnknown ? (
        <ArtistPageMessage
          title="No studio here yet"
          action={
            <a href="/" className={buttonClasses({})}>
              Go to the home page
            </a>
          }
        >
          There is no studio page at /s/{handle}. Check the link you were given, or ask the studio for it.
        </ArtistPageMessage>
      ) : (
        <ArtistPageMessage
          title="This page didn't load"
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        >
          Something went wrong on our side. Please try again in a moment.
        </ArtistPageMessage>
      )}
    </ClientPageFrame>
  );
}
