import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What a form's zod resolver reports for `values`, as one message per field: the messages the artist sees
 * when the form is submitted.
 */
export async function resolverErrors<Values extends FieldValues>(
  schema: z.ZodType<unknown, Values>,
  values: Values,
): Promise<Record<string, string | undefined>> {
  const { errors } = await zodResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, (error as FieldError | undefined)?.message]),
  );
}
