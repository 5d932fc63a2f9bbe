import type { ComponentProps } from 'react';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { type FieldProps, FormField } from './form-field.tsx';

type TextareaProps = Omit<
  ComponentProps<'textarea'>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'className'
>;

/** A multi-line text field of the nearest <Form> with its label, hint and error. */
export function TextareaField({
  name,
  label,
  hint,
  className,
  controlClassName,
  ...textareaProps
}: FieldProps & TextareaProps & { controlClassName?: string }) {
  return (
    <FormField name={name} label={label} hint={hint} className={className}>
      {(control) => <Textarea {...textareaProps} className={controlClassName} {...control} />}
    </FormField>
  );
}
