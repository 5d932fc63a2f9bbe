import type { FitScore } from '../../../constants/statuses.ts';
import { type ArtistProfile, listedStylesOf } from '../artist-profile.ts';
import { type Brief, missingFields } from '../brief.ts';
import { findHardGates, type HardGate } from '../hard-gates.ts';
import { type PortfolioPiece, rankPortfolio } from '../portfolio-match.ts';
import { summarizeProject } from '../project-summary.ts';
import { readArtist } from '../read-artist.ts';
import { withSoleStyle } from '../sole-style.ts';
import { areStylesRelated, offersStyle } from '../style-relations.ts';
import { capitalize } from '../text/capitalize.ts';
import { scoreBudget, scoreCompleteness, scoreFeasibility, scoreStyle } from './criteria.ts';
import type { MatchBreakdown } from './match-breakdown.ts';
import { suggestReply } from './suggested-reply.ts';

/** Issue #4: high at 75 or more, medium at 50-74, low below 50. */
const HIGH_FIT_RATING = 75;
const MEDIUM_FIT_RATING = 50;
/** Without portfolio pieces, similarity falls back to the artist's listed styles. */
const STYLE_ONLY_MATCH = { offered: 60, related: 30 } as const;

/** Spec §3 Lead scoring fields. */
export interface LeadScore {
  fitScore: FitScore;
  detailedRating: number;
  matchPercentage: number;
  matchBreakdown: MatchBreakdown;
  projectSummary: string;
}

/**
 * Scores a brief for one artist, deterministically (issue #4 "Scoring"): `detailedRating` is the sum of
 * style match (40), completeness (25), budget fit (20) and feasibility (15); hard gates then cap the fit.
 * The under-age and budget gates make it low. The style gate makes it low, or at most medium when the
 * style is close to one the artist offers: a Traditional artist can fairly do a Neo-traditional piece.
 */
export function scoreLead(
  briefAsRead: Brief,
  listedArtist: ArtistProfile,
  portfolio: readonly PortfolioPiece[],
): LeadScore {
  const artist = readArtist(listedArtist, portfolio);
  // The save path re-reads the transcript: the piece is in a one-style artist's style here too.
  const brief = withSoleStyle(briefAsRead, artist);
  const criteria = [
    scoreStyle(brief, artist),
    scoreCompleteness(brief),
    scoreBudget(brief, artist),
    scoreFeasibility(brief),
  ];
  const detailedRating = Math.min(
    100,
    criteria.reduce((sum, criterion) => sum + criterion.points, 0),
  );
  const gates = findHardGates(brief, artist);
  const missing = missingFields(brief);
  const { fitScore, fitReason } = decideFit(detailedRating, gates, brief, artist);
  return {
    fitScore,
    detailedRating,
    matchPercentage: matchPercentage(brief, artist, portfolio),
    matchBreakdown: {
      criteria,
      missingFields: missing,
      gates,
      fitReason,
      suggestedReply: suggestReply(brief, artist, gates, missing),
    },
    projectSummary: summarizeProject(brief),
  };
}

function decideFit(
  rating: number,
  gates: readonly HardGate[],
  brief: Brief,
  artist: ArtistProfile,
): { fitScore: FitScore; fitReason: string } {
  const byRating: FitScore =
    rating >= HIGH_FIT_RATING ? 'high' : rating >= MEDIUM_FIT_RATING ? 'medium' : 'low';
  const blocking = gates.find((gate) => gate.kind !== 'style_not_offered' || !isCloseStyle(brief, artist));
  if (blocking) return { fitScore: 'low', fitReason: `Low: ${blocking.reason}` };
  const styleGate = gates.find((gate) => gate.kind === 'style_not_offered');
  if (styleGate && byRating === 'high')
    return { fitScore: 'medium', fitReason: `Medium at most: ${styleGate.reason}` };
  return { fitScore: byRating, fitReason: `${capitalize(byRating)}: rated ${rating}/100` };
}

function isCloseStyle(brief: Brief, artist: ArtistProfile): boolean {
  return (
    brief.style !== null && listedStylesOf(artist).some((style) => areStylesRelated(brief.style!, style))
  );
}

/** Issue #4: style and subject similarity to the artist's portfolio, 0-100 (the closest piece). */
function matchPercentage(brief: Brief, artist: ArtistProfile, portfolio: readonly PortfolioPiece[]): number {
  const best = rankPortfolio(brief, portfolio)[0];
  if (best) return Math.round(best.total * 100);
  if (!brief.style || artist.specialtyStyles.length === 0) return 0;
  if (offersStyle(artist.specialtyStyles, brief.style)) return STYLE_ONLY_MATCH.offered;
  return isCloseStyle(brief, artist) ? STYLE_ONLY_MATCH.related : 0;
}
