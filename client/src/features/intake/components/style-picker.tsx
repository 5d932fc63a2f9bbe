import { Check } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldId } from '#client/components/form/form.tsx';
import { useFieldError } from '#client/components/form/form-field.tsx';
import { cn } from '#client/lib/cn.ts';
import { SPECIALTY_STYLES, type SpecialtyStyle } from '#common/constants/styles.ts';
import type { IntakeFormValues } from '../intake-form-values.ts';

/** The 11 styles as toggle buttons, for "specialty styles" or "styles I don't do". */
export function StylePicker({
  name,
  legend,
  hint,
  isDisabled,
}: {
  name: 'specialtyStyles' | 'avoidStyles';
  legend: string;
  hint: string;
  isDisabled: boolean;
}) {
  const { field } = useController<IntakeFormValues, typeof name>({ name });
  const { clearErrors } = useFormContext<IntakeFormValues>();
  const error = useFieldError(name);
  const id = useFieldId(name);
  const selected = field.value;

  function toggle(style: SpecialtyStyle) {
    const next = selected.includes(style) ? selected.filter((s) => s !== style) : [...selected, style];
    field.onChange(SPECIALTY_STYLES.filter((s) => next.includes(s)));
    clearErrors(name);
  }

  return (
    <fieldset
      id={id}
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      className="grid gap-2"
      disabled={isDisabled}
    >
      <legend className="text-sm font-semibold text-bone">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-mist">
        {hint}
      </p>
      <div className="flex flex-wrap gap-2">
        {SPECIALTY_STYLES.map((style) => {
          const isSelected = selected.includes(style);
          return (
            <button
              key={style}
              type="button"
              aria-pressed={isSelected}
              onClick={() => toggle(style)}
              className={cn(
                'focus-ring inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-70',
                isSelected
                  ? 'border-accent bg-accent/15 text-bone'
                  : 'border-ink-600 bg-ink-900 text-mist hover:border-ink-400 hover:text-bone',
              )}
            >
              {isSelected ? (
                <Check aria-hidden="true" className="size-3.5 text-rose-300" strokeWidth={3} />
              ) : null}
              {style}
            </button>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-rose-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
