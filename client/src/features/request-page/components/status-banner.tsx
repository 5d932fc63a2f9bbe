import { CalendarCheck, CalendarClock, CircleX, CreditCard, Inbox, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RequestPage, RequestStatus } from '#common/contracts/booking-requests.ts';
import { formatMoney, formatSlot } from '../format-slot.ts';
import { type RequestPageWords, requestPageWords } from '../words/index.ts';

const ICONS: Record<RequestStatus, ReactNode> = {
  received: <Inbox aria-hidden="true" className="size-6" />,
  times_offered: <CalendarClock aria-hidden="true" className="size-6" />,
  deposit_due: <CreditCard aria-hidden="true" className="size-6" />,
  booked: <CalendarCheck aria-hidden="true" className="size-6" />,
  declined: <CircleX aria-hidden="true" className="size-6" />,
  cancelled: <Undo2 aria-hidden="true" className="size-6" />,
};

/** The status in plain words (issue #14: received, times offered, deposit due, booked, declined). */
function explanation(page: RequestPage, hasJustPaid: boolean, words: RequestPageWords): string {
  const { artistName, booking } = page;
  const slot = booking ? formatSlot(booking.startsAt, booking.endsAt, words) : '';
  const said = words.status;
  switch (page.status) {
    case 'received':
      return said.received(artistName);
    case 'times_offered':
      return said.timesOffered(artistName);
    case 'deposit_due': {
      const amount = formatMoney(booking?.depositCents ?? 0, page.currency, words);
      if (hasJustPaid) return said.justPaid(amount);
      if (page.depositCollection === 'stripe') return said.heldPayOnline(slot, amount);
      // The booking card below shows the artist's instructions when they wrote them.
      return page.paymentInstructions
        ? said.heldArtistInstructions(slot, artistName, amount)
        : said.heldArtistCollects(slot, artistName, amount);
    }
    case 'booked':
      return booking?.status === 'confirmed'
        ? said.booked(artistName, slot)
        : said.bookedByArtist(artistName);
    case 'declined':
      return said.declined(artistName);
    case 'cancelled':
      return said.cancelled(artistName);
  }
}

/** The request's status at the top of the page. */
export function StatusBanner({ page, hasJustPaid }: { page: RequestPage; hasJustPaid: boolean }) {
  const words = requestPageWords(page.language);
  return (
    <section
      aria-labelledby="request-status"
      className="flex items-start gap-4 rounded-2xl border border-ink-600 bg-ink-800 p-5"
    >
      <span className="mt-0.5 text-accent">{ICONS[page.status]}</span>
      <div className="grid gap-1">
        <h2 id="request-status" className="text-xl font-bold">
          <span className="sr-only">{words.statusPrefix}</span>
          {words.statusLabels[page.status]}
        </h2>
        <p className="text-mist">{explanation(page, hasJustPaid, words)}</p>
      </div>
    </section>
  );
}
