import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '#client/components/form/select-field.tsx';
import { TextField, WholeNumberField } from '#client/components/form/text-field.tsx';
import type { DepositCollection } from '#common/domain/booking/types.ts';
import type { AvailabilityFormValues } from '../availability-form-values.ts';

const KINDS = [
  ['none', 'No deposit'],
  ['fixed', 'A fixed amount'],
  ['percent', 'A percentage of the estimate'],
] as const;

/** The deposit rule: none, a fixed amount, or a share of the lead's budget with a minimum. */
export function DepositRuleFields({
  isDisabled,
  collection,
}: {
  isDisabled: boolean;
  collection: DepositCollection;
}) {
  const { control } = useFormContext<AvailabilityFormValues>();
  const kind = useWatch({ control, name: 'depositKind' });
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4">
      <legend className="mb-2 font-semibold">Deposit</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          name="depositKind"
          label="Deposit rule"
          options={KINDS}
          disabled={isDisabled}
          hint={
            collection === 'stripe'
              ? 'Clients pay it online when they pick a time.'
              : 'You collect it yourself and mark it received on the lead.'
          }
        />
        <TextField
          name="currency"
          label="Currency"
          hint="A 3-letter code such as USD or EUR."
          maxLength={3}
          autoComplete="off"
          disabled={isDisabled}
        />
        {kind === 'fixed' ? (
          <TextField
            name="depositAmount"
            label="Deposit amount"
            inputMode="decimal"
            placeholder="100"
            disabled={isDisabled}
          />
        ) : null}
        {kind === 'percent' ? (
          <>
            <WholeNumberField
              name="depositPercent"
              label="Percentage of the estimate"
              hint="Of the middle of the client's budget."
              placeholder="20"
              disabled={isDisabled}
            />
            <TextField
              name="depositMinimum"
              label="Minimum deposit"
              hint="Asked when the budget is unknown or the share is smaller."
              inputMode="decimal"
              placeholder="50"
              disabled={isDisabled}
            />
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
