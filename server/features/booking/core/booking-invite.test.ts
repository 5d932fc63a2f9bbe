import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  artistOrganizer,
  bookingCancellation,
  bookingPublication,
  bookingRequest,
  calendarFeed,
} from './booking-invite.ts';

const booking = {
  id: 'b1',
  startsAt: new Date('2026-07-15T14:00:00Z'),
  endsAt: new Date('2026-07-15T15:00:00Z'),
  sessionKind: 'small' as const,
  sequence: 2,
};
const details = { title: 'Tattoo appointment with Mara Vale', description: 'at the studio' };
const organizer = { name: 'Mara Vale', email: 'mara@example.com' };
const client = { name: 'Sam Jones', email: 'sam@example.com' };

/** METHOD and the one VEVENT's scheduling properties, as a calendar reads them. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const [event, ...more] = calendar.getAllSubcomponents('vevent');
  expect(more).toEqual([]);
  return { method: calendar.getFirstPropertyValue('method'), ...scheduling(event!) };
}

function scheduling(event: ICAL.Component) {
  const organizerProperty = event.getFirstProperty('organizer');
  return {
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    organizer: organizerProperty && {
      name: organizerProperty.getParameter('cn'),
      address: String(organizerProperty.getFirstValue()).toLowerCase(),
    },
    attendees: event.getAllProperties('attendee').map((property) => ({
      name: property.getParameter('cn'),
      address: String(property.getFirstValue()).toLowerCase(),
      partstat: property.getParameter('partstat'),
      role: property.getParameter('role'),
    })),
  };
}

const fromMara = { name: 'Mara Vale', address: 'mailto:mara@example.com' };
const samAttends = {
  name: 'Sam Jones',
  address: 'mailto:sam@example.com',
  partstat: 'ACCEPTED',
  role: 'REQ-PARTICIPANT',
};

describe('the invites a booking sends (RFC 5546)', () => {
  it('invites the client with a REQUEST from the artist, naming them as the attendee', () => {
    expect(read(bookingRequest(booking, details, { organizer, client }))).toEqual({
      method: 'REQUEST',
      uid: 'b1@inkdesk',
      sequence: 2,
      status: 'CONFIRMED',
      organizer: fromMara,
      attendees: [samAttends],
    });
  });

  it('gives the artist a PUBLISH of the same event, organized by them, with no attendee', () => {
    expect(read(bookingPublication(booking, details, organizer))).toEqual({
      method: 'PUBLISH',
      uid: 'b1@inkdesk',
      sequence: 2,
      status: 'CONFIRMED',
      organizer: fromMara,
      attendees: [],
    });
  });

  it('cancels from the same organizer, removing the client it invited', () => {
    expect(read(bookingCancellation(booking, details, { organizer, client }))).toEqual({
      method: 'CANCEL',
      uid: 'b1@inkdesk',
      sequence: 2,
      status: 'CANCELLED',
      organizer: fromMara,
      attendees: [samAttends],
    });
    // A client without an email was never invited: the cancellation names no attendee.
    expect(read(bookingCancellation(booking, details, { organizer, client: null })).attendees).toEqual([]);
  });

  it('falls back to the support address for an artist without an email, never a no-reply one', () => {
    expect(artistOrganizer('Mara Vale', null).email).toBe('support@inkdesk.app');
    expect(artistOrganizer('Mara Vale', 'mara@example.com').email).toBe('mara@example.com');
  });

  it('keeps the feed a plain calendar: no METHOD, no ORGANIZER, no ATTENDEE, no address', () => {
    const ics = calendarFeed(
      'Mara Vale appointments',
      [
        { ...booking, firstName: 'Sam', piece: null },
        { ...booking, id: 'b2', firstName: null, piece: null },
      ],
      null,
    );
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    const events = calendar.getAllSubcomponents('vevent').map(scheduling);
    expect(events.map((event) => [event.uid, event.organizer, event.attendees])).toEqual([
      ['b1@inkdesk', null, []],
      ['b2@inkdesk', null, []],
    ]);
    expect(ics).not.toContain('@example.com');
  });
});

describe('names and words cannot break out of their property (issue #24 item 4, RFC 5545 §3.1–3.3.11)', () => {
  const eve = { name: 'Eve":mailto:evil@evil.example', email: 'eve@example.com' };
  const hostile = 'Koi; half-sleeve, \\ "black\\grey"\nATTENDEE:mailto:evil@evil.example';
  const octets = (line: string) => Buffer.byteLength(line, 'utf8');

  it('keeps exactly one attendee, with the right address and the name intact', () => {
    const ics = bookingRequest(booking, { title: hostile, description: hostile }, { organizer, client: eve });
    const { attendees } = read(ics);
    expect(attendees).toEqual([
      { name: eve.name, address: 'mailto:eve@example.com', partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' },
    ]);
    expect(ics).not.toMatch(/mailto:evil@evil\.example(?!")/i);
  });

  it('escapes the organizer name, title and description and reads them back unchanged', () => {
    const artist = { name: 'Mara "The Needle"; Vale, \\ Ink\nStudio', email: 'mara@example.com' };
    for (const ics of [
      bookingRequest(booking, { title: hostile, description: hostile }, { organizer: artist, client }),
      bookingCancellation(
        booking,
        { title: hostile, description: hostile },
        { organizer: artist, client: eve },
      ),
    ]) {
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const event = calendar.getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('summary')).toBe(hostile);
      expect(event.getFirstPropertyValue('description')).toBe(hostile);
      expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe(artist.name);
      expect(event.getAllProperties('attendee')).toHaveLength(1);
    }
  });

  it("escapes the feed's calendar name and first names", () => {
    const ics = calendarFeed(
      'Mara, "Vale"; \\ appointments\nX-EVIL:1',
      [{ ...booking, firstName: 'Sam,;\\', piece: null }],
      null,
    );
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Mara, "Vale"; \\ appointments\nX-EVIL:1');
    expect(calendar.getFirstProperty('x-evil')).toBeNull();
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toBe(
      'Small piece · Sam,;\\',
    );
  });

  it('folds every line at 75 octets, multi-byte text included', () => {
    const long = `${'Tätowierung für Zoë 🐉 '.repeat(12)}終わり`;
    const ics = bookingRequest(
      booking,
      { title: long, description: long },
      { organizer, client: { ...client, name: long } },
    );
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('description')).toBe(long);
    expect(event.getFirstProperty('attendee')!.getParameter('cn')).toBe(long);
  });
});
