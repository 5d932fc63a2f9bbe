import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingArtist,
  emailsTo,
  followConfirmationLink,
  nextMonday,
  parseEvents,
} from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createLead } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { leads } from '../../db/schema/index.ts';
import { REQUEST_PAGE_PATH } from './core/request-link.ts';

const HOUR = 3_600_000;
const ARTIST = 'Lena Ink';

/**
 * Clients who chatted in German, French and Italian, each with the zone their browser gave; what each email
 * of theirs must say. The chat stores the lead's language; every email the client gets follows it.
 */
const CLIENTS = [
  {
    language: 'de',
    locale: 'de-DE',
    zone: 'Europe/Berlin',
    lines: [
      'Hallo! Ich hätte gern eine kleine Rose auf dem Unterarm, feine Linien',
      'etwa 8 cm, nur schwarz, Budget ungefähr 300 €, ich heiße Jonas Weber',
    ],
    expected: {
      received: `${ARTIST} hat deine Tattoo-Anfrage`,
      offered: `${ARTIST} hat Termine für dein Tattoo`,
      offeredBody: `${ARTIST} möchte einen Termin für ein kleines Motiv mit dir ausmachen.`,
      confirmed: `Gebucht: dein Termin für ein kleines Motiv bei ${ARTIST}`,
      confirmedBody: 'Dein Termin für ein kleines Motiv ist bestätigt: ',
      reminder: `Erinnerung: dein Termin für ein kleines Motiv bei ${ARTIST} ist in zwei Tagen`,
      moved: `Verschoben: dein Termin für ein kleines Motiv bei ${ARTIST}`,
      movedBy: {
        artist: `${ARTIST} hat deinen Termin für ein kleines Motiv verschoben.`,
        client: 'ist jetzt am',
      },
      cancelled: `Abgesagt: dein Termin für ein kleines Motiv bei ${ARTIST}`,
      cancelledBy: { artist: `${ARTIST} schreibt dazu: Ich bin krank.`, client: 'Du hast deinen Termin' },
      declined: `Zu deiner Tattoo-Anfrage an ${ARTIST}`,
      declineTemplate: 'danke, dass du bei deinem Tattoo an mich gedacht',
      invite: `Tattoo-Termin bei ${ARTIST}`,
      piece: 'Dein Motiv: ',
      button: 'Anfrage öffnen',
    },
  },
  {
    language: 'fr',
    locale: 'fr-FR',
    zone: 'Europe/Paris',
    lines: [
      'Bonjour ! Je voudrais une petite rose sur l’avant-bras, en trait fin',
      'environ 8 cm, juste en noir, budget autour de 300 €, je m’appelle Camille Martin',
    ],
    expected: {
      received: `${ARTIST} a bien reçu ta demande de tatouage`,
      offered: `${ARTIST} te propose des créneaux pour ton tatouage`,
      offeredBody: `${ARTIST} aimerait te réserver une séance pour une petite pièce.`,
      confirmed: `C’est réservé : ta séance pour une petite pièce avec ${ARTIST}`,
      confirmedBody: 'Ta séance pour une petite pièce est confirmée : ',
      reminder: `Rappel : ta séance pour une petite pièce avec ${ARTIST} dans deux jours`,
      moved: `Déplacée : ta séance pour une petite pièce avec ${ARTIST}`,
      movedBy: {
        artist: `${ARTIST} a déplacé ta séance pour une petite pièce.`,
        client: 'a maintenant lieu le',
      },
      cancelled: `Annulée : ta séance pour une petite pièce avec ${ARTIST}`,
      cancelledBy: { artist: `Le mot de ${ARTIST} : Ich bin krank.`, client: 'Tu as annulé ta séance' },
      declined: `À propos de ta demande de tatouage à ${ARTIST}`,
      declineTemplate: 'Merci d’avoir pensé à moi pour ton tatouage',
      invite: `Rendez-vous tatouage avec ${ARTIST}`,
      piece: 'Ta pièce : ',
      button: 'Ouvrir ta demande',
    },
  },
  {
    language: 'it',
    locale: 'it-IT',
    zone: 'Europe/Rome',
    lines: [
      'Ciao! Vorrei una piccola rosa sull’avambraccio, a linee sottili',
      'circa 8 cm, solo nero, budget sui 300 €, mi chiamo Giulia Rossi',
    ],
    expected: {
      received: `${ARTIST} ha ricevuto la tua richiesta di tatuaggio`,
      offered: `${ARTIST} ti ha proposto degli orari per il tuo tatuaggio`,
      offeredBody: `${ARTIST} vorrebbe fissare con te una sessione per un tatuaggio piccolo.`,
      confirmed: `Prenotata: la tua sessione per un tatuaggio piccolo con ${ARTIST}`,
      confirmedBody: 'La tua sessione per un tatuaggio piccolo è confermata: ',
      reminder: `Promemoria: la tua sessione per un tatuaggio piccolo con ${ARTIST} è tra due giorni`,
      moved: `Spostata: la tua sessione per un tatuaggio piccolo con ${ARTIST}`,
      movedBy: {
        artist: `${ARTIST} ha spostato la tua sessione per un tatuaggio piccolo.`,
        client: 'ora è fissata per',
      },
      cancelled: `Annullata: la tua sessione per un tatuaggio piccolo con ${ARTIST}`,
      cancelledBy: {
        artist: `Il motivo di ${ARTIST}: Ich bin krank.`,
        client: 'Hai annullato la tua sessione',
      },
      declined: `Sulla tua richiesta di tatuaggio a ${ARTIST}`,
      declineTemplate: 'grazie per aver pensato a me per il tuo tatuaggio',
      invite: `Appuntamento tatuaggio con ${ARTIST}`,
      piece: 'Il tuo tatuaggio: ',
      button: 'Apri la tua richiesta',
    },
  },
] as const;

