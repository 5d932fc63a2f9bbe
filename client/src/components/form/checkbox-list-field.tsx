import { useFormContext } from 'react-hook-form';
import { FieldErrorMessage } from './form-field.tsx';

/**
 * A list of checkboxes of the nearest <Form> that fills one array field (a key's scopes, a webhook's events): each
 * option in monospace with its description, one error for the list.
 */
export function CheckboxListField<Option extends string>({
  name,
  legend,
  options,
  descriptions,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  descriptions: Readonly<Record<Option, string>>;
}) {
  const form = useFormContext();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            value={option}
            {...form.register(name, { onChange: () => form.clearErrors(name) })}
            className="mt-1 size-4 shrink-0 accent-accent"
          />
          <span className="grid gap-0.5">
            <span className="font-mono text-sm">{option}</span>
            <span className="text-sm text-mist">{descriptions[option]}</span>
          </span>
        </label>
      ))}
      <FieldErrorMessage name={name} />
    </fieldset>
  );
}
