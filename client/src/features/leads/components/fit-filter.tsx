import { Button } from '#client/components/ui/button.tsx';
import { FIT_SCORES, type FitScore } from '#common/constants/statuses.ts';
import { formatCount } from '../format-count.ts';
import { FIT_LABELS } from '../lead-labels.ts';

export type FitFilterValue = FitScore | 'all';

const OPTIONS: ReadonlyArray<readonly [FitFilterValue, string]> = [
  ['all', 'All'],
  ...FIT_SCORES.map((fit) => [fit, FIT_LABELS[fit]] as const),
];

/**
 * Spec §2: the All/High/Medium/Low buttons; the pressed one is the filter. `counts` (from the server) shows
 * how many leads each would list. The name is the button's visible text, count included ("High 12 leads"), so
 * what a voice-control user reads is what the button is called (axe: label-content-name-mismatch).
 */
export function FitFilter({
  value,
  onChange,
  counts,
}: {
  value: FitFilterValue;
  onChange: (value: FitFilterValue) => void;
  counts?: Record<FitScore, number>;
}) {
  const countOf = (option: FitFilterValue) =>
    counts && (option === 'all' ? FIT_SCORES.reduce((sum, fit) => sum + counts[fit], 0) : counts[option]);
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter by fit</legend>
      {OPTIONS.map(([option, label]) => {
        const count = countOf(option);
        return (
          <Button
            key={option}
            size="sm"
            variant={value === option ? 'primary' : 'outline'}
            aria-pressed={value === option}
            onClick={() => onChange(option)}
          >
            {label}
            {count === undefined ? null : ' '}
            {count === undefined ? null : (
              <span className="tabular-nums opacity-75">
                {formatCount(count)}
                <span className="sr-only"> leads</span>
              </span>
            )}
          </Button>
        );
      })}
    </fieldset>
  );
}
