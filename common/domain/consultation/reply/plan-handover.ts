import { type ArtistProfile, artistDisplayName } from '../artist-profile.ts';
import type { Brief } from '../brief.ts';
import { DEFAULT_CONVERSATION_STYLE } from '../conversation-style.ts';
import { phrasebookFor } from './compose-reply.ts';

/**
 * Decision 070: what a client reads instead of the assistant's reply when the artist's plan has no conversation
 * left this month or has lapsed, in the language the conversation is in (English for one the assistant does not
 * speak). Every tone says it the same way.
 */
export function planHandoverReply(
  artist: Pick<ArtistProfile, 'name'>,
  brief: Pick<Brief, 'language'>,
): string {
  return phrasebookFor(DEFAULT_CONVERSATION_STYLE, brief.language ?? null).desk.planHandover({
    artistName: artistDisplayName(artist),
  });
}
