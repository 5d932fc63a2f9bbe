import { fieldClasses } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { type FieldProps, FormField } from './form-field.tsx';

/** A native select of the nearest <Form>, with its label, hint and error. */
export function SelectField({
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
