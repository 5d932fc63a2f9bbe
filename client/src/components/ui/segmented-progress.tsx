/**
 * Progress in whole steps, one segment per step (a project's sessions, decision 066), named for screen readers by
 * `label` ("2 of 3 sessions booked").
 */
export function SegmentedProgress({
  label,
  done,
  total,
  doneClassName = 'bg-accent',
}: {
  label: string;
  done: number;
  total: number;
  doneClassName?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      className="flex h-2 gap-1"
    >
      {Array.from({ length: total }, (_, step) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: one segment per step, never reordered
          key={step}
          className={`h-2 flex-1 rounded-full ${step < done ? doneClassName : 'bg-ink-700'}`}
        />
      ))}
    </div>
  );
}
