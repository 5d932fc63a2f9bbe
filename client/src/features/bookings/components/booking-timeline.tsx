import type { BookingEvent } from '#common/contracts/booking.ts';
import { studioActorLabel, studioActorSchema } from '#common/contracts/studios.ts';
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

interface Viewer {
  /** Whether the signed-in user is the lead's artist (else the studio's owner or front desk, decision 073). */
  isViewerTheArtist: boolean;
  viewerId: string;
}

/**
 * Who did it, as the viewer reads it (decision 073): "you" for their own action; who at the studio acted for the
 * artist ("Dana (front desk)"); the artist, when the owner or front desk reads an artist's own action.
 */
function actedByWords(event: BookingEvent, { isViewerTheArtist, viewerId }: Viewer): string {
  if (event.detail.by === 'client') return 'the client';
  const actor = studioActorSchema.safeParse(event.detail.actor);
  if (actor.success) return actor.data.id === viewerId ? 'you' : studioActorLabel(actor.data);
  return isViewerTheArtist ? 'you' : 'the artist';
}

/**
 * Events that name who did them when the event says (`by`): the verb, and what follows the name. Moves and cancels
 * say "by you" to their doer, as they always did; the rest read as before to whoever did them, and name anyone else.
 */
const ACTED_VERBS: Record<string, { verb: string; after?: string; isSaidByYou?: boolean }> = {
  rescheduled: { verb: 'Moved', isSaidByYou: true },
  cancelled: { verb: 'Cancelled', isSaidByYou: true },
  'deposit-received': { verb: 'Deposit received' },
  offered: { verb: 'Times offered' },
  declined: { verb: 'Declined' },
  // A `confirmed` event with `by` was booked directly on the artist's side; a client's confirmation has none.
  confirmed: { verb: 'Booked directly' },
  'session-done': { verb: 'Session marked done', after: ': aftercare sent' },
};

/** The event's label, naming who moved, cancelled, offered, booked, declined or marked it when the event says. */
function labelOf(event: BookingEvent, viewer: Viewer): string {
  const acted = ACTED_VERBS[event.kind];
  const isActed = event.detail.by === 'artist' || event.detail.by === 'client';
  const plain = EVENT_LABELS[event.kind] ?? event.kind;
  if (!acted || !isActed) return plain;
  const who = actedByWords(event, viewer);
  if (who === 'you' && !acted.isSaidByYou) return event.kind === 'confirmed' ? acted.verb : plain;
  return `${acted.verb} by ${who}${acted.after ?? ''}`;
}

/** What happened on the way to the appointment, oldest first, times in the artist's zone. */
export function BookingTimeline({
  events,
  timeZone,
  ...viewer
}: { events: BookingEvent[]; timeZone: string } & Viewer) {
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
          <span className="font-semibold">{labelOf(event, viewer)}</span>
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
