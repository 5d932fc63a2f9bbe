import type { BriefField } from '../brief.ts';
import type { HardGate } from '../hard-gates.ts';

export const SCORE_CRITERIA = ['style', 'completeness', 'budget', 'feasibility'] as const;
export type ScoreCriterion = (typeof SCORE_CRITERIA)[number];

export interface CriterionScore {
  criterion: ScoreCriterion;
  points: number;
  maxPoints: number;
  /** Why, in one line the artist can read: "Wants Geometric, one of Mara's styles". */
  reason: string;
}

/** Spec §3 Lead `matchBreakdown` (issue #4): how the rating was reached, stored as JSON with the lead. */
export interface MatchBreakdown {
  criteria: CriterionScore[];
  missingFields: BriefField[];
  gates: HardGate[];
  /** Why the fit is what it is, in one line: "Low: client says they are 17". */
  fitReason: string;
  /** A reply the artist can copy and send. */
  suggestedReply: string;
}
