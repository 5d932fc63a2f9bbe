import type { VariantCounts } from './experiment-results.ts';
import { logBeta } from './log-gamma.ts';
import { standardNormalCdf } from './normal-distribution.ts';

/** Past this many terms the exact sum is slow and the normal approximation is already excellent. */
const EXACT_SUM_LIMIT = 20_000;

/**
 * P(rate of B > rate of A) with uniform Beta(1, 1) priors, the Beta-Binomial "chance to beat control"
 * (issue #6: small studios have small samples, where significance labels say little). Exact closed form
 * for integer parameters (Evan Miller, "Formulas for Bayesian A/B Testing"), normal approximation beyond.
 */
export function chanceToBeatControl(a: VariantCounts, b: VariantCounts): number {
  const alphaA = a.conversions + 1;
  const betaA = a.visitors - a.conversions + 1;
  const alphaB = b.conversions + 1;
  const betaB = b.visitors - b.conversions + 1;
  if (alphaB > EXACT_SUM_LIMIT) return normalApproximation(alphaA, betaA, alphaB, betaB);
  let total = 0;
  for (let i = 0; i < alphaB; i++) {
    total += Math.exp(
      logBeta(alphaA + i, betaA + betaB) -
        Math.log(betaB + i) -
        logBeta(1 + i, betaB) -
        logBeta(alphaA, betaA),
    );
  }
  return clamp01(total);
}

function normalApproximation(alphaA: number, betaA: number, alphaB: number, betaB: number): number {
  const mean = (alpha: number, beta: number) => alpha / (alpha + beta);
  const variance = (alpha: number, beta: number) =>
    (alpha * beta) / ((alpha + beta) ** 2 * (alpha + beta + 1));
  const difference = mean(alphaB, betaB) - mean(alphaA, betaA);
  const spread = Math.sqrt(variance(alphaA, betaA) + variance(alphaB, betaB));
  return clamp01(standardNormalCdf(difference / spread));
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
