import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '#client/components/form/form.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import { formatMoney } from '#client/lib/format-money.ts';
import { type Booking, CANCEL_REASON_MAX, cancelBookingSchema } from '#common/contracts/booking.ts';
import { formatAppointment } from '../booking-format.ts';

type CancelValues = z.input<typeof cancelBookingSchema>;
type CancelPayload = z.output<typeof cancelBookingSchema>;

/**
 * Confirms the artist's cancellation of one appointment, with an optional reason for the client. What it will do
 * is said before it is done: the client is emailed and their calendar invite cancelled; a paid deposit is not
 * refunded by Inkdesk.
 */
export function CancelBookingDialog({
  booking,
  timeZone,
  onOpenChange,
  isPending,
  error,
  onSubmit,
}: {
  /** The booking to cancel; the dialog is open while one is given. */
  booking: Booking | null;
  timeZone: string;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  /** The failure of the last submit, shown in the dialog, which stays open with what was entered. */
  error: unknown;
  onSubmit: (bookingId: string, data: CancelPayload) => void;
}) {
  const form = useForm<CancelValues, unknown, CancelPayload>({
    values: { reason: '' },
    resolver: zodResolver(cancelBookingSchema),
  });
  const isPaid = booking?.depositStatus === 'paid' && booking.depositCents > 0;
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {booking ? (
          <Form
            form={form}
            idPrefix="cancel-booking"
            onSubmit={form.handleSubmit((data) => onSubmit(booking.id, data))}
            className="grid gap-5"
          >
            <DialogHeader>
              <DialogTitle>Cancel this appointment?</DialogTitle>
              <DialogDescription>
                {formatAppointment(booking.startsAt, booking.endsAt, timeZone)}. The time becomes free again
                and the client is emailed a cancellation that removes it from their calendar.
              </DialogDescription>
            </DialogHeader>
            {isPaid ? (
              <p className="rounded-lg bg-ink-800 p-3 text-sm">
                The client paid a deposit of {formatMoney(booking.depositCents, booking.currency)}. Cancelling
                does not refund it: refund it yourself, or keep it for a new time you agree.
              </p>
            ) : null}
            <TextareaField
              name="reason"
              label="Reason for the client (optional)"
              hint={`Quoted in their email. At most ${CANCEL_REASON_MAX} characters.`}
              rows={4}
            />
            <DialogError error={error} fallback="The appointment could not be cancelled. Please try again." />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost">Keep it</Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={isPending} aria-busy={isPending}>
                Cancel appointment
              </Button>
            </DialogFooter>
          </Form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
