import { describedBy, Field } from '#client/components/ui/field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { VariantFormValues, VariantKey } from '../experiment-form-values.ts';

export const experimentFieldId = (field: string) => `experiment-${field.replace('.', '-')}`;

/** One variant's name, description and config JSON (spec §5), as a fieldset. */
export function VariantFields({
  variant,
  legend,
  values,
  errors,
  disabled,
  onChange,
}: {
  variant: VariantKey;
  legend: string;
  values: VariantFormValues;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (change: Partial<VariantFormValues>) => void;
}) {
  const ids = {
    name: experimentFieldId(`${variant}.name`),
    description: experimentFieldId(`${variant}.description`),
    config: experimentFieldId(`${variant}.config`),
  };
  const configError = errors[`${variant}.config`];
  return (
    <fieldset className="grid content-start gap-4 rounded-xl border border-ink-700 bg-ink-950/50 p-4">
      <legend className="px-1 text-sm font-bold tracking-wide text-mist uppercase">{legend}</legend>
      <Field id={ids.name} label="Name" error={errors[`${variant}.name`]}>
        <Input
          id={ids.name}
          value={values.name}
          disabled={disabled}
          maxLength={80}
          autoComplete="off"
          aria-invalid={errors[`${variant}.name`] ? true : undefined}
          aria-describedby={describedBy(ids.name, { error: errors[`${variant}.name`] })}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </Field>
      <Field id={ids.description} label="Description">
        <Input
          id={ids.description}
          value={values.description}
          disabled={disabled}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Field>
      <Field
        id={ids.config}
        label="Config (JSON)"
        hint='A JSON object, e.g. {"tone": "playful", "useEmoji": true}; {} keeps the default style.'
        error={configError}
      >
        <Textarea
          id={ids.config}
          value={values.configJson}
          disabled={disabled}
          rows={4}
          spellCheck={false}
          className="min-h-24 font-mono text-sm"
          aria-invalid={configError ? true : undefined}
          aria-describedby={describedBy(ids.config, { hint: true, error: configError })}
          onChange={(event) => onChange({ configJson: event.target.value })}
        />
      </Field>
    </fieldset>
  );
}
