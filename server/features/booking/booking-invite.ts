import { createEvent, createEvents, type EventAttributes, type ReturnObject } from 'ics';
import { SESSION_KIND_LABELS } from '#common/contracts/booking.ts';
import type { SessionKind } from '#common/domain/booking/types.ts';

export interface InviteBooking {
  id: string;
  startsAt: Date;
  endsAt: Date;
  sessionKind: SessionKind;
  /** How many times it was rescheduled: a calendar replaces the event it holds under the same UID only when this rises. */
  sequence?: number;
}

/**
 * One VEVENT. Start and end are UTC instants: every calendar shows them in its owner's zone, which is how the
 * client sees the time in theirs; the description names the time in the artist's zone (decision 021: `ics`
 * writes no VTIMEZONE, and a UTC instant cannot be misread).
 */
function eventOf(
  booking: InviteBooking,
  details: { title: string; description: string },
  status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED',
): EventAttributes {
  return {
    uid: `${booking.id}@inkdesk`,
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: details.title,
    description: details.description,
    status,
    sequence: booking.sequence ?? 0,
    productId: 'inkdesk/booking',
  };
}

function icsText(result: ReturnObject): string {
  if (result.error || !result.value) throw result.error ?? new Error('ics produced no calendar');
  return result.value;
}

/** The .ics attached to a confirmation: the one appointment. */
export function bookingInvite(
  booking: InviteBooking,
  details: { title: string; description: string },
): string {
  return icsText(createEvent({ ...eventOf(booking, details), method: 'PUBLISH' }));
}

/**
 * The .ics attached to a cancellation: the same UID with a higher SEQUENCE than any invite sent before, as
 * METHOD:CANCEL and STATUS:CANCELLED, so a calendar holding the appointment removes it (RFC 5546 §3.2.5).
 */
export function bookingCancellation(
  booking: InviteBooking,
  details: { title: string; description: string },
): string {
  return icsText(createEvent({ ...eventOf(booking, details, 'CANCELLED'), method: 'CANCEL' }));
}

/**
 * The artist's subscription feed: confirmed appointments, each titled with the session kind and the client's
 * first name only (no email, phone or project details leave through a URL).
 */
export function calendarFeed(
  calName: string,
  entries: Array<InviteBooking & { firstName: string | null }>,
): string {
  const events = entries.map((entry) =>
    eventOf(entry, {
      title: `${SESSION_KIND_LABELS[entry.sessionKind]}${entry.firstName ? ` · ${entry.firstName}` : ''}`,
      description: 'Booked with Inkdesk',
    }),
  );
  return icsText(createEvents(events, { calName, method: 'PUBLISH', productId: 'inkdesk/booking' }));
}
