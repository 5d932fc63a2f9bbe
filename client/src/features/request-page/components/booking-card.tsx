import { useMutation } from '@tanstack/react-query';
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
import { cancelBooking } from '../api/change-booking.ts';
import { startCheckout } from '../api/start-checkout.ts';
import { formatMoney, formatSlot } from '../format-slot.ts';
import { type RequestPageWords, requestPageWords } from '../words/index.ts';
import { ConsentDue } from './consent-due.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

interface BookingActionsProps {
  token: string;
  onChanged: () => Promise<unknown>;
}

interface DialogProps extends BookingActionsProps {
  words: RequestPageWords;
}

/**
 * What cancelling means for the deposit (issue #26): nothing to say without a paid one; the artist's refund
 * policy, quoted, when they wrote one; else ask them.
 */
function CancelDescription({
  page,
  booking,
  words,
}: {
  page: RequestPage;
  booking: RequestBooking;
  words: RequestPageWords;
}) {
  const said = words.cancel;
  if (booking.depositStatus !== 'paid') return <DialogDescription>{said.noDeposit}</DialogDescription>;
  if (!page.refundPolicy) return <DialogDescription>{said.description}</DialogDescription>;
  return (
    <>
      <DialogDescription>{said.withPolicy(page.artistName)}</DialogDescription>
      <ArtistText text={page.refundPolicy} />
    </>
  );
}

/** A text the artist wrote, quoted with its line breaks. */
export function ArtistText({ text }: { text: string }) {
  return (
    <blockquote className="whitespace-pre-line break-words border-l-2 border-ink-600 pl-3">{text}</blockquote>
  );
}

/** Cancels the page's booking, or one session of a project (decision 066). */
export function CancelDialog({
  token,
  onChanged,
  words,
  page,
  booking,
}: DialogProps & { page: RequestPage; booking: RequestBooking }) {
  const said = words.cancel;
  // A refusal means the artist changed the booking meanwhile: the page behind shows what is true now.
  const cancel = useMutation({
    mutationFn: () => cancelBooking(token, booking.sessionNumber),
    onSuccess: onChanged,
    onError: onChanged,
  });
  return (
    <Dialog onOpenChange={() => cancel.reset()}>
      <DialogTrigger asChild>
        <Button variant="ghost">{said.open}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{said.title}</DialogTitle>
          <CancelDescription page={page} booking={booking} words={words} />
        </DialogHeader>
        <DialogError error={cancel.error} fallback={said.failed} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">{said.keep}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {cancel.isPending ? said.cancelling : said.open}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function PayDepositButton({ token, words }: { token: string; words: RequestPageWords }) {
  const pay = useMutation({
    mutationFn: () => startCheckout(token),
    onSuccess: ({ checkoutUrl }) => checkoutUrl && window.location.assign(checkoutUrl),
  });
  return (
    <div className="grid gap-2">
      <Button disabled={pay.isPending} onClick={() => pay.mutate()}>
        {pay.isPending ? words.appointment.opening : words.appointment.pay}
      </Button>
      {pay.isError ? (
        <p role="alert" className="text-rose-200">
          {serverMessageOf(pay.error) ?? words.appointment.payFailed}
        </p>
      ) : null}
    </div>
  );
}

export function depositLine(
  booking: RequestBooking,
  currency: string,
  words: RequestPageWords,
): string | null {
  if (booking.depositStatus === 'none') return null;
  const amount = formatMoney(booking.depositCents, currency, words);
  const { depositPaid, depositDue } = words.appointment;
  return booking.depositStatus === 'paid' ? depositPaid(amount) : depositDue(amount);
}

/** The client's appointment: its time, deposit, and what they may still do with it. */
export function BookingCard({ token, page, onChanged }: BookingActionsProps & { page: RequestPage }) {
  const booking = page.booking;
  // A project's sessions are on their own card (ProjectCard).
  if (page.project) return null;
  if (!booking || booking.status === 'cancelled' || page.status === 'declined') return null;
  const words = requestPageWords(page.language);
  const deposit = depositLine(booking, page.currency, words);
  const isLive = page.status === 'booked' || page.status === 'deposit_due';
  if (!isLive) return null;
  return (
    <section aria-labelledby="your-appointment" className="grid gap-3 rounded-2xl border border-ink-600 p-5">
      <h2 id="your-appointment" className="text-lg font-bold">
        {words.appointment.heading}
      </h2>
      <p className="text-2xl font-semibold">{formatSlot(booking.startsAt, booking.endsAt, words)}</p>
      {deposit ? <p className="text-mist">{deposit}</p> : null}
      {/* A held time's deposit, or one still due on a booking the artist confirmed (the reminders link here). */}
      {booking.depositStatus === 'due' && page.depositCollection === 'stripe' ? (
        <PayDepositButton token={token} words={words} />
      ) : null}
      {booking.depositStatus === 'due' && page.paymentInstructions ? (
        <div className="grid gap-2">
          <h3 className="font-semibold">{words.appointment.howToPay(page.artistName)}</h3>
          <ArtistText text={page.paymentInstructions} />
        </div>
      ) : null}
      <ConsentDue token={token} booking={booking} artistName={page.artistName} words={words} />
      {booking.status === 'confirmed' && !booking.completedAt ? (
        booking.canChange ? (
          <div className="flex flex-wrap gap-2">
            <RescheduleDialog token={token} onChanged={onChanged} words={words} />
            <CancelDialog token={token} onChanged={onChanged} words={words} page={page} booking={booking} />
          </div>
        ) : (
          <p className="text-mist">{words.appointment.tooLate(page.noticeHours, page.artistName)}</p>
        )
      ) : null}
    </section>
  );
}
