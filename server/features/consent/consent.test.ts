import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingArtist, emailsTo, nextMonday } from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import {
  consentApiPath,
  consentLinkIn,
  makeSignature,
  signingBody,
} from '../../../tests/fixtures/test-consent.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { consentForms, leads } from '../../db/schema/index.ts';
import { readStored } from './consent-files.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('consent forms [%s]', { timeout: 60_000 }, (kind) => {
  let testApp: TestApp;
  let now = nextMonday(new Date());
  const start = now;
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();
  let ana: Awaited<ReturnType<typeof bookingArtist>>;
  let bo: Awaited<ReturnType<typeof bookingArtist>>;
  let cy: Awaited<ReturnType<typeof bookingArtist>>;

  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, { clock: () => now });
    ana = await bookingArtist(testApp, { name: 'Ana', leads: 5 });
    bo = await bookingArtist(testApp, { name: 'Bo', leads: 1 });
    cy = await bookingArtist(testApp, { name: 'Cy', leads: 6 });
    // Twelve clients chat their way to a lead: minutes on a busy shared machine.
  }, 360_000);
  afterAll(() => testApp.close());

  const clientOf = (index: number, artist = 'ana') => `client-${index}-of-${artist}@example.com`;

  /** A file the artist opens from the booking (the PDF, the ID photo). */
  async function artistFile(path: string) {
    const response = await ana.browser.request(path);
    expect(response.status).toBe(200);
    return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  }

  /** Books lead `index` at `hours` from the start; returns the consent link its confirmation carries. */
  async function bookAndReadLink(index: number, hours: number) {
    const booked = await ana.api('POST', `/api/booking/leads/${ana.leadIds[index]}/bookings`, {
      sessionKind: 'small',
      startsAt: at(hours),
    });
    expect(booked.status).toBe(200);
    await testApp.jobs.whenIdle();
    const [confirmation] = await emailsTo(testApp.database.db, clientOf(index), 'booking-confirmed');
    const link = consentLinkIn(confirmation?.text);
    expect(link).not.toBeNull();
    return link!;
  }

  const pageOf = async (link: { token: string; bookingId: string }) => {
    const page = await requestJson(testApp.url, null, 'GET', consentApiPath(link));
    expect(page.status).toBe(200);
    return page.body;
  };

  const sign = async (
    link: { token: string; bookingId: string },
    overrides: Record<string, unknown> = {},
  ) => {
    const page = await pageOf(link);
    const body = await signingBody({
      formVersion: page.formVersion,
      statements: page.form.acknowledgements.length,
      questions: page.form.medicalQuestions.length,
      ...overrides,
    });
    return requestJson(testApp.url, null, 'POST', consentApiPath(link), body);
  };

  it('gives an artist who never edited a usable default form, and versions every save', async () => {
    const first = await ana.api('GET', '/api/consent/template');
    expect(first.status).toBe(200);
    expect(first.body.isDefault).toBe(true);
    expect(first.body.version).toBe(0);
    expect(first.body.template.acknowledgements.length).toBeGreaterThanOrEqual(5);
    expect(first.body.template.medicalQuestions.join(' ')).toContain('allergies');
    const bad = await bo.api('PUT', '/api/consent/template', {
      ...first.body.template,
      acknowledgements: ['  '],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)[0]).toMatch(/^acknowledgements/);
    const saved = await bo.api('PUT', '/api/consent/template', {
      acknowledgements: ['I am sober.'],
      medicalQuestions: ['Any allergies?'],
      asksIdPhoto: false,
      hasArtistPart: true,
    });
    expect(saved.body).toMatchObject({ version: 1, isDefault: false });
    const again = await bo.api('PUT', '/api/consent/template', { ...saved.body.template, asksIdPhoto: true });
    expect(again.body.version).toBe(2);
  });

  it('refuses a date of birth under 18 with a 400 naming the field, and stores nothing', async () => {
    const link = await bookAndReadLink(0, 170);
    const today = new Date(now).toISOString().slice(0, 10);
    const seventeen = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    // One day short of 18: the birthday is tomorrow.
    const dayAfter = new Date(`${seventeen}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const refused = await sign(link, { dateOfBirth: dayAfter.toISOString().slice(0, 10) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ dateOfBirth: expect.stringContaining('at least 18') });
    // Eighteen today is old enough.
    const notTicked = await sign(link, { dateOfBirth: seventeen, acknowledgements: [true, false] });
    expect(notTicked.status).toBe(400);
    expect(Object.keys(notTicked.body.errors)).toEqual(['acknowledgements.1']);
    const blank = await sign(link, {
      dateOfBirth: seventeen,
      signature: await makeSignature({ isBlank: true }),
    });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.errors)).toEqual(['signature']);
    const noPhoto = await sign(link, { idPhoto: null });
    expect(Object.keys(noPhoto.body.errors)).toEqual(['idPhoto']);
    const rows = await testApp.database.db
      .select()
      .from(consentForms)
      .where(eq(consentForms.bookingId, link.bookingId));
    expect(rows).toEqual([]);
    const status = await ana.api('GET', `/api/consent/statuses?bookingIds=${link.bookingId}`);
    expect(status.body.statuses).toEqual({ [link.bookingId]: 'client_missing' });
    expect((await sign(link, { dateOfBirth: seventeen })).status).toBe(200);
  });

  it('signs on the phone: the PDF and ID photo stored for the artist alone; red, then orange, then green', async () => {
    const link = await bookAndReadLink(1, 171);
    const before = await ana.api('GET', `/api/consent/bookings/${link.bookingId}`);
    expect(before.body).toMatchObject({ status: 'client_missing', signed: null, artistPart: null });
    expect(before.body.signingUrl).toBe(link.url);
    const requestPage = async () =>
      (await requestJson(testApp.url, null, 'GET', `/api/requests/${link.token}`)).body.booking;
    // The client's request page offers the same signing page while unsigned.
    expect(await requestPage()).toMatchObject({ id: link.bookingId, isConsentDue: true });

    const signed = await sign(link);
    expect(signed.status).toBe(200);
    expect(await requestPage()).toMatchObject({ id: link.bookingId, isConsentDue: false });
    expect(signed.body.signedAt).toBe(now.toISOString());
    expect((await sign(link)).status).toBe(409);
    const page = await pageOf(link);
    expect(page.signedAt).toBe(now.toISOString());

    const after = await ana.api('GET', `/api/consent/bookings/${link.bookingId}`);
    expect(after.body.status).toBe('artist_missing');
    expect(after.body.signed).toMatchObject({
      fullName: 'Mia Jones',
      dateOfBirth: '1990-04-12',
      medicalAnswers: expect.arrayContaining([{ answer: 'yes', detail: 'Penicillin' }]),
    });
    const pdf = await artistFile(after.body.signed.pdfUrl);
    expect(pdf.type).toBe('application/pdf');
    const document = await PDFDocument.load(pdf.bytes);
    expect(document.getTitle()).toBe('Consent form: Mia Jones');
    const photo = await artistFile(after.body.signed.idPhotoUrl);
    expect(photo.type).toBe('image/jpeg');

    // Another artist reads nothing of it: not the form, not the files, not its status.
    expect((await bo.api('GET', `/api/consent/bookings/${link.bookingId}`)).status).toBe(404);
    expect((await bo.api('GET', after.body.signed.pdfUrl)).status).toBe(404);
    expect((await bo.api('GET', after.body.signed.idPhotoUrl)).status).toBe(404);
    expect((await bo.api('GET', `/api/consent/statuses?bookingIds=${link.bookingId}`)).body.statuses).toEqual(
      {},
    );
    expect(
      (
        await bo.api('POST', `/api/consent/bookings/${link.bookingId}/artist-part`, {
          inkBrand: 'X',
          lotNumbers: 'Y',
          needles: 'Z',
          signature: await makeSignature(),
        })
      ).status,
    ).toBe(404);
    // A link of another lead opens no other lead's booking.
    const otherLink = await bookAndReadLink(2, 172);
    expect(
      (
        await requestJson(
          testApp.url,
          null,
          'GET',
          consentApiPath({ ...otherLink, bookingId: link.bookingId }),
        )
      ).status,
    ).toBe(404);

    const [row] = await testApp.database.db
      .select()
      .from(consentForms)
      .where(eq(consentForms.bookingId, link.bookingId));
    const missingPart = await ana.api('POST', `/api/consent/bookings/${link.bookingId}/artist-part`, {
      inkBrand: 'Eternal Ink',
      lotNumbers: '',
      needles: '3RL',
      signature: await makeSignature(),
    });
    expect(Object.keys(missingPart.body.errors)).toEqual(['lotNumbers']);
    const done = await ana.api('POST', `/api/consent/bookings/${link.bookingId}/artist-part`, {
      inkBrand: 'Eternal Ink',
      lotNumbers: 'EI-2231, EI-2240',
      needles: '3RL, 7RM',
      signature: await makeSignature(),
    });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('done');
    expect(done.body.artistPart).toMatchObject({ inkBrand: 'Eternal Ink', lotNumbers: 'EI-2231, EI-2240' });
    // The PDF is made again with the artist's part; the old one is gone from the store.
    const [completed] = await testApp.database.db
      .select()
      .from(consentForms)
      .where(eq(consentForms.bookingId, link.bookingId));
    expect(completed!.pdfKey).not.toBe(row!.pdfKey);
    expect(await testApp.storage.has(row!.pdfKey)).toBe(false);
    const regenerated = await readStored(testApp.storage, completed!.pdfKey);
    expect((await PDFDocument.load(regenerated)).getPageCount()).toBeGreaterThanOrEqual(1);
    expect(regenerated.length).toBeGreaterThan(pdf.bytes.length);
    const statuses = await ana.api(
      'GET',
      `/api/consent/statuses?bookingIds=${link.bookingId},${otherLink.bookingId}`,
    );
    expect(statuses.body.statuses).toEqual({
      [link.bookingId]: 'done',
      [otherLink.bookingId]: 'client_missing',
    });
  });

  it('keeps a signed form as signed when the artist edits theirs, and refuses a page opened before the edit', async () => {
    const link = await bookAndReadLink(3, 173);
    const opened = await pageOf(link);
    const saved = await ana.api('PUT', '/api/consent/template', {
      acknowledgements: ['I slept well.'],
      medicalQuestions: [],
      asksIdPhoto: false,
      hasArtistPart: false,
    });
    expect(saved.status).toBe(200);
    const stale = await requestJson(
      testApp.url,
      null,
      'POST',
      consentApiPath(link),
      await signingBody({
        formVersion: opened.formVersion,
        statements: opened.form.acknowledgements.length,
        questions: opened.form.medicalQuestions.length,
      }),
    );
    expect(stale.status).toBe(409);
    expect(Object.keys(stale.body.errors)).toEqual(['formVersion']);
    expect((await sign(link, { idPhoto: null })).status).toBe(200);
    const earlier = await ana.api(
      'GET',
      `/api/consent/bookings/${(await bookAndReadLink(4, 174)).bookingId}`,
    );
    expect(earlier.body.form.acknowledgements).toEqual(['I slept well.']);
    // No artist part in this form: signed is done.
    expect((await ana.api('GET', `/api/consent/bookings/${link.bookingId}`)).body).toMatchObject({
      status: 'done',
      form: { acknowledgements: ['I slept well.'] },
    });
    // The earlier signed form (default, with the artist part) is unchanged by the edit.
    const [first] = await testApp.database.db
      .select()
      .from(consentForms)
      .where(and(eq(consentForms.artistId, ana.id), eq(consentForms.formVersion, 0)));
    expect(first!.form.acknowledgements.length).toBeGreaterThan(1);
    // Back to the default for the email tests below.
    await testApp.database.db.execute(sql`delete from consent_templates where artist_id = ${ana.id}`);
  });

  const LANGUAGES = [
    ['en', 'Sign the consent form'],
    ['es', 'Firmar el consentimiento'],
    ['pt', 'Assinar o consentimento'],
    ['fr', 'Signer le consentement'],
    ['de', 'Einverständniserklärung unterschreiben'],
    ['it', 'Firma il consenso'],
  ] as const;

  it('carries the signing link in the confirmation and in the 24-hour reminder while unsigned, in six languages', async () => {
    // Cy's six clients, one per language, booked on Thursday of the second week, 10:00 to 15:00 UTC.
    const links: Array<{ token: string; bookingId: string; url: string }> = [];
    for (const [index, [language, button]] of LANGUAGES.entries()) {
      await testApp.database.db.update(leads).set({ language }).where(eq(leads.id, cy.leadIds[index]!));
      const booked = await cy.api('POST', `/api/booking/leads/${cy.leadIds[index]}/bookings`, {
        sessionKind: 'small',
        startsAt: at(242 + index),
      });
      expect(booked.status).toBe(200);
      await testApp.jobs.whenIdle();
      const [confirmation] = await emailsTo(testApp.database.db, clientOf(index, 'cy'), 'booking-confirmed');
      expect(confirmation!.html, language).toContain(button);
      const link = consentLinkIn(confirmation!.text);
      expect(link, language).not.toBeNull();
      expect((await pageOf(link!)).language).toBe(language);
      links.push(link!);
    }
    // The English client signs before the reminders: theirs carries no link.
    expect((await sign(links[0]!)).status).toBe(200);
    now = new Date(at(247 - 24));
    await testApp.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'booking-reminder' and state = 'created' and start_after <= ${now.toISOString()}::timestamptz`,
    );
    await testApp.jobs.whenIdle(['booking-reminder']);
    for (const [index, [language, button]] of LANGUAGES.entries()) {
      const reminders = await emailsTo(testApp.database.db, clientOf(index, 'cy'), 'booking-reminder');
      expect(reminders, language).toHaveLength(1);
      const [reminder] = reminders;
      if (index === 0) {
        expect(reminder!.text).not.toContain('/consent/');
        expect(reminder!.html).not.toContain(button);
      } else {
        expect(reminder!.html, language).toContain(button);
        expect(consentLinkIn(reminder!.text)?.url, language).toBe(links[index]!.url);
      }
    }
  });
});
