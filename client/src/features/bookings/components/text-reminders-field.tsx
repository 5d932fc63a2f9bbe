import { useFormContext } from 'react-hook-form';
import type { AvailabilityFormValues } from '../availability-form-values.ts';

/**
 * Issue #26 item 8 (decision 068): the 48 h and 24 h reminders also go by text. Off until the artist turns it on;
 * the hint says who gets one and, without Twilio, that texts are only kept for the admin.
 */
export function TextRemindersField({
  isDisabled,
  provider,
}: {
  isDisabled: boolean;
  provider: 'twilio' | 'sandbox';
}) {
  const form = useFormContext<AvailabilityFormValues>();
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        disabled={isDisabled}
        {...form.register('isTextRemindersOn')}
        className="mt-1 size-4 shrink-0 accent-accent"
      />
      <span className="grid gap-0.5">
        <span className="font-medium">Text reminders to clients</span>
        <span className="text-sm text-mist">
          The 48-hour and 24-hour reminders also go by SMS to clients who gave a phone number with its country
          code, in their language, with the studio, any deposit still due and a link to their request page.
          Clients can reply STOP.
          {provider === 'sandbox'
            ? ' No SMS provider is set up on this server: texts are kept in the local SMS sandbox, not sent.'
            : ''}
        </span>
      </span>
    </label>
  );
}
