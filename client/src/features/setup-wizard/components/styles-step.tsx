import { Check } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '#client/components/form/form-field.tsx';
import { cn } from '#client/lib/cn.ts';
import { SPECIALTY_STYLES, type SpecialtyStyle } from '#common/constants/styles.ts';
import type { WizardValues } from '../wizard-values.ts';

/** Step 2: the specialty styles, as toggle buttons (spec §5: at least one). */
export function StylesStep() {
  const { field } = useController<WizardValues, 'specialtyStyles'>({ name: 'specialtyStyles' });
  const { clearErrors } = useFormContext<WizardValues>();
  const error = useFieldError('specialtyStyles');
  const selected = field.value;

  function toggle(style: SpecialtyStyle) {
    const next = selected.includes(style) ? selected.filter((s) => s !== style) : [...selected, style];
    // Keep the spec's order whatever order they were clicked in.
    field.onChange(SPECIALTY_STYLES.filter((s) => next.includes(s)));
    clearErrors('specialtyStyles');
  }

  return (
    <div className="grid gap-4">
      <p id="setup-styles-hint" className="text-mist">
        Pick every style you tattoo. Your AI front desk uses them to match clients to you.
      </p>
      <fieldset
        aria-describedby={error ? 'setup-styles-hint setup-styles-error' : 'setup-styles-hint'}
        className="grid grid-cols-2 gap-2.5 sm:grid-cols-3"
      >
        <legend className="sr-only">Specialty styles</legend>
        {SPECIALTY_STYLES.map((style) => {
          const isSelected = selected.includes(style);
          return (
            <button
              key={style}
              type="button"
              aria-pressed={isSelected}
              onClick={() => toggle(style)}
              className={cn(
                'focus-ring flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 px-3 py-2.5 text-base font-semibold transition-colors',
                isSelected
                  ? 'border-accent bg-accent/15 text-bone'
                  : 'border-ink-600 bg-ink-900 text-mist hover:border-ink-400 hover:text-bone',
              )}
            >
              {isSelected ? (
                <Check aria-hidden="true" className="size-4 shrink-0 text-rose-300" strokeWidth={3} />
              ) : null}
              {style}
            </button>
          );
        })}
      </fieldset>
      <p className="text-sm text-mist" aria-live="polite">
        {selected.length} selected
      </p>
      {error ? (
        <p id="setup-styles-error" className="text-sm font-medium text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
