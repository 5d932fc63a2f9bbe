import { CalendarCheck, CalendarClock, CircleX, CreditCard, Inbox, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RequestPage, RequestStatus } from '#common/contracts/booking-requests.ts';
import { formatMoney, formatSlot } from '../format-slot.ts';

/** The status in plain words (issue #14: received, times offered, deposit due, booked, declined). */
export const STATUS_LABELS: Record<RequestStatus, string> = {
  received: 'Received',
  times_offered: 'Times offered',
  deposit_due: 'Deposit due',
  booked: 'Booked',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

const ICONS: Record<RequestStatus, ReactNode> = {
  received: <Inbox aria-hidden="true" className="size-6" />,
  times_offered: <CalendarClock aria-hidden="true" className="size-6" />,
  deposit_due: <CreditCard aria-hidden="true" className="size-6" />,
  booked: <CalendarCheck aria-hidden="true" className="size-6" />,
  declined: <CircleX aria-hidden="true" className="size-6" />,
  cancelled: <Undo2 aria-hidden="true" className="size-6" />,
};

function explanation(page: RequestPage, hasJustPaid: boolean): string {
  const { artistName, booking } = page;
  const slot = booking ? formatSlot(booking.startsAt, booking.endsAt) : '';
  switch (page.status) {
    case 'received':
      return `${artistName} has your request and will review it, then offer you times or follow up.`;
    case 'times_offered':
      return `${artistName} offered you times. Pick the one that suits you below.`;
    case 'deposit_due': {
      const amount = formatMoney(booking?.depositCents ?? 0, page.currency);
      if (hasJustPaid)
        return `Thanks: your payment of ${amount} is being confirmed. This page updates by itself.`;
      return page.depositCollection === 'stripe'
        ? `${slot} is held for you. Pay the ${amount} deposit to book it.`
        : `${slot} is held for you. ${artistName} will tell you how to pay the ${amount} deposit, and confirms the booking once it is received.`;
    }
    case 'booked':
      return booking?.status === 'confirmed'
        ? `You are booked with ${artistName}: ${slot}. A confirmation with a calendar invite is in your inbox.`
        : `${artistName} booked you in and will confirm the details with you.`;
    case 'declined':
      return `${artistName} can't take this request on. Thank you for thinking of them.`;
    case 'cancelled':
      return `Your appointment was cancelled. ${artistName} can offer you new times.`;
  }
}

/** The request's status at the top of the page. */
export function StatusBanner({ page, hasJustPaid }: { page: RequestPage; hasJustPaid: boolean }) {
  return (
    <section
      aria-labelledby="request-status"
      className="flex items-start gap-4 rounded-2xl border border-ink-600 bg-ink-800 p-5"
    >
      <span className="mt-0.5 text-accent">{ICONS[page.status]}</span>
      <div className="grid gap-1">
        <h2 id="request-status" className="text-xl font-bold">
          <span className="sr-only">Status: </span>
          {STATUS_LABELS[page.status]}
        </h2>
        <p className="text-mist">{explanation(page, hasJustPaid)}</p>
      </div>
    </section>
  );
}
