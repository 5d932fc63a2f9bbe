import { cn } from '#client/lib/cn.ts';
import type { ThreadHandling } from '#common/contracts/inbox.ts';
import { HANDLING_LABELS } from './thread-labels.ts';

const HANDLING_CLASSES: Record<ThreadHandling, string> = {
  bot: 'bg-ink-700 text-mist ring-ink-500',
  human_requested: 'bg-amber-500/15 text-amber-200 ring-amber-500/40',
  human: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
};

/**
 * Who answers the thread now: the assistant, nobody yet (a person was asked for), or the artist. Anyone in a studio
 * (`isInStudio`) reads "A person": whoever at the studio took it over, not necessarily them (decision 073).
 */
export function HandlingBadge({
  handling,
  isPaused,
  isInStudio,
}: {
  handling: ThreadHandling;
  isPaused?: boolean;
  isInStudio: boolean;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        HANDLING_CLASSES[handling],
      )}
    >
      {handling === 'bot' && isPaused
        ? 'Assistant paused'
        : handling === 'human' && isInStudio
          ? 'A person'
          : HANDLING_LABELS[handling]}
    </span>
  );
}
