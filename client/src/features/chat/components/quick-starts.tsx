import { useId } from 'react';
import { QUICK_STARTS } from '../chat-copy.ts';

/** Openings a client can tap instead of typing; each sends at once. Disabled while a reply is pending. */
export function QuickStarts({ onPick, isDisabled }: { onPick: (text: string) => void; isDisabled: boolean }) {
  const labelId = useId();
  return (
    <div className="mt-4 grid gap-2">
      <p id={labelId} className="text-xs font-semibold tracking-wider text-mist uppercase">
        Or start with
      </p>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {QUICK_STARTS.map((text) => (
          <li key={text}>
            <button
              type="button"
              disabled={isDisabled}
              onClick={() => onPick(text)}
              className="focus-ring rounded-full disabled:cursor-not-allowed disabled:opacity-60 border border-ink-600 bg-ink-900 px-3.5 py-2 text-sm font-medium text-bone transition-colors hover:border-rose-400/70 hover:bg-ink-800"
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
