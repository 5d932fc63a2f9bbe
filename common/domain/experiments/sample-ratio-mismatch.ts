import { erfc } from './normal-distribution.ts';

/** Issue #6: warn when the split of visitors is this unlikely under the configured traffic split. */
export const SRM_P_VALUE_THRESHOLD = 0.001;

/**
 * Sample-ratio mismatch: a chi-square goodness-of-fit test (1 degree of freedom) of the visitors per
 * variant against the traffic split. A mismatch means assignment or tracking is broken, not that B won.
 */
export function sampleRatioMismatch(visitorsA: number, visitorsB: number, trafficSplit: number) {
  const total = visitorsA + visitorsB;
  if (total === 0) return { chiSquare: 0, pValue: 1, isMismatch: false };
  const expectedB = (total * trafficSplit) / 100;
  const expectedA = total - expectedB;
  const chiSquare = (visitorsA - expectedA) ** 2 / expectedA + (visitorsB - expectedB) ** 2 / expectedB;
  // With one degree of freedom, P(χ² > x) = erfc(√(x / 2)).
  const pValue = erfc(Math.sqrt(chiSquare / 2));
  return { chiSquare, pValue, isMismatch: pValue < SRM_P_VALUE_THRESHOLD };
}
