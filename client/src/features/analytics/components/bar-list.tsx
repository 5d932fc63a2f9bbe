import { cn } from '#client/lib/cn.ts';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** What the value reads as beside its label, e.g. "12 · 40%". */
  detail: string;
  /** A line under the bar, e.g. how many of them went further. */
  note?: string;
}

/**
 * Labelled horizontal bars, each as long as its share of `scale` (the largest value when left out): the
 * breakdowns and the funnel read at a glance on a phone, without a chart library.
 */
export function BarList({
  bars,
  scale,
  className,
}: {
  bars: readonly Bar[];
  scale?: number;
  className?: string;
}) {
  const largest = scale ?? Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <ul className={cn('grid gap-4', className)}>
      {bars.map(({ key, label, value, detail, note }) => (
        <li key={key} className="grid gap-1.5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-semibold">{label}</span>
            <span className="tabular-nums whitespace-nowrap text-mist">{detail}</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-ink-700" aria-hidden="true">
            <div
              className="h-full rounded-full bg-accent"
              style={{ width: `${largest ? (value / largest) * 100 : 0}%` }}
            />
          </div>
          {note ? <p className="text-xs text-mist">{note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
