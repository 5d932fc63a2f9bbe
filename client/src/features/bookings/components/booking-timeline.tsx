import type { BookingEvent } from '#common/contracts/booking.ts';
import { formatSlotStart } from '../booking-format.ts';

const EVENT_LABELS: Record<string, string> = {
  offered: 'Times offered',
  declined: 'Declined',
  'slot-picked': 'Client picked a time',
  held: 'Time held',
  'hold-expired': 'Hold lapsed unpaid',
  confirmed: 'Booking confirmed',
  'deposit-received': 'Deposit received',
  'deposit-paid': 'Deposit paid online',
  'reminder-sent': 'Reminder sent',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
};

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
          <span className="font-semibold">{EVENT_LABELS[event.kind] ?? event.kind}</span>
          {typeof event.detail.startsAt === 'string' ? (
            <span className="text-mist"> · for {formatSlotStart(event.detail.startsAt, timeZone)}</span>
          ) : null}
          <span className="block text-xs text-mist">
            <time dateTime={event.at}>{formatSlotStart(event.at, timeZone)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
