import { type ArtistProfile, listedStylesOf, styleInSentence } from '../artist-profile.ts';
import type { Brief } from '../brief.ts';
import { type PortfolioPiece, rankPortfolio } from '../portfolio-match.ts';

const MAX_OPTIONS = 3;

/**
 * 2-3 styles to offer a client who is unsure (issue #11 "Help an unsure client choose"): the styles of the
 * artist's pieces closest to the idea first, then the artist's other styles. Empty when there is nothing to offer.
 */
export function suggestStyles(
  brief: Brief,
  artist: ArtistProfile,
  portfolio: readonly PortfolioPiece[],
): string[] {
  const offered = new Set(artist.specialtyStyles);
  const fromPortfolio = rankPortfolio(brief, portfolio)
    .filter((match) => match.subject > 0)
    .map((match) => match.piece.style)
    .filter((style) => offered.has(style));
  // Then the styles read from the bio and portfolio tags ("ornamental", "fine line"), also offered (readArtist).
  const styles = [...new Set([...fromPortfolio, ...listedStylesOf(artist), ...offered])].slice(
    0,
    MAX_OPTIONS,
  );
  return styles.length < 2 ? [] : styles.map(styleInSentence);
}

/** A client with no idea yet sees a few of the artist's own pieces by title: "geometric wolf head". */
export function suggestIdeas(portfolio: readonly PortfolioPiece[]): string[] {
  const titles = portfolio.map((piece) => piece.title.trim().toLowerCase()).filter(Boolean);
  const options = [...new Set(titles)].slice(0, MAX_OPTIONS);
  return options.length < 2 ? [] : options;
}
