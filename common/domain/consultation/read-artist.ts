import { MAX_CHAT_MESSAGE_CHARS } from '../../contracts/chat.ts';
import { type ArtistProfile, listedStylesOf } from './artist-profile.ts';
import { STYLE_MATCHER } from './extraction/parse-style.ts';
import { readMessage } from './extraction/read-message.ts';
import type { PortfolioPiece } from './portfolio-match.ts';
import { isNegated } from './text/token-helpers.ts';

/**
 * The artist as the engine judges fit (issue #11 "Read the artist, not just a style list"): styles named
 * in the bio ("Fine-line blackwork") or the portfolio tags ("ornamental") count as offered, and the
 * styles the artist said they don't do never do. Idempotent, so scoring may apply it again.
 */
export function readArtist(artist: ArtistProfile, portfolio: readonly PortfolioPiece[]): ArtistProfile {
  const avoided = new Set<string>(artist.intake?.avoidStyles ?? []);
  const texts = [artist.bio, ...portfolio.flatMap((piece) => piece.tags ?? [])];
  const named = texts.flatMap((text) => stylesNamedIn(typeof text === 'string' ? text : ''));
  const listed = listedStylesOf(artist).filter((style) => !avoided.has(style));
  const offered = [...new Set([...listed, ...named])].filter((style) => !avoided.has(style));
  return { ...artist, specialtyStyles: offered, listedStyles: listed };
}

function stylesNamedIn(text: string): string[] {
  const { tokens } = readMessage(text, MAX_CHAT_MESSAGE_CHARS);
  return STYLE_MATCHER.findAll(tokens)
    .filter((match) => !isNegated(tokens, match.start))
    .map((match) => match.value);
}
