import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { ClientPageFrame } from '#client/components/layouts/client-page-frame.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import {
  getPublicArtistQueryOptions,
  isUnknownArtistError,
} from '#client/features/artist-page/api/get-public-artist.ts';
import { ArtistPageLayout } from '#client/features/artist-page/components/artist-page-layout.tsx';
import { ArtistPageMessage } from '#client/features/artist-page/components/artist-page-message.tsx';
import { ArtistPageSkeleton } from '#client/features/artist-page/components/artist-page-skeleton.tsx';
import { ChatAssistant } from '#client/features/chat/components/chat-assistant.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** An artist's public page, /a/:handle (issue #4): their profile and portfolio, and a chat with their assistant. */
export function ArtistPage() {
  const { handle = '' } = useParams<{ handle: string }>();
  const { data: artist, error, isPending, refetch } = useQuery(getPublicArtistQueryOptions(handle));
  const isUnknown = isUnknownArtistError(error);
  usePageTitle(artist?.artistName ?? (isUnknown ? 'Artist not found' : 'Tattoo artist'));

  // Issue #28 item 5: the artist's page is the artist's, never Inkdesk's marketing frame, on any plan.
  return (
    <ClientPageFrame name={artist?.artistName ?? null} brand={artist?.brand ?? null}>
      {artist ? (
        <ArtistPageLayout
          artist={artist}
          // Issue #11: an artist's clients are not shown what the chat costs.
          chat={
            <ChatAssistant artistId={artist.id} brand={artist.brand} className="h-full" showsCost={false} />
          }
        />
      ) : isPending ? (
        <ArtistPageSkeleton />
      ) : isUnknown ? (
        <ArtistPageMessage
          title="No artist here yet"
          action={
            <a href="/#demo" className={buttonClasses({})}>
              Try the demo chat
            </a>
          }
        >
          There is no artist page at /a/{handle}. Check the link you were given, or ask the artist for it.
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
