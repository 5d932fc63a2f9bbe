import { type ArtistProfile, artistDisplayName, formatStyleList, listedStylesOf } from '../artist-profile.ts';
import { BRIEF_FIELDS, type Brief, type BriefField, missingFields } from '../brief.ts';
import { clarityScore } from '../clarity.ts';
import { ARTIST_PRICE_CURRENCY, formatMoney } from '../format-money.ts';
import { budgetUpperBound, CLEARLY_BELOW_MINIMUM_RATIO } from '../hard-gates.ts';
import { areStylesRelated } from '../style-relations.ts';
import { capitalize } from '../text/capitalize.ts';
import type { CriterionScore } from './match-breakdown.ts';
import { judgeSizeFit, type SizeVerdict } from './size-fit.ts';

/** Issue #4 "Scoring": the four criteria and their maximum points, summing to 100. */
const MAX_POINTS = { style: 40, completeness: 25, budget: 20, feasibility: 15 } as const;

/** Points for a style the artist does not list but works close to, and for leaving the style to the artist. */
const RELATED_STYLE_POINTS = 20;
const DEFERRED_STYLE_POINTS = 28;
/** With no styles listed there is nothing to compare; most, not all, of the points. */
const UNLISTED_STYLES_POINTS = 30;
/** A stated budget when the artist set no minimum, a budget a little under it, a budget left open. */
const BUDGET_WITHOUT_MINIMUM_POINTS = 15;
const BUDGET_SLIGHTLY_LOW_POINTS = 8;
const DEFERRED_BUDGET_POINTS = 5;
/** Feasibility is three parts of 5: references, size suited to the placement, timing. */
const FEASIBILITY_PART_POINTS = 5;
const SIZE_FIT_POINTS: Readonly<Record<SizeVerdict, number>> = {
  suited: FEASIBILITY_PART_POINTS,
  rough: 3,
  unsuited: 0,
  unknown: 0,
};
const DEFERRED_TIMING_POINTS = 2;

/** Clarity and scoring leave contact out: the save dialog collects the email. */
const SCORED_FIELDS: readonly BriefField[] = BRIEF_FIELDS.filter((field) => field !== 'contact');

/** Style match, up to 40: one of the artist's styles, close to one, left to the artist, or not offered. */
export function scoreStyle(brief: Brief, artist: ArtistProfile): CriterionScore {
  const max = MAX_POINTS.style;
  const name = artistDisplayName(artist);
  const offered = artist.specialtyStyles;
  const score = (points: number, reason: string): CriterionScore => ({
    criterion: 'style',
    points,
    maxPoints: max,
    reason,
  });
  if (!brief.style) {
    return brief.deferredFields.includes('style')
      ? score(DEFERRED_STYLE_POINTS, `Style left to ${name}`)
      : score(0, 'Style not given yet');
  }
  if (offered.length === 0)
    return score(UNLISTED_STYLES_POINTS, `Wants ${brief.style}; ${name} lists no styles yet`);
  if (offered.includes(brief.style)) return score(max, `Wants ${brief.style}, one of ${name}'s styles`);
  // Closeness is judged against the artist's own list, not styles read from the bio (issue #11).
  const listed = listedStylesOf(artist);
  const related = listed.find((style) => areStylesRelated(brief.style!, style));
  return related
    ? score(RELATED_STYLE_POINTS, `Wants ${brief.style}, close to ${name}'s ${related}`)
    : score(0, `Wants ${brief.style}; ${name} focuses on ${formatStyleList(listed)}`);
}

/** Completeness, up to 25: the clarity score scaled, naming what is missing. */
export function scoreCompleteness(brief: Brief): CriterionScore {
  const max = MAX_POINTS.completeness;
  const clarity = clarityScore(brief);
  const missing = missingFields(brief, SCORED_FIELDS);
  const gaps = missing.length === 0 ? 'nothing missing' : `missing ${missing.join(', ')}`;
  return {
    criterion: 'completeness',
    points: Math.round((clarity / 100) * max),
    maxPoints: max,
    reason: `Brief is ${clarity}% clear; ${gaps}`,
  };
}

/** Budget fit, up to 20: against the artist's minimum when one is set. */
export function scoreBudget(brief: Brief, artist: ArtistProfile): CriterionScore {
  const max = MAX_POINTS.budget;
  const score = (points: number, reason: string): CriterionScore => ({
    criterion: 'budget',
    points,
    maxPoints: max,
    reason,
  });
  const { budget } = brief;
  if (!budget) {
    return brief.deferredFields.includes('budget')
      ? score(DEFERRED_BUDGET_POINTS, 'Budget left open')
      : score(0, 'No budget given yet');
  }
  const upper = budgetUpperBound(brief);
  const minimum = artist.minimumPrice ?? null;
  if (upper === null) return score(max, 'Budget is flexible');
  if (minimum === null)
    return score(BUDGET_WITHOUT_MINIMUM_POINTS, `Budget ${budget.text}; no minimum set to compare`);
  const minimumText = formatMoney(minimum, ARTIST_PRICE_CURRENCY);
  if (upper >= minimum) return score(max, `Budget ${budget.text} meets the ${minimumText} minimum`);
  if (upper >= minimum * CLEARLY_BELOW_MINIMUM_RATIO) {
    return score(
      BUDGET_SLIGHTLY_LOW_POINTS,
      `Budget ${budget.text} is a little under the ${minimumText} minimum`,
    );
  }
  return score(0, `Budget ${budget.text} is clearly below the ${minimumText} minimum`);
}

/** Feasibility and engagement, up to 15: references, size suited to the placement, timing. */
export function scoreFeasibility(brief: Brief): CriterionScore {
  const sizeFit = judgeSizeFit(brief);
  const parts: Array<[number, string]> = [
    brief.hasReferences ? [FEASIBILITY_PART_POINTS, 'has references'] : [0, 'no references yet'],
    [SIZE_FIT_POINTS[sizeFit.verdict], sizeFit.reason],
    brief.timing
      ? [FEASIBILITY_PART_POINTS, `timing: ${brief.timing}`]
      : [brief.deferredFields.includes('timing') ? DEFERRED_TIMING_POINTS : 0, 'no timing yet'],
  ];
  return {
    criterion: 'feasibility',
    points: parts.reduce((sum, [points]) => sum + points, 0),
    maxPoints: MAX_POINTS.feasibility,
    reason: capitalize(parts.map(([, reason]) => reason).join('; ')),
  };
}
