import { type ArtistProfile, listedStylesOf, styleInSentence } from '../artist-profile.ts';
import type { Brief } from '../brief.ts';
import { type PortfolioPiece, rankPortfolio } from '../portfolio-match.ts';

const MAX_OPTIONS = 3;

/**
 * 2-3 styles to offer a client who is unsure (issue #11 "Help an unsure client choose"): the styles of the
 * artist's pieces closest to the idea first, then the artist's other styles. '' when there is nothing to offer.
 */
export function suggestStyles(
  brief: Brief,
  artist: ArtistProfile,
  portfolio: readonly PortfolioPiece[],
): string {
  const offered = new Set(artist.specialtyStyles);
  const fromPortfolio = rankPortfolio(brief, portfolio)
    .filter((match) => match.subject > 0)
    .map((match) => match.piece.style)
    .filter((style) => offered.has(style));
  const styles = [...new Set([...fromPortfolio, ...listedStylesOf(artist)])].slice(0, MAX_OPTIONS);
  if (styles.length < 2) return '';
  const names = styles.map(styleInSentence);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
