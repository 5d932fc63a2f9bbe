import { TextField } from '#client/components/form/text-field.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { MAX_AFTERCARE_TEXT, MAX_BOOKING_TEXT } from '#common/contracts/booking.ts';
import type { DepositCollection } from '#common/domain/booking/types.ts';

/**
 * What the artist tells every booked client in their own words (issue #26): how to prepare, how to pay a deposit
 * they collect themselves, and what happens to it on a cancellation. Quoted as written in the emails, the
 * invites and the request page.
 */
export function ClientTextsFields({
  isDisabled,
  collection,
}: {
  isDisabled: boolean;
  collection: DepositCollection;
}) {
  const common = { disabled: isDisabled, maxLength: MAX_BOOKING_TEXT, rows: 3 };
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4">
      <legend className="mb-2 font-semibold">What clients read</legend>
      <TextareaField
        name="prepNotes"
        label="Preparation notes"
        hint="In every booking email and calendar invite: eat beforehand, no alcohol the night before, what to wear."
        placeholder="Eat a proper meal first and bring a snack. No alcohol the night before."
        {...common}
      />
      {collection === 'artist' ? (
        <TextareaField
          name="paymentInstructions"
          label="How clients pay the deposit"
          hint="Shown while a deposit is due: bank details, Venmo or PayPal, or cash at the studio."
          placeholder="Bank transfer to IBAN …, with your name as the reference. Or cash at the studio."
          {...common}
        />
      ) : null}
      <TextareaField
        name="refundPolicy"
        label="Refund policy"
        hint="Quoted to a client with a paid deposit when the appointment is cancelled."
        placeholder="Deposits are refunded in full up to 7 days before the appointment; after that they are kept."
        {...common}
      />
      <TextareaField
        name="aftercareText"
        label="Aftercare"
        hint="Emailed to the client when you mark a session done. Blank sends our standard aftercare in the client's language."
        placeholder="Leave the wrap on for 2–3 hours. Wash gently with unscented soap twice a day, pat dry, and put on a thin layer of unscented cream. No swimming, sun or scratching for 2 weeks."
        {...common}
        maxLength={MAX_AFTERCARE_TEXT}
        rows={5}
      />
      <TextField
        name="reviewUrl"
        label="Review link"
        hint="Your Google (or other) reviews page. Every client gets one request to review you, three days after a done session; blank sends none."
        placeholder="https://g.page/r/…/review"
        inputMode="url"
        autoComplete="url"
        disabled={isDisabled}
      />
    </fieldset>
  );
}
