import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import {
  getPublicArtistQueryOptions,
  isUnknownArtistError,
} from '#client/features/artist-page/api/get-public-artist.ts';
import { ChatAssistant } from '#client/features/chat/components/chat-assistant.tsx';
import { getEmbedStudioQueryOptions } from '#client/features/widget/api/widget.ts';
import { EmbedFrame } from '#client/features/widget/components/embed-frame.tsx';
import { closeWidget, isFramed, widgetSourceUrl } from '#client/features/widget/embed-context.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

const NOT_LOADED = 'The chat did not load. Please try again in a moment.';

/** The chat as every public page shows it, full-frame, with the page it sits on and a Close back to the bubble. */
function EmbeddedChat({ artistId, studioId }: { artistId: string; studioId?: string }) {
  return (
    <ChatAssistant
      artistId={artistId}
      studioId={studioId}
      sourceUrl={widgetSourceUrl()}
      className="h-full rounded-none border-0"
      // Issue #11: an artist's clients are not shown what the chat costs.
      showsCost={false}
      focusOnOpen
      onClose={isFramed() ? closeWidget : undefined}
    />
  );
}

/** /embed/a/:handle: the artist's chat inside the website widget (decision 074). */
export function EmbedArtistPage() {
  const { handle = '' } = useParams<{ handle: string }>();
  const { data: artist, error } = useQuery(getPublicArtistQueryOptions(handle));
  usePageTitle(artist ? `Chat with ${artist.artistName}` : 'Chat');
  return (
    <EmbedFrame
      chat={artist ? <EmbeddedChat artistId={artist.id} /> : null}
      problem={error ? (isUnknownArtistError(error) ? 'This chat is not available.' : NOT_LOADED) : null}
    />
  );
}

/**
 * /embed/s/:handle: the studio's chat inside the website widget. The studio's owner answers for the studio and
 * the conversation carries the studio, until the studio's routing sends it to the artist who fits (issue #28 item 3).
 */
export function EmbedStudioPage() {
  const { handle = '' } = useParams<{ handle: string }>();
  const { data: studio, error } = useQuery(getEmbedStudioQueryOptions(handle));
  usePageTitle(studio ? `Chat with ${studio.name}` : 'Chat');
  return (
    <EmbedFrame
      chat={studio ? <EmbeddedChat artistId={studio.artistId} studioId={studio.studioId} /> : null}
      problem={error ? (isUnknownArtistError(error) ? 'This chat is not available.' : NOT_LOADED) : null}
    />
  );
}
