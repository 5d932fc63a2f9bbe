import type { BookingEvent } from '#common/contracts/booking.ts';
import { formatSlotStart } from '../booking-format.ts';

const EVENT_LABELS: Record<string, string> = {
  offered: 'Times offered',
  declined: 'Declined',
  'slot-picked': 'Client picked a time',
  held: 'Time held',
  'hold-expired': 'Hold lapsed unpaid',
  'hold-replaced': 'Client picked another time',
  confirmed: 'Booking confirmed',
  'deposit-received': 'Deposit received',
  'deposit-paid': 'Deposit paid online',
  'deposit-short': 'Payment short of the deposit: not confirmed',
  'reminder-sent': 'Reminder sent',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  'consent-signed': 'Consent form signed by the client',
  'consent-completed': 'Consent form completed by you',
  'session-done': 'Session done: aftercare sent',
  'check-in-sent': 'Check-in sent',
  'healed-photo-requested': 'Healed photo asked for',
  'healed-photo-received': 'Healed photo received',
  'review-requested': 'Review requested',
};

/** Who moved or cancelled, when the event says: the artist reads "you" for themselves. */
function labelOf(event: BookingEvent): string {
  if (event.kind === 'rescheduled' && event.detail.by === 'artist') return 'Moved by you';
  if (event.kind === 'rescheduled' && event.detail.by === 'client') return 'Moved by the client';
  if (event.kind === 'cancelled' && event.detail.by === 'artist') return 'Cancelled by you';
  if (event.kind === 'cancelled' && event.detail.by === 'client') return 'Cancelled by the client';
  return EVENT_LABELS[event.kind] ?? event.kind;
}

/** What happened on the way to the appointment, oldest first, times in the artist's zone. */
export function BookingTimeline({ events, timeZone }: { events: BookingEvent[]; timeZone: string }) {
  if (events.length === 0)
    return <p className="text-sm text-mist">Nothing yet: offer times or book directly.</p>;
  return (
    <ol className="grid gap-2 border-l border-ink-600 pl-4" aria-label="Booking timeline">
      {events.map((event) => (
        <li key={event.id} className="relative text-sm">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-accent"
          />
          <span className="font-semibold">{labelOf(event)}</span>
          {typeof event.detail.startsAt === 'string' ? (
            <span className="text-mist"> · for {formatSlotStart(event.detail.startsAt, timeZone)}</span>
          ) : null}
          {event.kind === 'rescheduled' && typeof event.detail.to === 'string' ? (
            <span className="text-mist"> · to {formatSlotStart(event.detail.to, timeZone)}</span>
          ) : null}
          {typeof event.detail.reason === 'string' ? (
            <span className="block whitespace-pre-line text-mist">“{event.detail.reason}”</span>
          ) : null}
          <span className="block text-xs text-mist">
            <time dateTime={event.at}>{formatSlotStart(event.at, timeZone)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
