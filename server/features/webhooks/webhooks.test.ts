import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '#common/contracts/webhooks.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../../tests/fakes/webhook-receiver.ts';
import { nextMonday, WORKWEEK_SETTINGS } from '../../../tests/fixtures/booking-test-world.ts';
import { runJobsDueBy } from '../../../tests/fixtures/due-jobs.ts';
import { giveApiAccess } from '../../../tests/fixtures/test-api-keys.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, createLead, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { connectSandbox, sandboxDm } from '../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { subscriptions, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

const MINUTE = 60_000;
const ALL_EVENTS = [
  'lead.created',
  'lead.updated',
  'booking.requested',
  'booking.confirmed',
  'booking.cancelled',
  'conversation.handover',
];

/**
 * Issue #29 item 4 (decision 079), end to end over HTTP: events emitted where they happen reach a receiver on
 * 127.0.0.1 that verifies each signature itself; a receiver down for a while gets every event once it is back,
 * once each and in order per lead, as the test moves the app's clock through the retry schedule.
 */
// On PostgreSQL too: attempts run in parallel there over a pool, which the order per lead must survive.
describe.each(testDatabaseKinds({ postgresBecause: 'job-queue' }))('outgoing webhooks [%s]', (kind) => {
  let testApp: TestApp;
  // Monday 08:00 UTC a week on: the booking test books Monday 10:00 within the artist's working hours.
  const monday = nextMonday(new Date());
  let now = monday;
  let receiver: WebhookReceiver;
  let ana: TestArtist;
  let endpointId: string;
  let clients = 0;

  const as = (artist: TestArtist) => ({
    get: (path: string) => requestJson(testApp.url, artist.browser, 'GET', path),
    post: (path: string, body?: unknown) => requestJson(testApp.url, artist.browser, 'POST', path, body),
    patch: (path: string, body: unknown) => requestJson(testApp.url, artist.browser, 'PATCH', path, body),
    put: (path: string, body: unknown) => requestJson(testApp.url, artist.browser, 'PUT', path, body),
    delete: (path: string) => requestJson(testApp.url, artist.browser, 'DELETE', path),
  });
  const newLead = async (artist: TestArtist, lines = ['a japanese koi on my forearm, palm sized, $400']) => {
    clients += 1;
    return (
      await createLead(testApp.url, { artistId: artist.id, email: `client-${clients}@example.com`, lines })
    ).leadId;
  };
  const deliveries = async (id = endpointId): Promise<WebhookDelivery[]> => {
    const page = await as(ana).get(`/api/webhook-endpoints/${id}/deliveries`);
    expect(page.status).toBe(200);
    return page.body.deliveries;
  };
  const settle = () => testApp.jobs.whenIdle(['deliver-webhook']);
  /** Moves the app's clock on and runs the attempts due by then. */
  const moveClockBy = async (ms: number) => {
    now = new Date(now.getTime() + ms);
    await runJobsDueBy({ db: testApp.database.db, jobs: testApp.jobs }, ['deliver-webhook'], now);
  };
  const typesFor = (leadId: string) =>
    receiver.received
      .filter((event) => JSON.stringify(event.data).includes(leadId))
      .map((event) => event.type);

  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, { clock: () => now });
    receiver = await startWebhookReceiver();
    ana = await createArtist(testApp.url, {
      email: 'ana@example.com',
      artistName: 'Ana Ink',
      styles: ['Japanese'],
    });
    await giveApiAccess(testApp.database.db, ana.id);
    const created = await as(ana).post('/api/webhook-endpoints', {
      url: receiver.url,
      description: 'Our CRM',
      events: ALL_EVENTS,
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[\w-]{43}$/);
    endpointId = created.body.id;
    receiver.useSecret(created.body.secret);
  });
  afterEach(() => expect(receiver.rejected).toBe(0));
  afterAll(async () => {
    await testApp.close();
    await receiver.close();
  });

  it('shows the secret once, stores it encrypted, and lists the endpoint without it', async () => {
    const list = await as(ana).get('/api/webhook-endpoints');
    expect(list.body).toEqual([
      {
        id: endpointId,
        url: receiver.url,
        description: 'Our CRM',
        events: ALL_EVENTS,
        isEnabled: true,
        createdAt: expect.any(String),
      },
    ]);
    const [stored] = await testApp.database.db.select().from(webhookEndpoints);
    expect(stored!.secretCiphertext).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain('whsec_');
  });

  it('signs a lead’s creation and update; the log shows each delivered with its status and time', async () => {
    const leadId = await newLead(ana);
    expect((await as(ana).patch(`/api/admin/leads/${leadId}`, { status: 'qualified' })).status).toBe(200);
    await settle();
    const created = receiver.received.find(
      (event) => event.type === 'lead.created' && event.data.lead.id === leadId,
    );
    expect(created).toMatchObject({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      data: { lead: { id: leadId, email: 'client-1@example.com', status: 'new', artistId: ana.id } },
    });
    expect(created!.headers['inkdesk-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(created!.headers['inkdesk-event-id']).toBe(created!.id);
    expect(typesFor(leadId)).toEqual(['lead.created', 'lead.updated']);
    expect(receiver.received.at(-1)!.data.lead.status).toBe('qualified');
    const log = await deliveries();
    expect(log.slice(0, 2)).toEqual([
      expect.objectContaining({
        eventType: 'lead.updated',
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
      }),
      expect.objectContaining({
        eventType: 'lead.created',
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
      }),
    ]);
    expect(log[0]!.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(log[0]!.error).toBeNull();
  });

  it('a receiver down for a while gets every event once it is back, once each and in order per lead', async () => {
    await receiver.goDown();
    const first = await newLead(ana);
    await as(ana).patch(`/api/admin/leads/${first}`, { notes: 'Called back' });
    const second = await newLead(ana);
    await as(ana).patch(`/api/admin/leads/${first}`, { status: 'contacted' });
    await as(ana).patch(`/api/admin/leads/${second}`, { status: 'rejected' });
    await settle();
    // Each lead's first event was tried and refused; the ones after it wait their turn, untried.
    let log = await deliveries();
    const ofFirst = log.filter((delivery) => delivery.leadId === first).reverse();
    expect(ofFirst.map((delivery) => [delivery.eventType, delivery.status, delivery.attempts])).toEqual([
      ['lead.created', 'pending', 1],
      ['lead.updated', 'pending', 0],
      ['lead.updated', 'pending', 0],
    ]);
    expect(ofFirst[0]).toMatchObject({ error: 'Connection refused', responseStatus: null });
    expect(new Date(ofFirst[0]!.nextAttemptAt!).getTime()).toBe(now.getTime() + 30_000);
    // Still being tried: not to be resent yet.
    expect((await as(ana).post(`/api/webhook-deliveries/${ofFirst[0]!.id}/resend`)).status).toBe(409);

    // 30 s later: still refused. Then up again but answering 503: the third attempt, 2 minutes on, fails too.
    await moveClockBy(30_000);
    await receiver.comeBack();
    receiver.answerWith(503);
    await moveClockBy(2 * MINUTE);
    log = await deliveries();
    expect(
      log.find((delivery) => delivery.leadId === first && delivery.eventType === 'lead.created'),
    ).toMatchObject({
      status: 'pending',
      attempts: 3,
      responseStatus: 503,
      error: 'The receiver answered 503',
    });
    // Not yet due: moving time less than the next wait sends nothing.
    receiver.answerWith(200);
    await moveClockBy(7 * MINUTE);
    expect(typesFor(first)).toEqual([]);
    await moveClockBy(MINUTE);

    expect(typesFor(first)).toEqual(['lead.created', 'lead.updated', 'lead.updated']);
    expect(
      receiver.received
        .filter((event) => event.data.lead?.id === first)
        .map((event) => event.data.lead.status),
    ).toEqual(['new', 'new', 'contacted']);
    expect(typesFor(second)).toEqual(['lead.created', 'lead.updated']);
    const ids = receiver.received.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    log = await deliveries();
    expect(log.filter((delivery) => delivery.status !== 'delivered')).toEqual([]);
  });

  it('resends a delivered event as the same event, and sends a test event', async () => {
    const [latest] = await deliveries();
    const resent = await as(ana).post(`/api/webhook-deliveries/${latest!.id}/resend`);
    expect(resent.status).toBe(202);
    expect(resent.body).toMatchObject({ eventId: latest!.eventId, status: 'pending', attempts: 0 });
    const test = await as(ana).post(`/api/webhook-endpoints/${endpointId}/test`);
    expect(test.status).toBe(202);
    await settle();
    expect(receiver.received.filter((event) => event.id === latest!.eventId)).toHaveLength(2);
    expect(receiver.received.find((event) => event.id === test.body.eventId)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId },
    });
    const log = await deliveries();
    expect(log.find((delivery) => delivery.id === resent.body.id)!.status).toBe('delivered');
  });

  it('sends a booking’s request, confirmation and cancellation, after its lead’s creation, in order', async () => {
    expect((await as(ana).put('/api/booking/availability', WORKWEEK_SETTINGS)).status).toBe(200);
    const leadId = await newLead(ana);
    // Tuesday 10:00 UTC, whatever time the tests before have moved to.
    const startsAt = new Date(monday.getTime() + 26 * 3_600_000).toISOString();
    const booked = await as(ana).post(`/api/booking/leads/${leadId}/bookings`, {
      sessionKind: 'small',
      startsAt,
    });
    expect(booked.status).toBe(200);
    const bookingId = booked.body.bookings[0].id as string;
    expect((await as(ana).post(`/api/booking/bookings/${bookingId}/cancel`, {})).status).toBe(200);
    await settle();
    expect(typesFor(leadId)).toEqual([
      'lead.created',
      'booking.requested',
      'booking.confirmed',
      'booking.cancelled',
    ]);
    const cancelled = receiver.received.at(-1)!;
    expect(cancelled.data.booking).toMatchObject({ id: bookingId, leadId, status: 'cancelled', startsAt });
  });

  it('tells of a client asking for a person, after the lead it is about', async () => {
    const leadId = await newLead(ana, [
      'can I talk to a real person? I want a geometric wolf on my left forearm',
    ]);
    await settle();
    expect(typesFor(leadId)).toEqual(['lead.created', 'conversation.handover']);
    expect(receiver.received.at(-1)!.data).toEqual({
      conversationId: expect.any(String),
      channel: 'web',
      leadId,
      requestedAt: expect.any(String),
    });
  });

  // Connecting the sandbox and two DMs through the inbox's jobs: 6 s alone, past 20 s beside a loaded suite.
  it('sends an Instagram DM’s lead, and a DM asking for a person before any lead', {
    timeout: 60_000,
  }, async () => {
    await connectSandbox(ana.browser, 'ana.ink');
    await sandboxDm(testApp, ana, {
      username: 'client.koi',
      text: 'Hi! I want a fine line koi on my forearm, about 3 inches, budget $300',
    });
    const created = receiver.received.at(-1)!;
    expect(created).toMatchObject({
      type: 'lead.created',
      data: { lead: { channel: 'instagram', instagramUsername: 'client.koi' } },
    });
    await sandboxDm(testApp, ana, { username: 'client.human', text: 'can I talk to a real person' });
    expect(receiver.received.at(-1)).toMatchObject({
      type: 'conversation.handover',
      data: { channel: 'instagram', leadId: null },
    });
  });

  it('pauses an endpoint: nothing is sent while it is off, then what waited goes out', async () => {
    await receiver.goDown();
    const leadId = await newLead(ana);
    await settle();
    expect((await as(ana).patch(`/api/webhook-endpoints/${endpointId}`, { isEnabled: false })).status).toBe(
      200,
    );
    expect((await as(ana).post(`/api/webhook-endpoints/${endpointId}/test`)).status).toBe(409);
    // Made while paused: not sent, then or later.
    const whilePaused = await newLead(ana);
    await receiver.comeBack();
    await moveClockBy(MINUTE);
    expect(typesFor(leadId)).toEqual([]);
    expect((await as(ana).patch(`/api/webhook-endpoints/${endpointId}`, { isEnabled: true })).status).toBe(
      200,
    );
    await settle();
    expect(typesFor(leadId)).toEqual(['lead.created']);
    expect(typesFor(whilePaused)).toEqual([]);
  });

  it('sends nothing once the plan has no API access, and the dashboard routes answer 402', async () => {
    await testApp.database.db
      .update(subscriptions)
      .set({ plan: 'professional' })
      .where(eq(subscriptions.artistId, ana.id));
    const before = (await testApp.database.db.select().from(webhookDeliveries)).length;
    await newLead(ana);
    expect(await testApp.database.db.select().from(webhookDeliveries)).toHaveLength(before);
    const list = await as(ana).get('/api/webhook-endpoints');
    expect(list.status).toBe(402);
    expect(list.body.message).toBe('API access comes with the Studio plan and higher.');
    await giveApiAccess(testApp.database.db, ana.id);
  });

  it('keeps each artist to their own endpoints and deliveries', async () => {
    const ben = await createArtist(testApp.url, {
      email: 'ben@example.com',
      artistName: 'Ben',
      styles: ['Tribal'],
    });
    await giveApiAccess(testApp.database.db, ben.id);
    const [anaDelivery] = await deliveries();
    expect((await as(ben).get('/api/webhook-endpoints')).body).toEqual([]);
    expect((await as(ben).get(`/api/webhook-endpoints/${endpointId}/deliveries`)).status).toBe(404);
    expect(
      (await as(ben).patch(`/api/webhook-endpoints/${endpointId}`, { url: 'http://127.0.0.1:1/x' })).status,
    ).toBe(404);
    expect((await as(ben).post(`/api/webhook-endpoints/${endpointId}/test`)).status).toBe(404);
    expect((await as(ben).post(`/api/webhook-deliveries/${anaDelivery!.id}/resend`)).status).toBe(404);
    expect((await as(ben).delete(`/api/webhook-endpoints/${endpointId}`)).status).toBe(404);
    expect((await as(ana).get('/api/webhook-endpoints')).body).toHaveLength(1);
  });

  it('refuses a bad endpoint with the field named', async () => {
    const noEvents = await as(ana).post('/api/webhook-endpoints', { url: receiver.url, events: [] });
    expect(noEvents.status).toBe(400);
    expect(noEvents.body.errors).toEqual({ events: 'Choose at least one event' });
    const notUrl = await as(ana).post('/api/webhook-endpoints', { url: 'crm', events: ['lead.created'] });
    expect(notUrl.body.errors).toEqual({ url: 'Enter a full URL, like https://example.com/inkdesk' });
    const unknown = await as(ana).post('/api/webhook-endpoints', {
      url: receiver.url,
      events: ['lead.deleted'],
    });
    expect(Object.keys(unknown.body.errors)[0]).toMatch(/^events/);
  });
});
