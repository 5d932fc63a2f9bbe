import { useFormContext, useWatch } from 'react-hook-form';
import { TextField, WholeNumberField } from '#client/components/form/text-field.tsx';
import type { IntakeFormValues } from '../intake-form-values.ts';

/**
 * Issue #26 item 7: open books may close after a number of new requests; closed or waitlisted ones may reopen
 * by themselves on a date (in the zone of the availability settings). Both optional: empty means "until I change it".
 */
export function BooksScheduleField({ isDisabled }: { isDisabled: boolean }) {
  const { control } = useFormContext<IntakeFormValues>();
  const status = useWatch({ control, name: 'booksStatus' });
  if (status === 'open') {
    return (
      <WholeNumberField
        name="booksCloseAfter"
        label="Close after (new requests)"
        hint="Optional. Counts real requests from this save on; the last one closes your books."
        placeholder="Keep open"
        disabled={isDisabled}
      />
    );
  }
  return (
    <TextField
      name="booksReopenOn"
      type="date"
      label="Reopen on"
      hint="Optional. Your books open by themselves that day, in your availability time zone."
      disabled={isDisabled}
    />
  );
}
