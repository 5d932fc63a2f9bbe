import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  artistConfirmationEmail,
  type BookingEmailContext,
  clientConfirmationEmail,
} from './booking-emails.ts';
import { bookingPublication } from './booking-invite.ts';
import { formatBookingTime } from './booking-times.ts';

// 14:00 UTC in July: 16:00 in Berlin (CEST), 10:00 in New York (EDT).
const startsAt = new Date('2026-07-15T14:00:00Z');
const endsAt = new Date('2026-07-15T15:00:00Z');
const context: BookingEmailContext = {
  bookingId: 'b1',
  artistId: 'a1',
  artistName: 'Mara Vale',
  clientName: 'Sam Jones',
  startsAt,
  endsAt,
  sessionKind: 'small',
  artistTimeZone: 'Europe/Berlin',
  clientTimeZone: 'America/New_York',
  depositCents: 0,
  depositStatus: 'none',
  currency: 'eur',
  clientLanguage: null,
  piece: null,
  studioAddress: null,
  prepNotes: null,
  paymentInstructions: null,
  refundPolicy: null,
  session: null,
};

describe('a booking confirmation across time zones', () => {
  const title = 'Tattoo appointment with Mara Vale';
  const ics = bookingPublication(
    { id: 'b1', startsAt, endsAt, sessionKind: 'small' },
    { title, description: `${title}: ${formatBookingTime(startsAt, endsAt, context.artistTimeZone)}` },
    { name: 'Mara Vale', email: 'mara@example.com' },
  );
  const invite = { filename: 'appointment.ics', contentType: 'text/calendar', content: ics };

  it('puts the exact instant in the invite, as UTC, and names the artist’s local time in it', () => {
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(endsAt.toISOString());
    // UTC ('Z'), not a floating local time a calendar would read in its own zone.
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.description).toContain('16:00–17:00 (Europe/Berlin)');
  });

  it('shows the client their own zone and the artist theirs', () => {
    const client = clientConfirmationEmail(context, {
      to: 'sam@example.com',
      pageUrl: 'https://x/r',
      invite,
    });
    expect(client.text).toContain('10:00–11:00 (America/New_York)');
    expect(client.text).not.toContain('Europe/Berlin');
    const artist = artistConfirmationEmail(context, {
      to: 'mara@example.com',
      dashboardUrl: 'https://x/d',
      invite,
    });
    expect(artist.text).toContain('16:00–17:00 (Europe/Berlin)');
    expect(artist.subject).toContain('16:00');
  });

  it('shows a client whose zone is unknown the artist’s time, zone named', () => {
    const client = clientConfirmationEmail(
      { ...context, clientTimeZone: null },
      { to: 'sam@example.com', pageUrl: 'https://x/r', invite },
    );
    expect(client.text).toContain('16:00–17:00 (Europe/Berlin)');
  });
});

describe('a client confirmation in the client’s language (decision 051)', () => {
  const invite = { filename: 'appointment.ics', contentType: 'text/calendar', content: '' };
  const confirm = (clientLanguage: string | null, currency = 'eur') =>
    clientConfirmationEmail(
      { ...context, clientLanguage, currency, depositCents: 5000, depositStatus: 'paid' },
      { to: 'sam@example.com', pageUrl: 'https://x/r', invite },
    );

  it.each([
    [
      'de',
      'Gebucht: dein Termin für ein kleines Motiv bei Mara Vale',
      'Anzahlung erhalten: 50,00\u00a0€.',
      'Hallo Sam,',
    ],
    [
      'es',
      'Confirmada: tu sesión para una pieza pequeña con Mara Vale',
      'Señal recibida: 50,00\u00a0€.',
      'Hola Sam:',
    ],
    [
      'pt',
      'Agendada: sua sessão para uma tatuagem pequena com Mara Vale',
      'Sinal recebido: €\u00a050,00.',
      'Oi, Sam!',
    ],
  ])(
    'in %s: subject, greeting, and the deposit in the locale’s money format',
    (language, subject, deposit, hello) => {
      const email = confirm(language);
      expect(email.subject).toBe(subject);
      expect(email.text).toContain(deposit);
      expect(email.text).toContain(hello);
    },
  );

  it('keeps the English wording and US money format for an English or unknown language', () => {
    for (const language of ['en', 'xx', null]) {
      const email = confirm(language, 'usd');
      expect(email.subject).toBe('Booked: your small piece with Mara Vale');
      expect(email.text).toContain('Deposit received: $50.00.');
      expect(email.text).toContain(
        'Your small piece is confirmed: Wednesday, 15 July 2026, 10:00–11:00 (America/New_York).',
      );
    }
  });
});
