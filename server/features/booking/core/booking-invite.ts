import { type Attendee, createEvent, createEvents, type EventAttributes, type ReturnObject } from 'ics';
import { DEFAULT_SUPPORT_EMAIL } from '#common/constants/support-email.ts';
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

/** A name and an address, as a calendar shows an organizer or an attendee. */
export interface CalendarPerson {
  name: string;
  email: string;
}

/**
 * The artist as every invite's and the feed's ORGANIZER, under the address their booking emails go to, so a
 * client's calendar reply reaches them; an artist without one (a sign-in that gave no email) stands behind the
 * support address rather than a no-reply one (decision 032).
 */
export const artistOrganizer = (name: string, email: string | null): CalendarPerson => ({
  name,
  email: email ?? DEFAULT_SUPPORT_EMAIL,
});

/** Who an emailed invite is between: the artist organizes it; the client attends, when they gave an email. */
export interface InviteParties {
  organizer: CalendarPerson;
  client: CalendarPerson | null;
}

/**
 * The client as an ATTENDEE: they picked or agreed the time, so they have already accepted and no reply is asked
 * for; a calendar still offers them the event's Yes/No, which replies to the organizer's address.
 */
const attendeeOf = (client: CalendarPerson): Attendee => ({
  ...client,
  role: 'REQ-PARTICIPANT',
  partstat: 'ACCEPTED',
  rsvp: false,
});

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

/**
 * The client's invite, at confirmation and at every move: METHOD:REQUEST from the artist (ORGANIZER) to the client
 * (ATTENDEE), both required there (RFC 5546 §3.2.2). Gmail and Outlook file such an invite as a scheduled event
 * and replace it when the same organizer sends the same UID at a higher SEQUENCE, or cancels it.
 */
export function bookingRequest(
  booking: InviteBooking,
  details: { title: string; description: string },
  { organizer, client }: { organizer: CalendarPerson; client: CalendarPerson },
): string {
  return icsText(
    createEvent({
      ...eventOf(booking, details),
      method: 'REQUEST',
      organizer,
      attendees: [attendeeOf(client)],
    }),
  );
}

/**
 * The artist's own copy: METHOD:PUBLISH with the artist as ORGANIZER and no ATTENDEE (RFC 5546 §3.2.1 requires
 * the one and forbids the other). Sent to the organizer, a REQUEST would read as an invitation to answer from
 * themselves; a publication is simply put in their calendar, and replaced by a later one of the same UID.
 */
export function bookingPublication(
  booking: InviteBooking,
  details: { title: string; description: string },
  organizer: CalendarPerson,
): string {
  return icsText(createEvent({ ...eventOf(booking, details), method: 'PUBLISH', organizer }));
}

/**
 * The .ics attached to a cancellation, the same for both sides: the same UID with a higher SEQUENCE than any
 * invite sent before, as METHOD:CANCEL and STATUS:CANCELLED from the same ORGANIZER, naming the client as the
 * ATTENDEE it removes when they gave an email (RFC 5546 §3.2.5), so a calendar holding the appointment drops it.
 */
export function bookingCancellation(
  booking: InviteBooking,
  details: { title: string; description: string },
  { organizer, client }: InviteParties,
): string {
  return icsText(
    createEvent({
      ...eventOf(booking, details, 'CANCELLED'),
      method: 'CANCEL',
      organizer,
      ...(client ? { attendees: [attendeeOf(client)] } : {}),
    }),
  );
}

/**
 * The artist's subscription feed: confirmed appointments, each titled with the session kind and the client's
 * first name only (no email, phone or project details leave through a URL). A feed is a calendar, not a scheduling
 * message: it carries no METHOD (RFC 5545 §3.7.2; its Content-Type names none), so no iTIP rule asks for an
 * ORGANIZER, and RFC 5545 §3.8.4.3 rules one out for entries shown only on their owner's calendar. Without an
 * ATTENDEE no address, the client's or the artist's, rides on the feed's URL (decision 032).
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
  // `ics` defaults the header's method to PUBLISH (dist/defaults.js) and writes METHOD only when it is not empty
  // (dist/pipeline/format.js): an empty one is how it leaves METHOD out.
  return icsText(createEvents(events, { calName, method: '', productId: 'inkdesk/booking' }));
}
