import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '#client/components/form/form.tsx';
import { FieldErrorMessage } from '#client/components/form/form-field.tsx';
import { SlotPicker } from '#client/components/slot-picker/slot-picker.tsx';
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
import type { Booking, MoveBookingRequest } from '#common/contracts/booking.ts';
import { getMoveTimesQueryOptions } from '../api/lead-booking.ts';
import { formatAppointment } from '../booking-format.ts';
import { ARTIST_SLOT_PICKER_WORDS } from '../slot-picker-words.ts';

/** The form's own check (a time picked); the server's moveBookingSchema checks the rest. */
const moveFormSchema = z.object({ startsAt: z.string().min(1, 'Pick a new time') });

/**
 * Moves one appointment to another free time of the same length (decision 032). What it will do is said before
 * it is done: the client is emailed the new time, both sides get the updated calendar invite once confirmed
 * (decision 032), and the deposit stays with the appointment. Unlike the client, the artist may move it inside the notice period.
 */
export function MoveBookingDialog({
  booking,
  timeZone,
  onOpenChange,
  isPending,
  error,
  onSubmit,
}: {
  /** The booking to move; the dialog is open while one is given. */
  booking: Booking | null;
  timeZone: string;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  /** The failure of the last submit, shown in the dialog, which stays open with what was entered. */
  error: unknown;
  onSubmit: (bookingId: string, data: MoveBookingRequest) => void;
}) {
  const form = useForm<MoveBookingRequest>({
    values: { startsAt: '' },
    resolver: zodResolver(moveFormSchema),
  });
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {booking ? (
          <Form
            form={form}
            idPrefix="move-booking"
            onSubmit={form.handleSubmit((data) => onSubmit(booking.id, data))}
            className="grid gap-5"
          >
            <DialogHeader>
              <DialogTitle>Move this appointment</DialogTitle>
              <DialogDescription>
                Now {formatAppointment(booking.startsAt, booking.endsAt, timeZone)}. Pick a new time of the
                same length: the client is emailed it, a confirmed appointment's calendar invite is updated
                for you both, and the deposit stays with the appointment.
              </DialogDescription>
            </DialogHeader>
            <Controller
              control={form.control}
              name="startsAt"
              render={({ field }) => (
                <SlotPicker
                  query={getMoveTimesQueryOptions(booking.leadId, booking.id)}
                  max={1}
                  words={ARTIST_SLOT_PICKER_WORDS}
                  picked={field.value ? [field.value] : []}
                  onChange={(picked) => {
                    form.clearErrors('startsAt');
                    field.onChange(picked[0] ?? '');
                  }}
                />
              )}
            />
            <FieldErrorMessage name="startsAt" />
            <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-ink-700 bg-ink-900 px-6 py-4">
              {/* Inside the footer that sticks to the bottom: seen next to the buttons, however far the times scroll. */}
              <DialogError
                error={error}
                fallback="The appointment could not be moved. Please try again."
                className="basis-full"
              />
              <DialogClose asChild>
                <Button variant="ghost">Keep the time</Button>
              </DialogClose>
              <Button type="submit" disabled={isPending} aria-busy={isPending}>
                Move appointment
              </Button>
            </DialogFooter>
          </Form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
