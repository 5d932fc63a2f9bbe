import { useId } from 'react';

/**
 * Answers a client can tap instead of typing, under a small label: the openings of a new chat, or a reply's set
 * answers (a studio's "which artist?"). Each sends at once; disabled while a reply is pending.
 */
export function ChoiceButtons({
  label,
  choices,
  onPick,
  isDisabled,
}: {
  label: string;
  choices: readonly string[];
  onPick: (text: string) => void;
  isDisabled: boolean;
}) {
  const labelId = useId();
  return (
    <div className="mt-4 grid gap-2">
      <p id={labelId} className="text-xs font-semibold tracking-wider text-mist uppercase">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {choices.map((text) => (
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
