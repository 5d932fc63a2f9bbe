import { Button } from '#client/components/ui/button.tsx';
import { FIT_SCORES, type FitScore } from '#common/constants/statuses.ts';
import { FIT_LABELS } from '../lead-labels.ts';

export type FitFilterValue = FitScore | 'all';

const OPTIONS: ReadonlyArray<readonly [FitFilterValue, string]> = [
  ['all', 'All'],
  ...FIT_SCORES.map((fit) => [fit, FIT_LABELS[fit]] as const),
];

/** Spec §2: the All/High/Medium/Low buttons; the pressed one is the filter. */
export function FitFilter({
  value,
  onChange,
}: {
  value: FitFilterValue;
  onChange: (value: FitFilterValue) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter by fit</legend>
      {OPTIONS.map(([option, label]) => (
        <Button
          key={option}
          size="sm"
          variant={value === option ? 'primary' : 'outline'}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {label}
        </Button>
      ))}
    </fieldset>
  );
}
