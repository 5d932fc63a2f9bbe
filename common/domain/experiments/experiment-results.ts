import { chanceToBeatControl } from './chance-to-beat.ts';
import { sampleRatioMismatch } from './sample-ratio-mismatch.ts';

export interface VariantCounts {
  visitors: number;
  conversions: number;
}

export type Significance = 'insufficient' | 'high' | 'medium' | 'low';

/** Spec §9: below this many visitors in either variant the result is 'insufficient'. */
export const MIN_VISITORS_PER_VARIANT = 100;

/** Conversion rate in percent, 0 with no visitors. */
export function conversionRate({ visitors, conversions }: VariantCounts): number {
  return visitors === 0 ? 0 : (conversions / visitors) * 100;
}

/** Spec §9: 'insufficient' under 100 visitors in either variant; else a rate gap over 5 points is 'high', over 2 'medium'. */
export function significance(a: VariantCounts, b: VariantCounts): Significance {
  if (a.visitors < MIN_VISITORS_PER_VARIANT || b.visitors < MIN_VISITORS_PER_VARIANT) return 'insufficient';
  const gap = Math.abs(conversionRate(a) - conversionRate(b));
  if (gap > 5) return 'high';
  if (gap > 2) return 'medium';
  return 'low';
}

/** Spec §9: the variant with the higher rate; a tie or insufficient data shows no winner. */
export function winner(a: VariantCounts, b: VariantCounts): 'A' | 'B' | null {
  if (significance(a, b) === 'insufficient') return null;
  const rateA = conversionRate(a);
  const rateB = conversionRate(b);
  if (rateA === rateB) return null;
  return rateA > rateB ? 'A' : 'B';
}

/** Everything the results view shows for one experiment (spec §3 Experiment results, plus issue #6 extras). */
export function summarizeExperiment(a: VariantCounts, b: VariantCounts, trafficSplit: number) {
  return {
    variantA: { ...a, conversionRate: round(conversionRate(a), 2) },
    variantB: { ...b, conversionRate: round(conversionRate(b), 2) },
    significance: significance(a, b),
    winner: winner(a, b),
    chanceBToBeatA: round(chanceToBeatControl(a, b), 4),
    sampleRatioMismatch: sampleRatioMismatch(a.visitors, b.visitors, trafficSplit),
  };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
