import { createContext, type FormEventHandler, type ReactNode, useContext } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

const IdPrefixContext = createContext('field');

/**
 * A react-hook-form form: gives the field components below it the form, and ids `<idPrefix>-<name>` so a
 * label, its control, hint and error always point at each other. Browser validation is off; the contract
 * (through the zod resolver) says what is wrong, in the server's own words.
 */
export function Form<Values extends FieldValues, Context, Output>({
  form,
  idPrefix,
  onSubmit,
  className,
  children,
}: {
  form: UseFormReturn<Values, Context, Output>;
  idPrefix: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <IdPrefixContext.Provider value={idPrefix}>
        <form noValidate onSubmit={onSubmit} className={className}>
          {children}
        </form>
      </IdPrefixContext.Provider>
    </FormProvider>
  );
}

/** The id of field `name` inside the nearest <Form>; a nested name's dots become dashes (`variantA-name`). */
export function useFieldId(name: string): string {
  return `${useContext(IdPrefixContext)}-${name.replaceAll('.', '-')}`;
}
