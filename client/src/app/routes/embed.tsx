import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import {
  getPublicArtistQueryOptions,
  isUnknownArtistError,
} from '#client/features/artist-page/api/get-public-artist.ts';
import { ChatAssistant } from '#client/features/chat/components/chat-assistant.tsx';
import {
  getPublicStudioQueryOptions,
  isUnknownStudioError,
} from '#client/features/studio-page/api/get-public-studio.ts';
import { EmbedFrame } from '#client/features/widget/components/embed-frame.tsx';
import { closeWidget, isFramed, widgetSourceUrl } from '#client/features/widget/embed-context.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import type { ClientBrand } from '#common/domain/studio/white-label.ts';

const NOT_LOADED = 'The chat did not load. Please try again in a moment.';

/**
 * The chat as every public page shows it, in the page's brand (white-label, issue #28 item 5), full-frame, with
 * the page it sits on and a Close back to the bubble.
 */
function EmbeddedChat(
  talksFor: ({ artistId: string } | { studioId: string }) & { brand: ClientBrand | null },
) {
  return (
    <ChatAssistant
      {...talksFor}
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
      chat={artist ? <EmbeddedChat artistId={artist.id} brand={artist.brand} /> : null}
      problem={error ? (isUnknownArtistError(error) ? 'This chat is not available.' : NOT_LOADED) : null}
    />
  );
}

/**
 * /embed/s/:handle: the studio's chat inside the website widget, as its public page shows it: the conversation
 * carries the studio until the studio's routing sends it to the artist who fits (issue #28 item 3).
 */
export function EmbedStudioPage() {
  const { handle = '' } = useParams<{ handle: string }>();
  const { data: studio, error } = useQuery(getPublicStudioQueryOptions(handle));
  usePageTitle(studio ? `Chat with ${studio.brand?.name ?? studio.name}` : 'Chat');
  return (
    <EmbedFrame
      chat={studio ? <EmbeddedChat studioId={studio.id} brand={studio.brand} /> : null}
      problem={error ? (isUnknownStudioError(error) ? 'This chat is not available.' : NOT_LOADED) : null}
    />
  );
}
