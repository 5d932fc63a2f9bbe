import { cn } from '#client/lib/cn.ts';
import { TIME_RANGES, type TimeRange } from '#common/constants/analytics.ts';
import { TIME_RANGE_COPY } from '../time-ranges.ts';

/** Spec §2 time range selector: one pressed button per spec §9 range. */
export function TimeRangePicker({
  value,
  onChange,
}: {
  value: TimeRange;
  onChange: (range: TimeRange) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-1 rounded-xl border border-ink-700 bg-ink-900 p-1">
      <legend className="sr-only">Time range</legend>
      {TIME_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
          className={cn(
            'focus-ring grow rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors sm:grow-0',
            range === value ? 'bg-accent text-white' : 'text-mist hover:text-bone',
          )}
        >
          {TIME_RANGE_COPY[range].label}
        </button>
      ))}
    </fieldset>
  );
}