/** Leads whose stored language is none or one without a catalogue: their emails are English. */
const ENGLISH_FALLBACKS = [null, 'nl'] as const;

/** One test per client and step: each runs in its own time budget on a loaded machine. */
const EACH_CLIENT = CLIENTS.map((client, index) => ({ client, index, language: client.language }));

/** A day and a time range in a locale and zone, as Intl writes them: what each email must contain. */
function localTime(locale: string, zone: string, startsAt: Date, endsAt: Date) {
  const day = new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'full' }).format(startsAt);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${time.format(startsAt)}–${time.format(endsAt)} (${zone})`;
}

describe.each(testDatabaseKinds())('every email a client gets speaks their language [%s]', (kind) => {
  let testApp: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-client-mail-'));
  const monday = nextMonday(new Date());
  let now = monday;
  const at = (hours: number) => new Date(monday.getTime() + hours * HOUR);
  let lena: Awaited<ReturnType<typeof bookingArtist>>;
  /** Per language: the lead that books and the one declined, with their addresses. */
  const clients = new Map<
    string,
    { booked: string; declined: string; email: string; declinedEmail: string }
  >();
  const fallbackLeads: Array<{ leadId: string; email: string }> = [];
  const bookingIds = new Map<string, string>();

  beforeAll(async () => {
    testApp = await startTestApp(kind, { DATA_DIR: dataDir }, { clock: () => now });
    lena = await bookingArtist(testApp, { name: 'Lena', leads: 0 });
    for (const client of CLIENTS) {
      const email = `${client.language}-client@example.com`;
      const declinedEmail = `${client.language}-declined@example.com`;
      const booked = await createLead(testApp.url, { artistId: lena.id, email, lines: [...client.lines] });
      const declined = await createLead(testApp.url, {
        artistId: lena.id,
        email: declinedEmail,
        lines: [...client.lines],
      });
      clients.set(client.language, {
        booked: booked.leadId,
        declined: declined.leadId,
        email,
        declinedEmail,
      });
    }
    for (const [index, language] of ENGLISH_FALLBACKS.entries()) {
      const email = `fallback-${index}@example.com`;
      const { leadId } = await createLead(testApp.url, {
        artistId: lena.id,
        email,
        lines: ['a small rose on my forearm, fine line', 'about 8 cm, black only, budget around $300'],
      });
      await testApp.database.db.update(leads).set({ language }).where(eq(leads.id, leadId));
      fallbackLeads.push({ leadId, email });
    }
    // Each client follows the confirmation link first (decision 055), so the emails under test go out.
    for (const { email, declinedEmail } of clients.values()) {
      await followConfirmationLink(testApp, email);
      await followConfirmationLink(testApp, declinedEmail);
    }
    for (const { email } of fallbackLeads) await followConfirmationLink(testApp, email);
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The latest email of a kind to an address, as delivered: the .eml the local outbox wrote, parsed. */
  async function delivered(to: string, kind: string) {
    await testApp.jobs.whenIdle(['send-email']);
    const row = (await emailsTo(testApp.database.db, to, kind)).at(-1);
    if (!row) throw new Error(`No ${kind} email to ${to}`);
    const parsed = await simpleParser(readFileSync(join(dataDir, 'mail', `${row.id}.eml`)));
    const ics = parsed.attachments.find((file) => file.filename?.endsWith('.ics'))?.content.toString();
    return {
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      event: ics ? parseEvents(ics)[0] : undefined,
    };
  }
  const tokenOf = (text: string) => text.match(new RegExp(`${REQUEST_PAGE_PATH}/(\\S+)`))?.[1];
  const page = (email: { text: string }) => `${testApp.url}/api/requests/${tokenOf(email.text)}`;
  const post = (path: string, body?: unknown) =>
    fetch(path, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });

  it('stores the language the client chatted in, and the request-received email speaks it', async () => {
    const ids = [...clients.values()].map((client) => client.booked);
    const stored = await testApp.database.db
      .select({ id: leads.id, language: leads.language })
      .from(leads)
      .where(inArray(leads.id, ids));
    expect(new Map(stored.map((row) => [row.id, row.language]))).toEqual(
      new Map(CLIENTS.map((client) => [clients.get(client.language)!.booked, client.language])),
    );
    for (const client of CLIENTS) {
      const email = await delivered(clients.get(client.language)!.email, 'request-received');
      expect(email.subject).toBe(client.expected.received);
      expect(email.text).toContain(client.expected.button);
      expect(email.html).toContain(client.expected.button);
    }
  });

  it.each(EACH_CLIENT)(
    'offers times in the client’s words and locale, and confirms their pick in their zone with a localized invite ($language)',
    async ({ client, index }) => {
      const { booked, email } = clients.get(client.language)!;
      // Thursday 10:00 UTC onwards, one hour apart: each client picks their own time.
      const startsAt = at(74 + index);
      const endsAt = new Date(startsAt.getTime() + HOUR);
      const offered = await lena.api('POST', `/api/booking/leads/${booked}/offers`, {
        sessionKind: 'small',
        startTimes: [startsAt.toISOString()],
      });
      expect(offered.status).toBe(200);
      const offer = await delivered(email, 'booking-offered');
      expect(offer.subject).toBe(client.expected.offered);
      expect(offer.text).toContain(client.expected.offeredBody);
      // Offered times read in the artist's zone (UTC here), in the client's locale.
      expect(offer.text).toContain(localTime(client.locale, 'UTC', startsAt, endsAt));

      const api = page(offer);
      const pageNow = (await (await fetch(api)).json()) as {
        offers: Array<{ id: string }>;
        language: string;
      };
      // The request page speaks the same language (its client-side catalogue reads this).
      expect(pageNow.language).toBe(client.language);
      const picked = await post(`${api}/booking`, {
        offerId: pageNow.offers[0]!.id,
        clientTimeZone: client.zone,
      });
      expect(picked.status).toBe(200);
      const confirmed = await delivered(email, 'booking-confirmed');
      expect(confirmed.subject).toBe(client.expected.confirmed);
      expect(confirmed.text).toContain(
        `${client.expected.confirmedBody}${localTime(client.locale, client.zone, startsAt, endsAt)}.`,
      );
      expect(confirmed.text).not.toContain('Open your request');
      expect(confirmed.event?.summary).toBe(client.expected.invite);
      // The first line names the time in the studio's zone; the piece follows in the client's words (issue #26).
      const [when, piece] = confirmed.event!.description.split('\n');
      expect(when).toBe(`${client.expected.invite}: ${localTime(client.locale, 'UTC', startsAt, endsAt)}`);
      expect(piece).toMatch(new RegExp(`^${client.expected.piece}\\S`));
      const overview = await lena.api('GET', `/api/booking/leads/${booked}`);
      bookingIds.set(client.language, overview.body.bookings[0].id);
    },
  );

  it('reminds each client in their language and zone', async () => {
    now = at(31);
    await testApp.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'booking-reminder' and state = 'created' and start_after <= ${now.toISOString()}::timestamptz`,
    );
    await testApp.jobs.whenIdle(['booking-reminder']);
    for (const [index, client] of CLIENTS.entries()) {
      const reminder = await delivered(clients.get(client.language)!.email, 'booking-reminder');
      expect(reminder.subject).toBe(client.expected.reminder);
      const startsAt = at(74 + index);
      expect(reminder.text).toContain(
        localTime(client.locale, client.zone, startsAt, new Date(startsAt.getTime() + HOUR)),
      );
    }
  });

  it.each(EACH_CLIENT)(
    'tells each client of the artist’s move and cancellation, reason and invites included, in their language ($language)',
    async ({ client, index }) => {
      const { email } = clients.get(client.language)!;
      const bookingId = bookingIds.get(client.language)!;
      const from = at(74 + index);
      const to = at(98 + index);
      const moved = await lena.api('POST', `/api/booking/bookings/${bookingId}/move`, {
        startsAt: to.toISOString(),
      });
      expect(moved.status).toBe(200);
      const move = await delivered(email, 'booking-rescheduled');
      expect(move.subject).toBe(client.expected.moved);
      expect(move.text).toContain(client.expected.movedBy.artist);
      // An artist's move reads in the artist's zone, the old time as well as the new.
      expect(move.text).toContain(localTime(client.locale, 'UTC', to, new Date(to.getTime() + HOUR)));
      expect(move.text).toContain(localTime(client.locale, 'UTC', from, new Date(from.getTime() + HOUR)));
      expect(move.event?.summary).toBe(client.expected.invite);

      const cancelled = await lena.api('POST', `/api/booking/bookings/${bookingId}/cancel`, {
        reason: 'Ich bin krank.',
      });
      expect(cancelled.status).toBe(200);
      const cancellation = await delivered(email, 'booking-cancelled');
      expect(cancellation.subject).toBe(client.expected.cancelled);
      expect(cancellation.text).toContain(client.expected.cancelledBy.artist);
      expect(cancellation.event).toMatchObject({ summary: client.expected.invite, status: 'CANCELLED' });
    },
  );

  it.each(EACH_CLIENT)(
    'tells each client of their own move and cancellation from the request page, in their language ($language)',
    async ({ client, index }) => {
      const { booked, email } = clients.get(client.language)!;
      const rebooked = await lena.api('POST', `/api/booking/leads/${booked}/bookings`, {
        sessionKind: 'small',
        startsAt: at(98 + index).toISOString(),
      });
      expect(rebooked.status).toBe(200);
      const api = page(await delivered(email, 'booking-confirmed'));
      const times = (await (await fetch(`${api}/booking/times`)).json()) as {
        slots: Array<{ startsAt: string }>;
      };
      const target = times.slots.find((slot) => new Date(slot.startsAt) > at(150))!;
      expect((await post(`${api}/booking/reschedule`, { startsAt: target.startsAt })).status).toBe(200);
      const move = await delivered(email, 'booking-rescheduled');
      expect(move.subject).toBe(client.expected.moved);
      expect(move.text).toContain(client.expected.movedBy.client);

      expect((await post(`${api}/booking/cancel`)).status).toBe(200);
      const cancellation = await delivered(email, 'booking-cancelled');
      expect(cancellation.subject).toBe(client.expected.cancelled);
      expect(cancellation.text).toContain(client.expected.cancelledBy.client);
      expect(cancellation.text).toContain(client.expected.button);
    },
  );

  it.each(EACH_CLIENT)(
    'starts the artist’s decline in the client’s language, and frames what the artist sends in it ($language)',
    async ({ client }) => {
      const { declined, declinedEmail } = clients.get(client.language)!;
      const lead = await lena.api('GET', `/api/booking/leads/${declined}`);
      const template: string = lead.body.declineTemplate;
      expect(template).toContain(client.expected.declineTemplate);
      expect(template.endsWith(`\n\n${ARTIST}`)).toBe(true);
      const message = `${template}\n\nPS: my books are full this year.`;
      const response = await lena.api('POST', `/api/booking/leads/${declined}/decline`, { message });
      expect(response.status).toBe(200);
      const decline = await delivered(declinedEmail, 'booking-declined');
      expect(decline.subject).toBe(client.expected.declined);
      expect(decline.text).toContain(client.expected.declineTemplate);
      expect(decline.text).toContain('PS: my books are full this year.');
    },
  );

  it('keeps the artist’s own copies of those invites in English', async () => {
    for (const kind of ['booking-confirmed', 'booking-cancelled']) {
      const artistCopy = await delivered('lena@example.com', kind);
      // Titled with who is coming (issue #26); the fake model takes no name from these chats.
      expect(artistCopy.event?.summary).toBe('A client · Small piece');
      expect(artistCopy.event?.description).toMatch(new RegExp(`^Tattoo appointment with ${ARTIST}: `));
      expect(artistCopy.event?.description).toContain('\nPiece: ');
    }
  });

  it('writes English to a lead whose language is missing or has no catalogue', async () => {
    for (const [index, { leadId, email }] of fallbackLeads.entries()) {
      const startsAt = at(170 + index);
      const offered = await lena.api('POST', `/api/booking/leads/${leadId}/offers`, {
        sessionKind: 'small',
        startTimes: [startsAt.toISOString()],
      });
      expect(offered.status).toBe(200);
      const offer = await delivered(email, 'booking-offered');
      expect(offer.subject).toBe(`${ARTIST} offered you times for your tattoo`);
      expect(offer.text).toContain(`${ARTIST} would like to book a small piece with you.`);
      expect(offer.text).toContain(localTime('en-GB', 'UTC', startsAt, new Date(startsAt.getTime() + HOUR)));
      expect(offer.text).toContain('Pick a time');
      const requestPage = (await (await fetch(page(offer))).json()) as { language: string };
      expect(requestPage.language).toBe('en');
    }
  });
});
