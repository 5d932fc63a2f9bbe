import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAVED_CHAT_IMAGE_RETENTION_HOURS } from '#common/constants/limits.ts';
import { WEBHOOK_EVENT_TYPES } from '#common/contracts/webhooks.ts';
import { startWebhookReceiver } from '../../../tests/fakes/webhook-receiver.ts';
import {
  apiOf,
  emailsTo,
  followConfirmationLink,
  WORKWEEK_SETTINGS,
} from '../../../tests/fixtures/booking-test-world.ts';
import { filesUnder, mailMentioning, rowsMentioning } from '../../../tests/fixtures/deletion-walk.ts';
import { giveApiAccess } from '../../../tests/fixtures/test-api-keys.ts';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import { signIn, TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import {
  consentApiPath,
  consentLinkIn,
  makeSignature,
  signingBody,
} from '../../../tests/fixtures/test-consent.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { makeTestImage } from '../../../tests/fixtures/test-images.ts';
import { connectSandbox, sandboxComment, sandboxDm } from '../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { startTestS3 } from '../../../tests/fixtures/test-s3.ts';
import {
  bookings,
  conversations,
  healedPhotos,
  instagramAccounts,
  instagramMessages,
  instagramThreads,
  leads,
} from '../../db/schema/index.ts';
import { createSignedRequest } from '../../providers/instagram/signatures.ts';
import { requestPageUrl } from '../booking/core/request-link.ts';
import { deleteAbandonedChatImages } from '../chat/delete-abandoned-chat-images.ts';
import { queueSms } from '../sms/queue-sms.ts';

const APP_SECRET = 'walk-app-secret';
const LINK_SECRET = 'walk-request-link-secret-0123456789abcdef';
const HOUR = 3_600_000;
/** The number a text reminder went to (decision 068). */
const CLIENT_PHONE = '+351912345678';

/** A client's lines that bring a concept image: a rose, where, how big, how dark, the budget, the age. */
const roseChat = (name: string) => [
  `Hi, I'm ${name}. I want this blackwork rose on my forearm, about 10 cm`,
  'Black and grey, budget around 400',
  "I'm 29",
];

/**
 * Issue #24 items 10-12: after each deletion path, a walk of every table of the database, every object in the
 * store (disk or S3) and every email in the local outbox finds nothing of the person deleted.
 */
// Each test makes an artist with a synced portfolio, chats, emails, DMs, a booking and a signed consent form:
// far more than the default 20 s on a busy machine. The walk is the suite's slowest file, so it runs once: on
// production's pair (PostgreSQL with S3) where there is PostgreSQL, else on the embedded one (PGlite with the
// disk). What each store does with a delete is storage-contract.test.ts's; what is deleted
// is the same code on every pair.
const kinds = testDatabaseKinds({ postgresBecause: 'production-pairing' });
const walks = [kinds.includes('postgres') ? (['postgres', 's3'] as const) : (['pglite', 'disk'] as const)];
describe.each(walks)('deletion walks [%s, %s]', { timeout: 240_000 }, (kind, store) => {
  let app: TestApp;
  let listKeys: () => Promise<string[]>;
  let stopS3 = async () => {};

  beforeAll(async () => {
    const s3 = store === 's3' ? await startTestS3('walk-bucket') : undefined;
    app = await startTestApp(
      kind,
      { INSTAGRAM_APP_SECRET: APP_SECRET, REQUEST_LINK_SECRET: LINK_SECRET },
      s3 ? { storage: s3.storageFor() } : {},
    );
    listKeys = s3 ? () => s3.listKeys() : async () => filesUnder(join(app.dataDir, 'objects'));
    if (s3) stopS3 = s3.stop;
  });
  afterAll(async () => {
    await app.close();
    await stopS3();
  });

  /** A client's chat, one message per turn, a reference photo with the first; returns the concept images' keys. */
  async function chat(artistId: string, sessionId: string, lines: string[], photo?: Buffer) {
    const messages: Array<Record<string, unknown>> = [];
    const conceptKeys: string[] = [];
    for (const [index, line] of lines.entries()) {
      const images =
        index === 0 && photo ? { images: [{ data: photo.toString('base64'), mimeType: 'image/png' }] } : {};
      messages.push({ role: 'user', content: line, ...images });
      const answer = await requestJson(app.url, null, 'POST', '/api/chat/consult', {
        sessionId,
        artistId,
        messages,
      });
      expect(answer.status).toBe(200);
      const url = answer.body.conceptVisual?.imageUrl as string | undefined;
      if (url) conceptKeys.push(url.replace('/api/images/', ''));
      messages.push({ role: 'assistant', content: answer.body.response });
    }
    return conceptKeys;
  }

  /** A web client with a name, an email, a reference photo and a mockup made from it, saved as a lead. */
  async function webClient(artistId: string, { name, email }: { name: string; email: string }) {
    const sessionId = nanoid();
    const photo = await makeTestImage({ width: 320, height: 320, format: 'png' });
    const conceptKeys = await chat(artistId, sessionId, roseChat(name), photo);
    const saved = await requestJson(app.url, null, 'POST', '/api/chat/save', {
      sessionId,
      email,
      name,
      directionSummary: '',
      clarityScore: 0,
    });
    expect(saved.status).toBe(200);
    const leadId = saved.body.leadId as string;
    await app.jobs.whenIdle();
    const [conversation] = await app.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.sessionId, sessionId));
    const imageKeys = conversation!.messages.flatMap((message) => (message.images ?? []).map((i) => i.key));
    expect(imageKeys).not.toEqual([]);
    expect(conceptKeys).not.toEqual([]);
    return { leadId, sessionId, keys: [...imageKeys, ...conceptKeys], conceptKeys };
  }

  async function pageApiOf(leadId: string) {
    const url = await requestPageUrl({
      db: app.database.db,
      env: {
        APP_URL: app.url,
        DATA_DIR: app.dataDir,
        REQUEST_LINK_SECRET: LINK_SECRET,
        REQUEST_LINK_PREVIOUS_SECRETS: [],
      },
      leadId,
    });
    return `${app.url}/api/requests/${url.split('/r/')[1]}`;
  }

  /**
   * The lead's booked session is done (set here: the walk's clock does not move) and the client shares a photo
   * of the healed tattoo from their page (decision 065); answers its storage key.
   */
  async function shareHealedPhoto(leadId: string) {
    await app.database.db
      .update(bookings)
      .set({ completedAt: new Date() })
      .where(eq(bookings.leadId, leadId));
    const shared = await fetch(`${await pageApiOf(leadId)}/healed-photos`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(await makeTestImage({ width: 320, height: 320, format: 'png' })),
    });
    expect(shared.status).toBe(200);
    const [healed] = await app.database.db.select().from(healedPhotos).where(eq(healedPhotos.leadId, leadId));
    return healed!.imageKey;
  }

  /** An artist with a synced portfolio (the sandbox feed), emailed on every lead. */
  async function artistWithPortfolio(email: string, artistName: string, username: string) {
    const artist = await createArtist(app.url, { email, artistName, styles: ['Blackwork'] });
    await connectSandbox(artist.browser, username);
    const settings = await requestJson(app.url, artist.browser, 'PUT', '/api/notifications/settings', {
      leadEmails: 'every',
      isDailySummaryOn: true,
    });
    expect(settings.status).toBe(200);
    await app.jobs.whenIdle();
    const [account] = await app.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.artistId, artist.id));
    return { ...artist, account: account! };
  }

  /** What is left of a person: rows, stored objects made since `keysBefore`, emails in the local outbox. */
  async function traces(needles: string[], keysBefore: string[], conceptKeys: string[]) {
    await app.jobs.whenIdle();
    const before = new Set(keysBefore);
    const servedConcepts: string[] = [];
    for (const key of conceptKeys) {
      const response = await fetch(`${app.url}/api/images/${key}`);
      await response.arrayBuffer();
      if (response.status !== 404) servedConcepts.push(`${key} answers ${response.status}`);
    }
    return {
      rows: await rowsMentioning(app.database.db, needles),
      objects: (await listKeys()).filter((key) => !before.has(key)),
      servedConcepts,
      mail: await mailMentioning(app.dataDir, needles),
    };
  }

  const nothing = { rows: [], objects: [], servedConcepts: [], mail: [] };

  /**
   * The artist books the client, who signs the consent form from the confirmation's link (signature, ID photo,
   * PDF in the store), and the artist fills their part (a second signature, the PDF made again): decision 064.
   */
  async function bookAndSignConsent(artist: { browser: TestBrowser }, leadId: string, email: string) {
    const api = apiOf(artist.browser, app.url);
    expect((await api('PUT', '/api/booking/availability', WORKWEEK_SETTINGS)).status).toBe(200);
    const slots = await api('GET', `/api/booking/leads/${leadId}/free-slots?sessionKind=small`);
    const booked = await api('POST', `/api/booking/leads/${leadId}/bookings`, {
      sessionKind: 'small',
      startsAt: slots.body.slots[0].startsAt,
    });
    expect(booked.status).toBe(200);
    await app.jobs.whenIdle();
    const [confirmation] = await emailsTo(app.database.db, email, 'booking-confirmed');
    const link = consentLinkIn(confirmation?.text)!;
    const page = await requestJson(app.url, null, 'GET', consentApiPath(link));
    const body = await signingBody({
      formVersion: page.body.formVersion,
      statements: page.body.form.acknowledgements.length,
      questions: page.body.form.medicalQuestions.length,
    });
    expect((await requestJson(app.url, null, 'POST', consentApiPath(link), body)).status).toBe(200);
    const part = await api('POST', `/api/consent/bookings/${link.bookingId}/artist-part`, {
      inkBrand: 'Eternal Ink',
      lotNumbers: 'EI-1',
      needles: '3RL',
      signature: await makeSignature(),
    });
    expect(part.body.status).toBe('done');
  }

  it("a web client's delete-my-data leaves no row, object or email naming them", async () => {
    const artist = await artistWithPortfolio('walk.web@example.com', 'Walk Web Ink', 'walk.web.ink');
    // On the Studio plan with a webhook endpoint (decision 079): its delivery log keeps each event's body.
    const receiver = await startWebhookReceiver();
    await giveApiAccess(app.database.db, artist.id);
    const endpoint = await requestJson(app.url, artist.browser, 'POST', '/api/webhook-endpoints', {
      url: receiver.url,
      events: [...WEBHOOK_EVENT_TYPES],
    });
    receiver.useSecret(endpoint.body.secret);
    const keysBefore = await listKeys();
    const client = { name: 'Zephyrine Quillfeather', email: 'zephyrine.q@example.com' };
    const { leadId, keys, conceptKeys } = await webClient(artist.id, client);
    // They confirm their address (decision 055), so what the booking sends reaches them.
    await followConfirmationLink(app, client.email);
    // The artist books them: confirmations with invites go to both, a reminder job waits; the client signs
    // the consent form and the artist fills their part.
    await bookAndSignConsent(artist, leadId, client.email);
    expect((await listKeys()).filter((key) => key.startsWith('consent/'))).toHaveLength(4);
    // The session is done and the client shares a healed photo (decision 065).
    keys.push(await shareHealedPhoto(leadId));
    // The artist heard of the lead (every-lead emails) and the booking, and the client got their link.
    expect((await mailMentioning(app.dataDir, [client.email])).length).toBeGreaterThan(2);

    // A text naming them, as the local SMS sandbox keeps a reminder (decision 068).
    await queueSms(
      { db: app.database.db, jobs: app.jobs },
      {
        artistId: artist.id,
        leadId,
        kind: 'booking-reminder',
        dedupeKey: `walk-text:${leadId}`,
        to: CLIENT_PHONE,
        body: `Walk Web Ink: ${client.name}, your small piece is tomorrow.`,
      },
    );
    await app.jobs.whenIdle();

    // The walk sees them before: in the app's tables and in the job queue's.
    const before = await rowsMentioning(app.database.db, [client.email, leadId, CLIENT_PHONE]);
    expect(before).toContain('public.leads mentions zephyrine.q@example.com');
    expect(before).toContain(`public.consent_forms mentions ${leadId}`);
    expect(before).toContain(`public.sms_messages mentions ${CLIENT_PHONE}`);
    expect(before).toContain('public.webhook_deliveries mentions zephyrine.q@example.com');
    expect(before.some((line) => line.startsWith('pgboss.job mentions'))).toBe(true);

    const deleted = await fetch(await pageApiOf(leadId), { method: 'DELETE' });
    expect(deleted.status).toBe(200);

    expect(
      await traces([client.email, client.name, leadId, CLIENT_PHONE, ...keys], keysBefore, conceptKeys),
    ).toEqual(nothing);
    await receiver.close();
  });

  it('keeps a confirmed address while another of their requests to the artist uses it', async () => {
    const artist = await artistWithPortfolio('walk.twice@example.com', 'Walk Twice Ink', 'walk.twice.ink');
    const client = { name: 'Perpetua Twice', email: 'perpetua.twice@example.com' };
    const first = await webClient(artist.id, client);
    const second = await webClient(artist.id, client);
    await followConfirmationLink(app, client.email);
    const confirmed = () =>
      rowsMentioning(app.database.db, [client.email]).then((rows) =>
        rows.filter((row) => row.startsWith('public.confirmed_client_emails')),
      );
    expect(await confirmed()).toHaveLength(1);
    expect((await fetch(await pageApiOf(first.leadId), { method: 'DELETE' })).status).toBe(200);
    expect(await confirmed()).toHaveLength(1);
    expect((await fetch(await pageApiOf(second.leadId), { method: 'DELETE' })).status).toBe(200);
    expect(await confirmed()).toEqual([]);
  });

  it("a waitlisted client's delete-my-data takes their waitlist entry, its offers and the offer email (decision 067)", async () => {
    const artist = await artistWithPortfolio('walk.wait@example.com', 'Walk Wait Ink', 'walk.wait.ink');
    const api = apiOf(artist.browser, app.url);
    expect((await api('PUT', '/api/booking/availability', WORKWEEK_SETTINGS)).status).toBe(200);
    const intake = await api('GET', '/api/intake');
    expect((await api('PUT', '/api/intake', { ...intake.body, booksStatus: 'waitlist' })).status).toBe(200);
    // Another client, whose booking will be cancelled; their images are theirs, made before the walk's start.
    const other = await webClient(artist.id, { name: 'Other Person', email: 'other.person@example.com' });
    const keysBefore = await listKeys();
    const client = { name: 'Wilhelmina Waitwell', email: 'wilhelmina.w@example.com' };
    // Saved while the books are waitlist-only: on the waitlist at once; any day suits them.
    const { leadId, keys, conceptKeys } = await webClient(artist.id, client);
    await followConfirmationLink(app, client.email);
    const days = await fetch(`${await pageApiOf(leadId)}/waitlist`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ weekdays: [], fromDate: null, untilDate: null }),
    });
    expect(days.status).toBe(200);
    // The other client's booking is cancelled: the freed time is offered to them by email.
    const slots = await api('GET', `/api/booking/leads/${other.leadId}/free-slots?sessionKind=small`);
    const booked = await api('POST', `/api/booking/leads/${other.leadId}/bookings`, {
      sessionKind: 'small',
      startsAt: slots.body.slots[0].startsAt,
    });
    expect(booked.status).toBe(200);
    const bookingId = booked.body.bookings[0].id as string;
    expect((await api('POST', `/api/booking/bookings/${bookingId}/cancel`, {})).status).toBe(200);
    await app.jobs.whenIdle();
    const before = await rowsMentioning(app.database.db, [leadId]);
    expect(before.some((line) => line.startsWith('public.waitlist_entries'))).toBe(true);
    expect(before.some((line) => line.startsWith('public.waitlist_offers'))).toBe(true);
    expect(await mailMentioning(app.dataDir, [client.email])).not.toEqual([]);

    expect((await fetch(await pageApiOf(leadId), { method: 'DELETE' })).status).toBe(200);

    expect(await traces([client.email, client.name, leadId, ...keys], keysBefore, conceptKeys)).toEqual(
      nothing,
    );
  });

  it("an Instagram client's delete-my-data deletes their thread, its messages and photos, and the emails naming them (item 10)", async () => {
    const artist = await artistWithPortfolio('walk.ig@example.com', 'Walk IG Ink', 'walk.ig.ink');
    const keysBefore = await listKeys();
    const username = 'quill.zephyrine';
    const email = 'quill.zephyrine@example.com';
    await sandboxDm(app, artist, {
      username,
      text: 'Hi! A fine line swallow on my wrist, about 5 cm, black and grey',
      withPhoto: true,
    });
    await sandboxDm(app, artist, { username, text: `Budget 300, I'm 31, my email is ${email}` });
    await sandboxDm(app, artist, { username, text: 'Can I talk to a real person please?' });
    await sandboxComment(app, artist, { username, text: 'Love this one, what would it cost?' });
    const [thread] = await app.database.db
      .select()
      .from(instagramThreads)
      .where(eq(instagramThreads.artistId, artist.id));
    expect(thread!.leadId).not.toBeNull();
    const [lead] = await app.database.db.select().from(leads).where(eq(leads.id, thread!.leadId!));
    expect(lead!.email).toBe(email);
    const messages = await app.database.db
      .select()
      .from(instagramMessages)
      .where(eq(instagramMessages.threadId, thread!.id));
    const photoKeys = messages.flatMap((message) => message.attachments.flatMap((a) => a.key ?? []));
    expect(photoKeys).not.toEqual([]);
    expect(await mailMentioning(app.dataDir, [username])).not.toEqual([]);

    const deleted = await fetch(await pageApiOf(lead!.id), { method: 'DELETE' });
    expect(deleted.status).toBe(200);

    const inbox = await requestJson(app.url, artist.browser, 'GET', '/api/inbox/threads');
    expect(JSON.stringify(inbox.body)).not.toContain(username);
    expect(
      await traces([email, username, thread!.igsid, thread!.id, lead!.id, ...photoKeys], keysBefore, []),
    ).toEqual(nothing);
  });

  /** Everything an artist makes: a portfolio, two clients' leads with concept mockups, emails, an Instagram DM. */
  async function artistWithEverything(email: string, artistName: string, username: string) {
    const keysBefore = await listKeys();
    const artist = await artistWithPortfolio(email, artistName, username);
    const withPhoto = await webClient(artist.id, {
      name: 'Odalys Brightwater',
      email: `odalys.${username}@example.com`,
    });
    await followConfirmationLink(app, `odalys.${username}@example.com`);
    await bookAndSignConsent(artist, withPhoto.leadId, `odalys.${username}@example.com`);
    // The session done, and a healed photo shared (decision 065).
    const healedKey = await shareHealedPhoto(withPhoto.leadId);
    // Without a photo the mockup is drawn from the artist's best-matching portfolio piece (decision 030).
    const fromPortfolio = await chat(artist.id, nanoid(), ['A blackwork rose on my forearm, about 10 cm']);
    await sandboxDm(app, artist, { username: `fan.of.${username}`, text: 'hi! a small rose?' });
    // A comment asking the price: logged with its private reply (decision 058).
    await requestJson(app.url, artist.browser, 'PATCH', '/api/inbox/settings', { isCommentRepliesOn: true });
    await sandboxComment(app, artist, { username: `commenter.of.${username}`, text: 'How much is a rose?' });
    const needles = [
      `commenter.of.${username}`,
      artist.id,
      email,
      artistName,
      artist.account.igUserId,
      artist.account.loginUserId ?? artist.account.igUserId,
      username,
      `odalys.${username}@example.com`,
      'Odalys Brightwater',
      withPhoto.leadId,
      ...withPhoto.keys,
      healedKey,
      ...fromPortfolio,
    ];
    return { artist, keysBefore, needles, conceptKeys: [...withPhoto.conceptKeys, ...fromPortfolio] };
  }

  /** The confirmation spec §4 promises is the one email that may still carry the address: it is the delivered copy. */
  const exceptConfirmation = (mail: string[], code: string) =>
    mail.filter((line) => !readFileSync(join(app.dataDir, line.split(' ')[0]!), 'utf8').includes(code));

  it('Settings → Delete Account leaves no row, object or email of the artist or their clients (item 11)', async () => {
    const email = 'walk.delete@example.com';
    const { artist, keysBefore, needles, conceptKeys } = await artistWithEverything(
      email,
      'Walk Delete Ink',
      'walk.delete.ink',
    );
    const deleted = await requestJson(app.url, artist.browser, 'DELETE', '/api/account', {
      confirmation: 'Walk Delete Ink',
    });
    expect(deleted.status).toBe(200);
    const found = await traces(needles, keysBefore, conceptKeys);
    expect({ ...found, mail: exceptConfirmation(found.mail, deleted.body.confirmationCode) }).toEqual(
      nothing,
    );
  });

  it("an admin's deletion for an emailed request leaves no row, object or email of the artist or their clients", async () => {
    const email = 'walk.admin@example.com';
    const { keysBefore, needles, conceptKeys } = await artistWithEverything(
      email,
      'Walk Admin Ink',
      'walk.admin.ink',
    );
    const admin = new TestBrowser(app.url);
    await signIn(admin, { email: TEST_ADMIN_EMAIL, name: 'Admin' });
    const deleted = await requestJson(app.url, admin, 'POST', '/api/admin/account-deletions', { email });
    expect(deleted.status).toBe(200);
    const found = await traces(needles, keysBefore, conceptKeys);
    expect({ ...found, mail: exceptConfirmation(found.mail, deleted.body.confirmationCode) }).toEqual(
      nothing,
    );
  });

  it("Meta's data-deletion callback leaves no row, object or email of the artist or their clients", async () => {
    const { artist, keysBefore, needles, conceptKeys } = await artistWithEverything(
      'walk.meta@example.com',
      'Walk Meta Ink',
      'walk.meta.ink',
    );
    const signed = createSignedRequest(
      {
        algorithm: 'HMAC-SHA256',
        issued_at: Math.floor(Date.now() / 1000),
        user_id: artist.account.loginUserId,
      },
      APP_SECRET,
    );
    const response = await fetch(`${app.url}/api/instagram/data-deletion`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ signed_request: signed }).toString(),
    });
    expect(response.status).toBe(200);
    const { confirmation_code: code } = (await response.json()) as { confirmation_code: string };
    const found = await traces(needles, keysBefore, conceptKeys);
    expect({ ...found, mail: exceptConfirmation(found.mail, code) }).toEqual(nothing);
  });

  it("the abandoned-chat cleanup deletes a never-saved chat's photos and the mockups made from them", async () => {
    const artist = await artistWithPortfolio(
      'walk.abandoned@example.com',
      'Walk Abandoned',
      'walk.abandoned',
    );
    const keysBefore = await listKeys();
    const sessionId = nanoid();
    const photo = await makeTestImage({ width: 320, height: 320, format: 'png' });
    const conceptKeys = await chat(artist.id, sessionId, roseChat('Ilse Marrowby'), photo);
    expect(conceptKeys).not.toEqual([]);
    await deleteAbandonedChatImages({
      db: app.database.db,
      storage: app.storage,
      now: new Date(Date.now() + (UNSAVED_CHAT_IMAGE_RETENTION_HOURS + 1) * HOUR),
    });
    expect(await traces([], keysBefore, conceptKeys)).toEqual(nothing);
  });
});
