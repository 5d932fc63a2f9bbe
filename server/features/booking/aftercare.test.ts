import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiOf,
  bookingArtist,
  emailsTo,
  followConfirmationLink,
  nextMonday,
  savableAvailability,
} from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createLead } from '../../../tests/fixtures/test-artists.ts';
import { signIn, TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { makeTestImage } from '../../../tests/fixtures/test-images.ts';
import { bookingEvents, bookings, healedPhotos, leads } from '../../db/schema/index.ts';
import { sendAftercareFollowUp } from './core/aftercare.ts';
import { REQUEST_PAGE_PATH } from './core/request-link.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ARTIST = 'Ana Ink';
/** The artist's own aftercare: quoted as written whatever the client's language. */
const ANA_AFTERCARE = 'Bepanthen only, never Vaseline.\nText me at 555-0100 if it weeps after day 3.';
const REVIEW_URL = 'https://g.page/r/ana-ink/review';

/** Per language: the words each after-session email must carry (the frame is theirs, the artist's text is not). */
const LANGUAGES = [
  {
    language: 'en',
    aftercare: `Your aftercare from ${ARTIST}`,
    label: `${ARTIST}'s aftercare:`,
    checkIn: `How is your tattoo healing? From ${ARTIST}`,
    healed: `${ARTIST} would love to see your healed tattoo`,
    healedButton: 'Share a photo',
    review: `Would you review ${ARTIST}?`,
    reviewButton: 'Write a review',
  },
  {
    language: 'es',
    aftercare: `Tus cuidados de ${ARTIST}`,
    label: `Los cuidados de ${ARTIST}:`,
    checkIn: `¿Qué tal cicatriza tu tatuaje? De ${ARTIST}`,
    healed: `A ${ARTIST} le encantaría ver tu tatuaje cicatrizado`,
    healedButton: 'Compartir una foto',
    review: `¿Le dejas una reseña a ${ARTIST}?`,
    reviewButton: 'Escribir una reseña',
  },
  {
    language: 'pt',
    aftercare: `Seus cuidados pós-tatuagem de ${ARTIST}`,
    label: `Os cuidados de ${ARTIST}:`,
    checkIn: `Como está a cicatrização da sua tatuagem? De ${ARTIST}`,
    healed: `${ARTIST} adoraria ver sua tatuagem cicatrizada`,
    healedButton: 'Compartilhar uma foto',
    review: `Você avaliaria ${ARTIST}?`,
    reviewButton: 'Escrever uma avaliação',
  },
  {
    language: 'fr',
    aftercare: `Tes soins après tatouage, de ${ARTIST}`,
    label: `Les soins de ${ARTIST} :`,
    checkIn: `Comment cicatrise ton tatouage ? De la part de ${ARTIST}`,
    healed: `${ARTIST} aimerait voir ton tatouage cicatrisé`,
    healedButton: 'Partager une photo',
    review: `Tu laisserais un avis à ${ARTIST} ?`,
    reviewButton: 'Écrire un avis',
  },
  {
    language: 'de',
    aftercare: `Deine Tattoo-Pflege von ${ARTIST}`,
    label: `Die Pflegehinweise von ${ARTIST}:`,
    checkIn: `Wie heilt dein Tattoo? Von ${ARTIST}`,
    healed: `${ARTIST} würde dein abgeheiltes Tattoo gern sehen`,
    healedButton: 'Foto teilen',
    review: `Magst du ${ARTIST} bewerten?`,
    reviewButton: 'Bewertung schreiben',
  },
  {
    language: 'it',
    aftercare: `La cura del tuo tatuaggio, da ${ARTIST}`,
    label: `Le indicazioni di ${ARTIST}:`,
    checkIn: `Come sta guarendo il tuo tatuaggio? Da ${ARTIST}`,
    healed: `${ARTIST} vorrebbe vedere il tuo tatuaggio guarito`,
    healedButton: 'Condividi una foto',
    review: `Lasceresti una recensione a ${ARTIST}?`,
    reviewButton: 'Scrivi una recensione',
  },
] as const;

/** Leads of Ana by role: one per language, then the special cases. */
const SECOND_LEAD_OF_CLIENT_0 = 6;
const CANCELLED = 7;
const DELETED = 8;
const FUTURE = 9;
const LEADS = 10;

// Ten bookings, emails read from disk, jobs run on a moved clock: more than the default 20 s on a busy machine.
describe.each(testDatabaseKinds())('aftercare after a done session [%s]', { timeout: 90_000 }, (kind) => {
  let testApp: TestApp;
  const monday = nextMonday(new Date());
  let now = monday;
  const at = (hours: number) => new Date(monday.getTime() + hours * HOUR);
  let ana: Awaited<ReturnType<typeof bookingArtist>>;
  let bo: Awaited<ReturnType<typeof bookingArtist>>;
  const bookingIds: string[] = [];
  /** When the six language sessions were marked done. */
  let doneAt = monday;

  /** Both drivers answer `execute` with `rows`; the shared Db type does not say so. */
  const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
  /** Ana's clients' addresses by lead index (the second request of client 0 shares theirs). */
  const anaAddresses: string[] = [];
  const addressOf = (index: number, handle = 'ana') =>
    handle === 'ana' ? anaAddresses[index]! : `client-${index}-of-${handle}@example.com`;

  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, { clock: () => now });
    ana = await bookingArtist(testApp, { name: 'Ana', leads: LEADS - 1 });
    // The same client (same address) comes back with a second request: still one review request.
    const second = await createLead(testApp.url, {
      artistId: ana.id,
      email: 'client-0-of-ana@example.com',
      lines: ['a small swallow behind my ear', 'tiny, black, about $200, my name is Mia Jones'],
    });
    anaAddresses.push(...ana.leadIds.map((_, index) => `client-${index}-of-ana@example.com`));
    ana.leadIds.splice(SECOND_LEAD_OF_CLIENT_0, 0, second.leadId);
    anaAddresses.splice(SECOND_LEAD_OF_CLIENT_0, 0, anaAddresses[0]!);
    for (const [index, { language }] of LANGUAGES.entries()) {
      await testApp.database.db.update(leads).set({ language }).where(eq(leads.id, ana.leadIds[index]!));
    }
    bo = await bookingArtist(testApp, { name: 'Bo', leads: 1 });
    const settings = await ana.api('GET', '/api/booking/availability');
    const saved = await ana.api('PUT', '/api/booking/availability', {
      ...savableAvailability(settings.body),
      aftercareText: ANA_AFTERCARE,
      reviewUrl: REVIEW_URL,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ aftercareText: ANA_AFTERCARE, reviewUrl: REVIEW_URL });
  }, 180_000);
  afterAll(() => testApp.close());

  /** Books lead `index` of an artist at `hours` from Monday 08:00 UTC; answers the booking's id. */
  async function book(artist: typeof ana, index: number, hours: number) {
    const response = await artist.api('POST', `/api/booking/leads/${artist.leadIds[index]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(hours).toISOString(),
    });
    expect(response.status).toBe(200);
    return response.body.bookings.find((entry: { status: string }) => entry.status === 'confirmed')
      .id as string;
  }
  const markDone = (artist: typeof ana, bookingId: string) =>
    artist.api('POST', `/api/booking/bookings/${bookingId}/done`);

  /** The latest email of a kind to an address, as delivered: the .eml the local outbox wrote, parsed. */
  async function delivered(to: string, kind: string) {
    await testApp.jobs.whenIdle(['send-email']);
    const row = (await emailsTo(testApp.database.db, to, kind)).at(-1);
    if (!row) throw new Error(`No ${kind} email to ${to}`);
    const parsed = await simpleParser(readFileSync(join(testApp.dataDir, 'mail', `${row.id}.eml`)));
    return { subject: parsed.subject ?? '', text: parsed.text ?? '', html: String(parsed.html || '') };
  }
  const count = async (to: string, kind: string) => (await emailsTo(testApp.database.db, to, kind)).length;

  /** The follow-up jobs of one booking, by step and when they may run. */
  async function followUpJobs(bookingId: string) {
    const result = await testApp.database.db.execute(
      sql`select data, start_after from pgboss.job where name = 'aftercare-follow-up' and data->>'bookingId' = ${bookingId} order by start_after`,
    );
    return rowsOf<{ data: { step: string }; start_after: Date }>(result).map((row) => ({
      step: row.data.step,
      startAfter: new Date(row.start_after).toISOString(),
    }));
  }

  /** Weeks on, the artists' sessions have lapsed on the moved clock: they sign in again. */
  async function signInAgain() {
    for (const [artist, email, name] of [
      [ana, 'ana@example.com', ARTIST],
      [bo, 'bo@example.com', 'Bo Ink'],
    ] as const) {
      artist.browser = new TestBrowser(testApp.url);
      await signIn(artist.browser, { email, name });
      artist.api = apiOf(artist.browser, testApp.url);
    }
  }

  /** Moves the app's clock and runs the follow-ups due by then (pg-boss waits on the database's own clock). */
  async function advanceTo(time: Date) {
    now = time;
    await testApp.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'aftercare-follow-up' and state = 'created' and start_after <= ${now.toISOString()}::timestamptz`,
    );
    await testApp.jobs.whenIdle(['aftercare-follow-up', 'send-email']);
  }

  it('refuses to mark a session done before it starts, and another artist’s booking', async () => {
    for (const index of [0, 1, 2, 3, 4, 5]) bookingIds[index] = await book(ana, index, 2 + index);
    bookingIds[SECOND_LEAD_OF_CLIENT_0] = await book(ana, SECOND_LEAD_OF_CLIENT_0, 8);
    bookingIds[CANCELLED] = await book(ana, CANCELLED, 26);
    bookingIds[DELETED] = await book(ana, DELETED, 27);
    bookingIds[FUTURE] = await book(ana, FUTURE, 200);
    const early = await markDone(ana, bookingIds[0]!);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This session has not started yet');
    const cancelled = await ana.api('POST', `/api/booking/bookings/${bookingIds[CANCELLED]}/cancel`, {});
    expect(cancelled.status).toBe(200);
    now = at(40);
    const afterCancel = await markDone(ana, bookingIds[CANCELLED]!);
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.body.message).toBe('This booking was cancelled');
    expect((await markDone(ana, bookingIds[FUTURE]!)).status).toBe(409);
    // Tenancy: Bo cannot mark Ana's session (404, as for a booking that does not exist).
    expect((await markDone(bo, bookingIds[0]!)).status).toBe(404);
    expect((await markDone(ana, 'not-a-uuid')).status).toBe(400);
    expect(await count(addressOf(0), 'aftercare')).toBe(0);
    // No healed photo before the session is done.
    const confirmation = await delivered(addressOf(FUTURE), 'booking-confirmed');
    const token = confirmation.text.match(new RegExp(`${REQUEST_PAGE_PATH}/([\\w.-]+)`))?.[1];
    const notDone = await fetch(`${testApp.url}/api/requests/${token}/healed-photos`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(await makeTestImage()),
    });
    expect(notDone.status).toBe(409);
    expect((await notDone.json()).message).toBe('You can share a photo once your session is done');
  });

  it.each(LANGUAGES.map((words, index) => ({ ...words, index })))(
    'marks the session done: the timeline says so, and the aftercare email quotes the artist in the client’s words ($language)',
    async ({ index, aftercare, label }) => {
      doneAt = at(40);
      const done = await markDone(ana, bookingIds[index]!);
      expect(done.status).toBe(200);
      const booking = done.body.bookings.find((entry: { id: string }) => entry.id === bookingIds[index]);
      expect(booking.completedAt).toBe(doneAt.toISOString());
      expect(done.body.timeline.map((event: { kind: string }) => event.kind)).toContain('session-done');
      const email = await delivered(addressOf(index), 'aftercare');
      expect(email.subject).toBe(aftercare);
      expect(email.text).toContain(label);
      expect(email.text).toContain('Bepanthen only, never Vaseline.');
      expect(email.text).toContain('Text me at 555-0100 if it weeps after day 3.');
      expect(email.html).toContain('Bepanthen only, never Vaseline.');
      expect(email.text).toContain(`${REQUEST_PAGE_PATH}/`);
      // Twice is refused; nothing more is sent.
      const again = await markDone(ana, bookingIds[index]!);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This session is already marked done');
      expect(await count(addressOf(index), 'aftercare')).toBe(1);
    },
  );

  it('queues the check-in at 3 days and the healed-photo request at 4 weeks, once each', async () => {
    expect(await followUpJobs(bookingIds[0]!)).toEqual([
      { step: 'check-in', startAfter: new Date(doneAt.getTime() + 3 * DAY).toISOString() },
      { step: 'healed-photo', startAfter: new Date(doneAt.getTime() + 28 * DAY).toISOString() },
    ]);
    // A day before: nothing yet.
    await advanceTo(new Date(doneAt.getTime() + 2 * DAY));
    expect(await count(addressOf(0), 'aftercare-check-in')).toBe(0);
  });

  it.each(LANGUAGES.map((words, index) => ({ ...words, index })))(
    'checks in after 3 days with the one review request, in the client’s words ($language)',
    async ({ index, checkIn, review, reviewButton }) => {
      await advanceTo(new Date(doneAt.getTime() + 3 * DAY + HOUR));
      const email = await delivered(addressOf(index), 'aftercare-check-in');
      expect(email.subject).toBe(checkIn);
      const asked = await delivered(addressOf(index), 'review-request');
      expect(asked.subject).toBe(review);
      expect(asked.text).toContain(reviewButton);
      expect(asked.html).toContain(`href="${REVIEW_URL}"`);
      expect(await count(addressOf(index), 'review-request')).toBe(1);
      expect(await count(addressOf(index), 'healed-photo-request')).toBe(0);
    },
  );

  it('asks for a healed photo after 4 weeks, linking the request page, in the client’s words', async () => {
    await advanceTo(new Date(doneAt.getTime() + 28 * DAY + HOUR));
    for (const [index, { healed, healedButton }] of LANGUAGES.entries()) {
      const email = await delivered(addressOf(index), 'healed-photo-request');
      expect(email.subject).toBe(healed);
      expect(email.text).toContain(healedButton);
      expect(email.text).toMatch(new RegExp(`${REQUEST_PAGE_PATH}/\\S+#healed-photo`));
    }
    // Exactly once: running the jobs again (a retry, a redelivery) sends nothing more.
    for (const step of ['check-in', 'healed-photo'] as const) {
      await sendAftercareFollowUp(
        {
          db: testApp.database.db,
          jobs: testApp.jobs,
          clock: () => now,
          env: {
            APP_URL: testApp.url,
            DATA_DIR: testApp.dataDir,
            REQUEST_LINK_SECRET: undefined,
            REQUEST_LINK_PREVIOUS_SECRETS: [],
            STRIPE_SECRET_KEY: undefined,
            SMS_PROVIDER: 'sandbox',
          },
        },
        { bookingId: bookingIds[0]!, artistId: ana.id, step, completedAt: doneAt.toISOString() },
      );
    }
    await advanceTo(new Date(doneAt.getTime() + 40 * DAY));
    for (const kind of ['aftercare', 'aftercare-check-in', 'healed-photo-request', 'review-request'])
      expect(await count(addressOf(0), kind)).toBe(1);
    const timeline = await testApp.database.db
      .select({ kind: bookingEvents.kind })
      .from(bookingEvents)
      .where(eq(bookingEvents.leadId, ana.leadIds[0]!));
    expect(timeline.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['session-done', 'check-in-sent', 'review-requested', 'healed-photo-requested']),
    );
  });

  describe('the healed photo', () => {
    const pageApi = async (index: number) => {
      const email = await delivered(addressOf(index), 'aftercare');
      const token = email.text.match(new RegExp(`${REQUEST_PAGE_PATH}/([\\w.-]+)`))?.[1];
      return `${testApp.url}/api/requests/${token}`;
    };
    const upload = (api: string, body: Buffer | string, type = 'image/jpeg') =>
      fetch(`${api}/healed-photos`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: typeof body === 'string' ? body : new Uint8Array(body),
      });

    it('is refused when it is not an image, naming the field', async () => {
      const api = await pageApi(1);
      const text = await upload(api, Buffer.from('not a photo at all, just words'), 'image/jpeg');
      expect(text.status).toBe(400);
      expect((await text.json()).errors).toEqual({
        photo: 'Send a JPEG, PNG, WebP, HEIC, AVIF or GIF photo',
      });
      const empty = await upload(api, Buffer.alloc(0));
      expect(empty.status).toBe(400);
      const json = await fetch(`${api}/healed-photos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(json.status).toBe(400);
      const forged = await upload(`${testApp.url}/api/requests/forged.token`, await makeTestImage());
      expect(forged.status).toBe(404);
    });

    it('is stored on the lead, re-encoded without metadata, and only its artist sees it', async () => {
      const api = await pageApi(1);
      const shared = await upload(api, await makeTestImage({ width: 900, height: 1200 }));
      expect(shared.status).toBe(200);
      expect(await shared.json()).toEqual({ healedPhotoCount: 1 });
      const page = await (await fetch(api)).json();
      expect(page.healedPhotoCount).toBe(1);
      expect(page.booking.completedAt).toBe(doneAt.toISOString());

      await signInAgain();
      const lead = await ana.api('GET', `/api/booking/leads/${ana.leadIds[1]}`);
      expect(lead.body.healedPhotos).toHaveLength(1);
      expect(lead.body.timeline.map((event: { kind: string }) => event.kind)).toContain(
        'healed-photo-received',
      );
      const url = lead.body.healedPhotos[0].url as string;
      const bytes = await ana.browser.request(url);
      expect(bytes.status).toBe(200);
      expect(bytes.headers.get('content-type')).toBe('image/webp');
      // Another artist, or a signed-out visitor, gets nothing.
      expect((await bo.browser.request(url)).status).toBe(404);
      expect((await fetch(`${testApp.url}${url}`)).status).toBe(401);
      const [row] = await testApp.database.db
        .select()
        .from(healedPhotos)
        .where(and(eq(healedPhotos.leadId, ana.leadIds[1]!), eq(healedPhotos.artistId, ana.id)));
      expect(row).toMatchObject({ width: 900, height: 1200 });
      expect(row!.imageKey).toMatch(/^healed\/[a-f0-9]{32}\.webp$/);
      expect(await testApp.storage.has(row!.imageKey)).toBe(true);
    });

    it('keeps the request page open for the healed photo past the usual 30 days after the session', async () => {
      const api = await pageApi(2);
      // 45 days after the session: a request closed at the session's end would have lapsed at 30.
      now = new Date(doneAt.getTime() + 45 * DAY);
      expect((await fetch(api)).status).toBe(200);
      now = new Date(doneAt.getTime() + 59 * DAY);
      expect((await fetch(api)).status).toBe(410);
      now = new Date(doneAt.getTime() + 40 * DAY);
    });
  });

  it('asks a client for one review only, whatever the number of their sessions', async () => {
    const base = new Date(doneAt.getTime() + 40 * DAY);
    // The second request of client 0 was booked on Monday: it is done today.
    await signInAgain();
    const done = await markDone(ana, bookingIds[SECOND_LEAD_OF_CLIENT_0]!);
    expect(done.status).toBe(200);
    await advanceTo(new Date(base.getTime() + 3 * DAY + HOUR));
    expect(await count(addressOf(0), 'aftercare')).toBe(2);
    expect(await count(addressOf(0), 'aftercare-check-in')).toBe(2);
    expect(await count(addressOf(0), 'review-request')).toBe(1);
    // A done booking whose state changed behind its job (cancelled by hand) gets no healed-photo request.
    await testApp.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, bookingIds[SECOND_LEAD_OF_CLIENT_0]!));
    await advanceTo(new Date(base.getTime() + 29 * DAY));
    expect(await count(addressOf(0), 'healed-photo-request')).toBe(1);
  });

  it('sends no review request when the artist has no review link, and our aftercare when they wrote none', async () => {
    // Twelve weeks on, a Monday at 11:00.
    await signInAgain();
    const bookingId = await book(bo, 0, 12 * 7 * 24 + 3);
    await advanceTo(new Date(at(12 * 7 * 24 + 3).getTime() + HOUR));
    await signInAgain();
    expect((await markDone(bo, bookingId)).status).toBe(200);
    const email = await delivered(addressOf(0, 'bo'), 'aftercare');
    expect(email.subject).toBe('Your aftercare from Bo Ink');
    expect(email.text).toContain('Keep the wrap on for 2 to 3 hours');
    await advanceTo(new Date(now.getTime() + 3 * DAY + HOUR));
    expect(await count(addressOf(0, 'bo'), 'aftercare-check-in')).toBe(1);
    expect(await count(addressOf(0, 'bo'), 'review-request')).toBe(0);
  });

  it('sends nothing more once the client deleted their request', async () => {
    const start = now;
    // The session of lead DELETED happened weeks ago; the artist marks it done now.
    await signInAgain();
    expect((await markDone(ana, bookingIds[DELETED]!)).status).toBe(200);
    expect(await followUpJobs(bookingIds[DELETED]!)).toHaveLength(2);
    const aftercare = await delivered(addressOf(DELETED), 'aftercare');
    const token = aftercare.text.match(new RegExp(`${REQUEST_PAGE_PATH}/([\\w.-]+)`))?.[1];
    const deleted = await fetch(`${testApp.url}/api/requests/${token}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    // Its jobs went with its data (decision 053); were one left, it would find no booking.
    expect(await followUpJobs(bookingIds[DELETED]!)).toEqual([]);
    await advanceTo(new Date(start.getTime() + 30 * DAY));
    expect(await count(addressOf(DELETED), 'aftercare-check-in')).toBe(0);
    expect(await count(addressOf(DELETED), 'healed-photo-request')).toBe(0);
  });

  it('marks the session of a client without an email done, quietly', async () => {
    now = new Date(now.getTime() + DAY);
    await signInAgain();
    const lead = await createLead(testApp.url, {
      artistId: bo.id,
      email: 'quiet@example.com',
      lines: ['a tiny star on my wrist', 'black, about $100'],
    });
    await followConfirmationLink(testApp, 'quiet@example.com');
    await testApp.database.db.update(leads).set({ email: '' }).where(eq(leads.id, lead.leadId));
    const startsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0));
    startsAt.setUTCDate(startsAt.getUTCDate() + ((8 - startsAt.getUTCDay()) % 7));
    startsAt.setUTCHours(11);
    const booked = await bo.api('POST', `/api/booking/leads/${lead.leadId}/bookings`, {
      sessionKind: 'small',
      startsAt: startsAt.toISOString(),
    });
    expect(booked.status).toBe(200);
    now = new Date(startsAt.getTime() + HOUR);
    const done = await markDone(bo, booked.body.bookings[0].id);
    expect(done.status).toBe(200);
    expect(await count('quiet@example.com', 'aftercare')).toBe(0);
  });
});
