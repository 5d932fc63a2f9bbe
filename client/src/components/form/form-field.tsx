import type { ReactNode } from 'react';
import {
  type FieldError,
  get,
  type UseFormRegisterReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { describedBy, FieldFrame } from './field-frame.tsx';
import { useFieldId } from './form.tsx';

/** What a registered control spreads: react-hook-form's wiring plus its id and ARIA. */
export type FieldControl = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export interface FieldProps {
  /** The form value's name; also the end of the control's id. */
  name: string;
  label: string;
  hint?: ReactNode;
  /** Classes of the wrapper (grid placement), not of the control. */
  className?: string;
}

/** The error message react-hook-form holds for `name` in the nearest <Form>, if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  // A rule on a whole field array (e.g. ranges that overlap) is kept under its `root` (@hookform/resolvers).
  const error: (FieldError & { root?: FieldError }) | undefined = get(errors, name);
  return error?.message || error?.root?.message || undefined;
}

/**
 * The error of a field drawn by its own control (a picker, not a FormField), shown where the form puts it;
 * nothing while there is none.
 */
export function FieldErrorMessage({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? (
    <p role="alert" className="text-sm font-medium text-rose-300">
      {error}
    </p>
  ) : null;
}

/**
 * One field of the nearest <Form>: label, hint and error around the control `children` renders with the
 * props it is given. Editing a field clears its error until the next submit, as every form here did.
 */
export function FormField({
  name,
  label,
  hint,
  className,
  children,
}: FieldProps & {
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useFieldId(name);
  const { register, clearErrors } = useFormContext();
  const error = useFieldError(name);
  const control: FieldControl = {
    ...register(name, { onChange: () => clearErrors(name) }),
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, error }),
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {children(control)}
    </FieldFrame>
  );
}
