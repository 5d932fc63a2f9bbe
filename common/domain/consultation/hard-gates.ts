import { MINIMUM_CLIENT_AGE } from '../../constants/limits.ts';
import { type ArtistProfile, artistDisplayName, formatStyleList, listedStylesOf } from './artist-profile.ts';
import type { Brief } from './brief.ts';
import { ARTIST_PRICE_CURRENCY, formatMoney } from './format-money.ts';
import { areStylesRelated, offersStyle } from './style-relations.ts';

export const HARD_GATE_KINDS = ['under_age', 'style_not_offered', 'budget_below_minimum'] as const;
export type HardGateKind = (typeof HARD_GATE_KINDS)[number];

export interface HardGate {
  kind: HardGateKind;
  /** One sentence for the artist's match breakdown. */
  reason: string;
}

/**
 * "Clearly below" the minimum (issue #4): the client's upper bound is under 80% of it. Closer than that
 * only costs budget points, since a client at 90% of the minimum can often stretch.
 */
export const CLEARLY_BELOW_MINIMUM_RATIO = 0.8;

/**
 * The hard gates a brief hits for this artist, kept apart from the score (issue #4 "Hard gates"):
 * a stated age under 18, a style the artist does not list, a budget clearly below the artist's minimum.
 */
export function findHardGates(brief: Brief, artist: ArtistProfile): HardGate[] {
  const gates: HardGate[] = [];
  const name = artistDisplayName(artist);
  if (brief.age !== null && brief.age < MINIMUM_CLIENT_AGE) {
    gates.push({
      kind: 'under_age',
      reason: `Client says they are ${brief.age}; the minimum age is ${MINIMUM_CLIENT_AGE}.`,
    });
  } else if (brief.age === null && brief.isAdultConfirmed === false) {
    // Issue #11: a "no" to the 18+ check is as under age as a stated 16.
    gates.push({
      kind: 'under_age',
      reason: `Client says they are not ${MINIMUM_CLIENT_AGE} or over.`,
    });
  }
  if (brief.style && !offersStyle(artist.specialtyStyles, brief.style)) {
    // Closeness is judged against the artist's own list, not styles read from the bio (issue #11).
    const isRelated = listedStylesOf(artist).some((style) => areStylesRelated(brief.style!, style));
    gates.push({
      kind: 'style_not_offered',
      reason: `${brief.style} is not one of ${name}'s styles (${formatStyleList(listedStylesOf(artist))})${
        isRelated ? ', though it is close to them' : ''
      }.`,
    });
  }
  const upper = budgetUpperBound(brief);
  const minimum = artist.minimumPrice ?? null;
  if (upper !== null && minimum !== null && upper < minimum * CLEARLY_BELOW_MINIMUM_RATIO) {
    gates.push({
      kind: 'budget_below_minimum',
      reason: `Budget ${brief.budget!.text} is below ${name}'s minimum of ${formatMoney(minimum, ARTIST_PRICE_CURRENCY)}.`,
    });
  }
  return gates;
}

/** The most the client said they would spend; null when unknown or flexible. */
export function budgetUpperBound(brief: Brief): number | null {
  if (!brief.budget || brief.budget.isFlexible) return null;
  return brief.budget.max ?? brief.budget.min ?? null;
}
