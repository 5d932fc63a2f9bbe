import { TextField } from '#client/components/form/text-field.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import type { VariantKey } from '../experiment-form-values.ts';

/** One variant's name, description and config JSON (spec §5), as a fieldset of the experiment form. */
export function VariantFields({
  variant,
  legend,
  disabled,
}: {
  variant: VariantKey;
  legend: string;
  disabled: boolean;
}) {
  return (
    <fieldset className="grid content-start gap-4 rounded-xl border border-ink-700 bg-ink-950/50 p-4">
      <legend className="px-1 text-sm font-bold tracking-wide text-mist uppercase">{legend}</legend>
      <TextField
        name={`${variant}.name`}
        label="Name"
        disabled={disabled}
        maxLength={80}
        autoComplete="off"
      />
      <TextField
        name={`${variant}.description`}
        label="Description"
        disabled={disabled}
        maxLength={500}
        autoComplete="off"
      />
      <TextareaField
        name={`${variant}.configJson`}
        label="Config (JSON)"
        hint='A JSON object, e.g. {"tone": "playful", "useEmoji": true}; {} keeps the default style.'
        disabled={disabled}
        rows={4}
        spellCheck={false}
        controlClassName="min-h-24 font-mono text-sm"
      />
    </fieldset>
  );
}
