import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A toggle button of a multiple choice (e.g. specialty styles): pressed ones carry a check mark. */
export function ToggleChip({
  isPressed,
  onToggle,
  children,
}: {
  isPressed: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onToggle}
      className={cn(
        'focus-ring flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 px-3 py-2.5 text-base font-semibold transition-colors',
        isPressed
          ? 'border-accent bg-accent/15 text-bone'
          : 'border-ink-600 bg-ink-900 text-mist hover:border-ink-400 hover:text-bone',
      )}
    >
      {isPressed ? (
        <Check aria-hidden="true" className="size-4 shrink-0 text-rose-300" strokeWidth={3} />
      ) : null}
      {children}
    </button>
  );
}
