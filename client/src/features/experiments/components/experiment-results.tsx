import type { Experiment, ExperimentResults } from '#common/contracts/experiments.ts';
import { MIN_VISITORS_PER_VARIANT } from '#common/domain/experiments/experiment-results.ts';

const SIGNIFICANCE_COPY: Record<ExperimentResults['significance'], string> = {
  insufficient: `Not enough data yet: each variant needs ${MIN_VISITORS_PER_VARIANT} visitors`,
  high: 'High significance: the rates differ by more than 5 points',
  medium: 'Medium significance: the rates differ by more than 2 points',
  low: 'Low significance: the rates differ by 2 points or less',
};

const formatP = (p: number) => (p < 0.0001 ? p.toExponential(1) : p.toFixed(4));

/** The spec §9 verdict beside issue #6's Bayesian chance and sample-ratio check, in words. */
export function ResultsVerdict({
  experiment,
  results,
}: {
  experiment: Experiment;
  results: ExperimentResults;
}) {
  const nameA = experiment.variantA.name;
  const nameB = experiment.variantB.name;
  const winnerName = results.winner === 'A' ? nameA : results.winner === 'B' ? nameB : null;
  const { sampleRatioMismatch: srm } = results;
  return (
    <div className="grid gap-3">
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-lg bg-ink-800/70 p-3">
          <dt className="text-mist">Winner</dt>
          <dd className="mt-1 text-base font-bold">{winnerName ?? 'No winner yet'}</dd>
        </div>
        <div className="rounded-lg bg-ink-800/70 p-3">
          <dt className="text-mist">Significance</dt>
          <dd className="mt-1 font-semibold">{SIGNIFICANCE_COPY[results.significance]}</dd>
        </div>
        <div className="rounded-lg bg-ink-800/70 p-3">
          <dt className="text-mist">
            Chance {nameB} beats {nameA}
          </dt>
          <dd className="mt-1 text-base font-bold">{(results.chanceBToBeatA * 100).toFixed(1)}%</dd>
        </div>
      </dl>
      {srm.isMismatch ? (
        <p className="rounded-lg border border-amber-400/60 bg-amber-950/60 p-3 text-sm text-amber-100">
          <strong className="font-bold">Sample ratio mismatch.</strong> {nameA} has{' '}
          {results.variantA.visitors} visitors and {nameB} {results.variantB.visitors}, too far from the{' '}
          {100 - experiment.trafficSplit}/{experiment.trafficSplit} split to be chance (p ={' '}
          {formatP(srm.pValue)}). Check how visitors are assigned and tracked before trusting these results.
        </p>
      ) : null}
    </div>
  );
}

/** One variant's visitors, conversions and conversion rate (spec §3 Experiment results). */
export function VariantNumbers({ counts }: { counts: ExperimentResults['variantA'] | undefined }) {
  const cells = [
    ['Visitors', counts ? counts.visitors.toLocaleString('en-US') : '–'],
    ['Conversions', counts ? counts.conversions.toLocaleString('en-US') : '–'],
    ['Conversion rate', counts ? `${counts.conversionRate.toFixed(1)}%` : '–'],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2">
      {cells.map(([label, value]) => (
        // Labels may wrap on a phone; the numbers stay on one baseline.
        <div key={label} className="grid min-w-0 content-end">
          <dt className="text-xs leading-tight text-mist">{label}</dt>
          <dd className="text-lg font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
