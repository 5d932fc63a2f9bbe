import { describe, expect, it } from 'vitest';
import { assignVariant } from './assign-variant.ts';
import { chanceToBeatControl } from './chance-to-beat.ts';
import { conversionRate, significance, summarizeExperiment, winner } from './experiment-results.ts';
import { standardNormalCdf } from './normal-distribution.ts';
import { sampleRatioMismatch } from './sample-ratio-mismatch.ts';

/** ln(n!) by summing logs: independent of the Lanczos approximation the code under test uses. */
const logFactorial = (n: number) => {
  let total = 0;
  for (let k = 2; k <= n; k++) total += Math.log(k);
  return total;
};

/** P(pB > pA) by midpoint integration of f_B(x)·F_A(x): a different method from the closed-form sum. */
function integrateChanceToBeat(
  a: { visitors: number; conversions: number },
  b: { visitors: number; conversions: number },
) {
  const density = (x: number, alpha: number, beta: number) =>
    Math.exp(
      logFactorial(alpha + beta - 1) -
        logFactorial(alpha - 1) -
        logFactorial(beta - 1) +
        (alpha - 1) * Math.log(x) +
        (beta - 1) * Math.log(1 - x),
    );
  const [alphaA, betaA] = [a.conversions + 1, a.visitors - a.conversions + 1];
  const [alphaB, betaB] = [b.conversions + 1, b.visitors - b.conversions + 1];
  const steps = 20_000;
  let cdfA = 0;
  let total = 0;
  for (let step = 0; step < steps; step++) {
    const x = (step + 0.5) / steps;
    const dA = density(x, alphaA, betaA) / steps;
    total += (density(x, alphaB, betaB) / steps) * (cdfA + dA / 2);
    cdfA += dA;
  }
  return total;
}

describe('spec §9 significance and winner', () => {
  it.each([
    [{ visitors: 99, conversions: 50 }, { visitors: 500, conversions: 5 }, 'insufficient', null],
    [{ visitors: 200, conversions: 20 }, { visitors: 200, conversions: 32 }, 'high', 'B'],
    [{ visitors: 200, conversions: 20 }, { visitors: 200, conversions: 26 }, 'medium', 'B'],
    [{ visitors: 200, conversions: 20 }, { visitors: 200, conversions: 22 }, 'low', 'B'],
    [{ visitors: 300, conversions: 30 }, { visitors: 100, conversions: 10 }, 'low', null],
  ] as const)('%j vs %j → %s, winner %s', (a, b, label, best) => {
    expect(significance(a, b)).toBe(label);
    expect(winner(a, b)).toBe(best);
  });

  it('reports rates as percentages, 0 without visitors', () => {
    expect(conversionRate({ visitors: 200, conversions: 31 })).toBe(15.5);
    expect(conversionRate({ visitors: 0, conversions: 0 })).toBe(0);
  });
});

describe('chance to beat control', () => {
  it.each([
    [
      { visitors: 100, conversions: 10 },
      { visitors: 100, conversions: 20 },
    ],
    [
      { visitors: 40, conversions: 3 },
      { visitors: 35, conversions: 2 },
    ],
    [
      { visitors: 250, conversions: 60 },
      { visitors: 240, conversions: 61 },
    ],
    [
      { visitors: 12, conversions: 0 },
      { visitors: 9, conversions: 1 },
    ],
  ])('matches numerical integration for %j vs %j', (a, b) => {
    expect(chanceToBeatControl(a, b)).toBeCloseTo(integrateChanceToBeat(a, b), 4);
  });

  it('is one half for identical data and symmetric', () => {
    const a = { visitors: 80, conversions: 8 };
    expect(chanceToBeatControl(a, a)).toBeCloseTo(0.5, 6);
    const b = { visitors: 90, conversions: 15 };
    expect(chanceToBeatControl(a, b) + chanceToBeatControl(b, a)).toBeCloseTo(1, 6);
  });

  it('uses a normal approximation for very large samples that agrees with the trend', () => {
    const p = chanceToBeatControl(
      { visitors: 200_000, conversions: 20_000 },
      { visitors: 200_000, conversions: 20_500 },
    );
    // Difference 0.25 points, standard error ≈ 0.0949 points: z ≈ 2.63 → Φ ≈ 0.9957.
    expect(p).toBeCloseTo(standardNormalCdf(0.0025 / Math.sqrt((2 * (0.1 * 0.9)) / 200_000)), 3);
  });
});

describe('sample ratio mismatch', () => {
  it('flags a split far from the configured one and accepts a fair one', () => {
    // 50/50 expected, 1000 vs 1200 visitors: χ² = 18.18, p ≈ 2.0e-5.
    const skewed = sampleRatioMismatch(1000, 1200, 50);
    expect(skewed.chiSquare).toBeCloseTo(18.1818, 3);
    expect(skewed.pValue).toBeCloseTo(2.01e-5, 6);
    expect(skewed.isMismatch).toBe(true);
    expect(sampleRatioMismatch(1010, 990, 50).isMismatch).toBe(false);
    // A 70/30 split (B gets 30%) with visitors to match is fine.
    expect(sampleRatioMismatch(700, 300, 30).isMismatch).toBe(false);
  });
});

describe('sticky assignment', () => {
  it('is stable per session and follows the traffic split within tolerance over 10,000 sessions', () => {
    for (const split of [10, 50, 73, 90]) {
      let b = 0;
      for (let index = 0; index < 10_000; index++) {
        const sessionId = `session-${index.toString(36).padStart(8, '0')}`;
        const variant = assignVariant(sessionId, 'experiment-1', split);
        expect(assignVariant(sessionId, 'experiment-1', split)).toBe(variant);
        if (variant === 'B') b++;
      }
      // Binomial standard deviation at 10,000 is at most 50: allow 4 of them.
      expect(Math.abs(b - split * 100)).toBeLessThan(200);
    }
  });

  it('assigns independently across experiments', () => {
    let same = 0;
    for (let index = 0; index < 10_000; index++) {
      const sessionId = `s${index}`;
      if (assignVariant(sessionId, 'exp-a', 50) === assignVariant(sessionId, 'exp-b', 50)) same++;
    }
    expect(Math.abs(same - 5000)).toBeLessThan(200);
  });

  it('summarizes an experiment in one object', () => {
    const summary = summarizeExperiment(
      { visitors: 150, conversions: 15 },
      { visitors: 160, conversions: 32 },
      50,
    );
    expect(summary).toMatchObject({
      variantA: { visitors: 150, conversions: 15, conversionRate: 10 },
      variantB: { visitors: 160, conversions: 32, conversionRate: 20 },
      significance: 'high',
      winner: 'B',
    });
    expect(summary.chanceBToBeatA).toBeGreaterThan(0.99);
  });
});
