import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import { serverMessageOf } from '#client/lib/api-client.ts';
import type { RequestBooking, RequestPage } from '#common/contracts/booking-requests.ts';
import { cancelBooking, rescheduleBooking } from '../api/change-booking.ts';
import { getRescheduleTimesQueryOptions } from '../api/get-reschedule-times.ts';
import { startCheckout } from '../api/start-checkout.ts';
import { formatMoney, formatSlot } from '../format-slot.ts';

interface BookingActionsProps {
  token: string;
  onChanged: () => Promise<unknown>;
}

function RescheduleDialog({ token, onChanged }: BookingActionsProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const times = useQuery({ ...getRescheduleTimesQueryOptions(token), enabled: isOpen });
  const move = useMutation({
    mutationFn: (startsAt: string) => rescheduleBooking(token, startsAt),
    onSuccess: async () => {
      setIsOpen(false);
      await onChanged();
    },
    // Refused: the time was just taken, or the artist changed the booking meanwhile. The times and the page
    // show what is true now.
    onError: () => Promise.all([times.refetch(), onChanged()]),
  });
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        move.reset();
        setIsOpen(open);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">Reschedule</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Move your appointment</DialogTitle>
          <DialogDescription>Pick a free time. Your deposit moves with it.</DialogDescription>
        </DialogHeader>
        {times.data?.slots.length === 0 ? (
          <p className="text-mist">No free times in the coming weeks.</p>
        ) : null}
        <fieldset className="grid max-h-72 gap-2 overflow-y-auto">
          <legend className="sr-only">Free times</legend>
          {times.data?.slots.map((slot) => (
            <label
              key={slot.startsAt}
              className="flex items-center gap-3 rounded-lg border border-ink-600 p-3"
            >
              <input
                type="radio"
                name="new-time"
                checked={chosen === slot.startsAt}
                onChange={() => setChosen(slot.startsAt)}
                className="size-4 accent-accent"
              />
              {formatSlot(slot.startsAt, slot.endsAt)}
            </label>
          ))}
        </fieldset>
        <DialogError error={move.error} fallback="The appointment could not be moved." />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Keep my time</Button>
          </DialogClose>
          <Button disabled={!chosen || move.isPending} onClick={() => chosen && move.mutate(chosen)}>
            {move.isPending ? 'Moving…' : 'Move to this time'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CancelDialog({ token, onChanged }: BookingActionsProps) {
  // A refusal means the artist changed the booking meanwhile: the page behind shows what is true now.
  const cancel = useMutation({
    mutationFn: () => cancelBooking(token),
    onSuccess: onChanged,
    onError: onChanged,
  });
  return (
    <Dialog onOpenChange={() => cancel.reset()}>
      <DialogTrigger asChild>
        <Button variant="ghost">Cancel appointment</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your appointment?</DialogTitle>
          <DialogDescription>
            The time is given up and your artist is told. Ask them about your deposit.
          </DialogDescription>
        </DialogHeader>
        <DialogError error={cancel.error} fallback="The appointment could not be cancelled." />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Keep it</Button>
          </DialogClose>
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel appointment'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PayDepositButton({ token }: { token: string }) {
  const pay = useMutation({
    mutationFn: () => startCheckout(token),
    onSuccess: ({ checkoutUrl }) => checkoutUrl && window.location.assign(checkoutUrl),
  });
  return (
    <div className="grid gap-2">
      <Button disabled={pay.isPending} onClick={() => pay.mutate()}>
        {pay.isPending ? 'Opening…' : 'Pay deposit'}
      </Button>
      {pay.isError ? (
        <p role="alert" className="text-rose-200">
          {serverMessageOf(pay.error) ?? 'The payment page could not be opened.'}
        </p>
      ) : null}
    </div>
  );
}

function depositLine(booking: RequestBooking, currency: string): string | null {
  if (booking.depositStatus === 'none') return null;
  const amount = formatMoney(booking.depositCents, currency);
  return booking.depositStatus === 'paid' ? `Deposit of ${amount} paid` : `Deposit of ${amount} due`;
}

/** The client's appointment: its time, deposit, and what they may still do with it. */
export function BookingCard({ token, page, onChanged }: BookingActionsProps & { page: RequestPage }) {
  const booking = page.booking;
  if (!booking || booking.status === 'cancelled' || page.status === 'declined') return null;
  const deposit = depositLine(booking, page.currency);
  const isLive = page.status === 'booked' || page.status === 'deposit_due';
  if (!isLive) return null;
  return (
    <section aria-labelledby="your-appointment" className="grid gap-3 rounded-2xl border border-ink-600 p-5">
      <h2 id="your-appointment" className="text-lg font-bold">
        Your appointment
      </h2>
      <p className="text-2xl font-semibold">{formatSlot(booking.startsAt, booking.endsAt)}</p>
      {deposit ? <p className="text-mist">{deposit}</p> : null}
      {page.status === 'deposit_due' && page.depositCollection === 'stripe' ? (
        <PayDepositButton token={token} />
      ) : null}
      {booking.status === 'confirmed' ? (
        booking.canChange ? (
          <div className="flex flex-wrap gap-2">
            <RescheduleDialog token={token} onChanged={onChanged} />
            <CancelDialog token={token} onChanged={onChanged} />
          </div>
        ) : (
          <p className="text-mist">
            Your appointment is less than {page.noticeHours} hours away. To change it, contact{' '}
            {page.artistName} directly.
          </p>
        )
      ) : null}
    </section>
  );
}
