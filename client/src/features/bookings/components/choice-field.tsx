import { type FieldProps, FormField } from '#client/components/form/form-field.tsx';
import { fieldClasses } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';

/** A native select of the nearest <Form> (the phone's own picker), with its label, hint and error. */
export function ChoiceField({
  options,
  disabled,
  ...field
}: FieldProps & { options: ReadonlyArray<readonly [value: string, label: string]>; disabled?: boolean }) {
  return (
    <FormField {...field}>
      {(control) => (
        <select {...control} disabled={disabled} className={cn(fieldClasses, 'h-11')}>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
