import ICAL from 'ical.js';
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
 * ORGANIZER or ATTENDEE: the address as the value, the name as CN. ical.js writes every parameter value the way
 * RFC 5545 §3.2 and RFC 6868 allow (quoted, a `"` as ^', a line break as ^n), so a name such as
 * `Eve":mailto:evil@evil.example` stays one name and cannot add an address (issue #24 item 4, decision 052).
 */
function personProperty(kind: 'organizer' | 'attendee', person: CalendarPerson): ICAL.Property {
  const property = new ICAL.Property(kind);
  property.setParameter('cn', person.name);
  property.setValue(`mailto:${person.email}`);
  return property;
}

/**
 * The client as an ATTENDEE: they picked or agreed the time, so they have already accepted and no reply is asked
 * for; a calendar still offers them the event's Yes/No, which replies to the organizer's address.
 */
function attendeeOf(client: CalendarPerson): ICAL.Property {
  const property = personProperty('attendee', client);
  property.setParameter('role', 'REQ-PARTICIPANT');
  property.setParameter('partstat', 'ACCEPTED');
  property.setParameter('rsvp', 'FALSE');
  return property;
}

/** The words a calendar shows for an event: SUMMARY, DESCRIPTION and, when known, LOCATION. */
export interface EventDetails {
  title: string;
  description: string;
  location?: string | null;
}

const utc = (date: Date) => ICAL.Time.fromJSDate(date, true);

/**
 * ical.js folds each piece at ICAL.foldLength octets and then puts the continuation's leading space in front
 * (ical.js helpers foldline), so a continuation line would be 76 octets: 74 keeps every line within RFC 5545's
 * 75. The setting is the module's; ical.js is used nowhere else on the server.
 */
ICAL.foldLength = 74;

/**
 * One VEVENT. Start and end are UTC instants: every calendar shows them in its owner's zone, which is how the
 * client sees the time in theirs; the description names the time in the artist's zone (decision 021: no
 * VTIMEZONE is written, and a UTC instant cannot be misread). SUMMARY and DESCRIPTION are TEXT, which ical.js
 * escapes (backslash, semicolon, comma, line break: RFC 5545 §3.3.11).
 */
function eventOf(
  booking: InviteBooking,
  details: EventDetails,
  status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED',
): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', `${booking.id}@inkdesk`);
  event.addPropertyWithValue('dtstamp', utc(new Date()));
  event.addPropertyWithValue('dtstart', utc(booking.startsAt));
  event.addPropertyWithValue('dtend', utc(booking.endsAt));
  event.addPropertyWithValue('summary', details.title);
  if (details.description) event.addPropertyWithValue('description', details.description);
  // The studio's address: a calendar shows it and offers directions.
  if (details.location) event.addPropertyWithValue('location', details.location);
  event.addPropertyWithValue('status', status);
  event.addPropertyWithValue('sequence', booking.sequence ?? 0);
  return event;
}

/**
 * A VCALENDAR around the events, with METHOD when it is a scheduling message. ical.js folds its lines at 75
 * octets of UTF-8 (RFC 5545 §3.1), not 75 characters, and ends them with CRLF.
 */
function calendarOf(events: ICAL.Component[], method?: 'REQUEST' | 'PUBLISH' | 'CANCEL', calName?: string) {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//Inkdesk//Booking//EN');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  if (method) calendar.addPropertyWithValue('method', method);
  if (calName) {
    // An X- property is of unknown type to ical.js, written as is; typed TEXT it is escaped like SUMMARY.
    const name = new ICAL.Property('x-wr-calname');
    name.resetType('text');
    name.setValue(calName);
    calendar.addProperty(name);
  }
  for (const event of events) calendar.addSubcomponent(event);
  return `${calendar.toString()}\r\n`;
}

/** One scheduling message: the event with its organizer and, when given, its attendee. */
function schedulingMessage(
  method: 'REQUEST' | 'PUBLISH' | 'CANCEL',
  event: ICAL.Component,
  organizer: CalendarPerson,
  attendee?: CalendarPerson | null,
): string {
  event.addProperty(personProperty('organizer', organizer));
  if (attendee) event.addProperty(attendeeOf(attendee));
  return calendarOf([event], method);
}

/**
 * The client's invite, at confirmation and at every move: METHOD:REQUEST from the artist (ORGANIZER) to the client
 * (ATTENDEE), both required there (RFC 5546 §3.2.2). Gmail and Outlook file such an invite as a scheduled event
 * and replace it when the same organizer sends the same UID at a higher SEQUENCE, or cancels it.
 */
export function bookingRequest(
  booking: InviteBooking,
  details: EventDetails,
  { organizer, client }: { organizer: CalendarPerson; client: CalendarPerson },
): string {
  return schedulingMessage('REQUEST', eventOf(booking, details), organizer, client);
}

/**
 * The artist's own copy: METHOD:PUBLISH with the artist as ORGANIZER and no ATTENDEE (RFC 5546 §3.2.1 requires
 * the one and forbids the other). Sent to the organizer, a REQUEST would read as an invitation to answer from
 * themselves; a publication is simply put in their calendar, and replaced by a later one of the same UID.
 */
export function bookingPublication(
  booking: InviteBooking,
  details: EventDetails,
  organizer: CalendarPerson,
): string {
  return schedulingMessage('PUBLISH', eventOf(booking, details), organizer);
}

/**
 * The .ics attached to a cancellation, the same for both sides: the same UID with a higher SEQUENCE than any
 * invite sent before, as METHOD:CANCEL and STATUS:CANCELLED from the same ORGANIZER, naming the client as the
 * ATTENDEE it removes when they gave an email (RFC 5546 §3.2.5), so a calendar holding the appointment drops it.
 */
export function bookingCancellation(
  booking: InviteBooking,
  details: EventDetails,
  { organizer, client }: InviteParties,
): string {
  return schedulingMessage('CANCEL', eventOf(booking, details, 'CANCELLED'), organizer, client);
}

/**
 * The artist's subscription feed: confirmed appointments, each titled with the session kind and the client's
 * first name only, described by the piece, at the studio's address (issue #26). No surname, email or phone
 * leaves through a URL (decision 021). A feed is a calendar, not a scheduling
 * message: it carries no METHOD (RFC 5545 §3.7.2; its Content-Type names none), so no iTIP rule asks for an
 * ORGANIZER, and RFC 5545 §3.8.4.3 rules one out for entries shown only on their owner's calendar. Without an
 * ATTENDEE no address, the client's or the artist's, rides on the feed's URL (decision 032).
 */
export function calendarFeed(
  calName: string,
  entries: Array<
    InviteBooking & {
      firstName: string | null;
      piece: string | null;
      /** Session 2 of 3 of a project (decision 066), in the title; null for a single session. */
      session?: { number: number; count: number } | null;
    }
  >,
  location: string | null,
): string {
  const events = entries.map((entry) =>
    eventOf(entry, {
      title: [
        SESSION_KIND_LABELS[entry.sessionKind],
        ...(entry.firstName ? [entry.firstName] : []),
        ...(entry.session ? [`session ${entry.session.number} of ${entry.session.count}`] : []),
      ].join(' · '),
      description: entry.piece ? `Piece: ${entry.piece}` : 'Booked with Inkdesk',
      location,
    }),
  );
  return calendarOf(events, undefined, calName);
}
