import type { ArtistStudioAnswers } from '../../contracts/studio-answers.ts';
import type { StudioSettings } from '../../contracts/studios.ts';
import type { DepositRule } from '../booking/types.ts';

/** The values an artist may leave to their studio (issue #28 item 2), as the artist's row holds them. */
export interface InheritableArtistValues {
  studioLocation: string | null;
  studioHours: string | null;
  depositPolicy: string | null;
  agePolicy: string | null;
  studioAnswers: ArtistStudioAnswers;
}

/** A text the artist left empty is unset: the studio's own, if any, shows instead. */
const ownOr = (own: string | null, studio: string | null | undefined): string | null =>
  own?.trim() ? own : studio?.trim() ? studio : own;

/**
 * What a studio member's clients are told (issue #28 item 2, decision 075): each value the artist set wins, each
 * one they left unset is the studio's. Studio answers merge per topic: a topic the artist switched or reworded is
 * theirs, the rest are the studio's. No studio: the artist's values unchanged.
 */
export function inheritStudioSettings<T extends InheritableArtistValues>(
  own: T,
  studio: StudioSettings | null | undefined,
): T {
  if (!studio) return own;
  return {
    ...own,
    studioLocation: ownOr(own.studioLocation, studio.address),
    studioHours: ownOr(own.studioHours, studio.hours),
    depositPolicy: ownOr(own.depositPolicy, studio.depositPolicy),
    agePolicy: ownOr(own.agePolicy, studio.agePolicy),
    studioAnswers: { ...studio.studioAnswers, ...own.studioAnswers },
  };
}

/**
 * The deposit rule a booking asks (issue #28 item 2): the artist's once they saved their availability (their
 * choice, even "none"), else the studio's, else the artist's default row's.
 */
export function inheritedDepositRule(
  own: { depositRule: DepositRule; isSaved: boolean },
  studio: StudioSettings | null | undefined,
): DepositRule {
  if (own.isSaved) return own.depositRule;
  return studio?.depositRule ?? own.depositRule;
}
