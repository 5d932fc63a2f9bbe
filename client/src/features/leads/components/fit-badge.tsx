import { cn } from '#client/lib/cn.ts';
import type { FitScore } from '#common/constants/statuses.ts';
import { FIT_LABELS } from '../lead-labels.ts';

const FIT_CLASSES: Record<FitScore, string> = {
  high: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
  medium: 'bg-amber-500/15 text-amber-200 ring-amber-500/40',
  low: 'bg-ink-700 text-mist ring-ink-500',
};

/** How well the client fits the artist (spec §3 fitScore), coloured so a list can be scanned. */
export function FitBadge({ fitScore }: { fitScore: FitScore }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        FIT_CLASSES[fitScore],
      )}
    >
      {FIT_LABELS[fitScore]} fit
    </span>
  );
}
