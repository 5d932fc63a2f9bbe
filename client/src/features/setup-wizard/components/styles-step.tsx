import { useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '#client/components/form/form-field.tsx';
import { ToggleChip } from '#client/components/ui/toggle-chip.tsx';
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
        {SPECIALTY_STYLES.map((style) => (
          <ToggleChip key={style} isPressed={selected.includes(style)} onToggle={() => toggle(style)}>
            {style}
          </ToggleChip>
        ))}
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
