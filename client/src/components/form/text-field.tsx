import type { ComponentProps } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { type FieldProps, FormField } from './form-field.tsx';

type InputProps = Omit<
  ComponentProps<'input'>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
>;

/** A text input of the nearest <Form> with its label, hint and error (spec §5 numbers are typed as text too). */
export function TextField({
  name,
  label,
  hint,
  className,
  controlClassName,
  ...inputProps
}: FieldProps & InputProps & { controlClassName?: string }) {
  return (
    <FormField name={name} label={label} hint={hint} className={className}>
      {(control) => <Input {...inputProps} className={controlClassName} {...control} />}
    </FormField>
  );
}

/** A whole number typed as text (spec §5): the numeric keyboard, no autofill; the contract checks the value. */
export function WholeNumberField(props: FieldProps & InputProps) {
  return <TextField inputMode="numeric" autoComplete="off" {...props} />;
}
