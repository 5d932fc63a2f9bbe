import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAST_DUE_GRACE_DAYS } from '#common/constants/plans.ts';
import { entitlementOf } from '#common/domain/billing/entitlement.ts';
import { FakeStripeServer, signStripePayload } from '../../../tests/fakes/fake-stripe-server.ts';
import { apiOf } from '../../../tests/fixtures/booking-test-world.ts';
import { freePort, startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { findSubscriptionState } from './subscription-state.ts';

const SECRET_KEY = 'sk_test_billing';
const WEBHOOK_SECRET = 'whsec_billing_test';
const PRICES = { starter: 'price_starter_test', professional: 'price_professional_test' };
const DAY = 86_400_000;

/**
 * Issue #27 item 5, decision 070: Stripe Billing through the real adapter (the stripe package) against the local
 * Stripe fake over HTTP: Checkout in subscription mode, the customer portal, and the subscription webhooks, signed,
 * applied once and never older-over-newer, on the app's clock (the fake's test clock is the same clock).
 */
describe.each(testDatabaseKinds())('Stripe Billing [%s]', (kind) => {
  let testApp: TestApp;
  let fake: FakeStripeServer;
  let now = new Date();
  let artists = 0;

  beforeAll(async () => {
    const port = await freePort();
    fake = new FakeStripeServer({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe`,
      clock: () => now,
    });
    await fake.start();
    testApp = await startTestApp(
      kind,
      {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
        STRIPE_PRICE_STARTER: PRICES.starter,
        STRIPE_PRICE_PROFESSIONAL: PRICES.professional,
      },
      { port, clock: () => now },
    );
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await fake?.stop();
  });
  // Each test signs a new artist in on the wall clock, then moves time for that artist alone.
  beforeEach(() => {
    now = new Date();
    fake.isDelivering = true;
  });

  async function newArtist() {
    artists += 1;
    const artist = await createArtist(testApp.url, {
      email: `billing-${artists}@example.com`,
      artistName: `Billing ${artists}`,
      styles: ['Japanese'],
    });
    return { ...artist, api: apiOf(artist.browser, testApp.url) };
  }

  const rowOf = async (artistId: string) => {
    const [row] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.artistId, artistId));
    return row!;
  };
  const standingOf = async (artistId: string) =>
    entitlementOf((await findSubscriptionState(testApp.database.db, artistId))!, now);

  /** Checkout through the app, then Pay on the fake's page: the subscription the artist then has. */
  async function subscribe(artist: Awaited<ReturnType<typeof newArtist>>, plan: 'starter' | 'professional') {
    const started = await artist.api('POST', '/api/billing/checkout', { plan });
    expect(started.status).toBe(200);
    const sessionId = /\/checkout\/pay\/([\w-]+)$/.exec(started.body.url)![1]!;
    await fake.pay(sessionId);
    return fake.subscriptionOfArtist(artist.id)!;
  }

  it('checkout in subscription mode makes the plan active; the portal opens for the customer it made', async () => {
    const ana = await newArtist();
    const early = await ana.api('POST', '/api/billing/portal');
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/no billing account yet/i);

    const started = await ana.api('POST', '/api/billing/checkout', { plan: 'starter' });
    expect(started.status).toBe(200);
    const session = fake.sessions.get(/\/checkout\/pay\/([\w-]+)$/.exec(started.body.url)![1]!)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      price: PRICES.starter,
      client_reference_id: ana.id,
      customer_email: `billing-${artists}@example.com`,
      metadata: { artistId: ana.id, plan: 'starter' },
      subscription_metadata: { artistId: ana.id, plan: 'starter' },
    });
    expect(session.success_url).toBe(`${testApp.url}/dashboard?checkout=success`);
    await fake.pay(session.id);
    expect(fake.deliveries.slice(-3).map(({ type, status }) => [type, status])).toEqual([
      ['checkout.session.completed', 200],
      ['customer.subscription.created', 200],
      ['invoice.paid', 200],
    ]);

    const row = await rowOf(ana.id);
    const subscription = fake.subscriptionOfArtist(ana.id)!;
    expect(row).toMatchObject({
      plan: 'starter',
      status: 'active',
      stripeCustomerId: subscription.customer,
      stripeSubscriptionId: subscription.id,
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
    });
    expect(row.currentPeriodEnd?.getTime()).toBe(subscription.items.data[0].current_period_end * 1000);
    expect(await standingOf(ana.id)).toMatchObject({ plan: 'starter', standing: 'active' });

    const again = await ana.api('POST', '/api/billing/checkout', { plan: 'professional' });
    expect(again.status).toBe(409);
    const portal = await ana.api('POST', '/api/billing/portal');
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
  });

  it('an upgrade applies at once; a downgrade waits for the period to end', async () => {
    const ben = await newArtist();
    const subscription = await subscribe(ben, 'starter');
    await fake.changePrice(subscription.id, PRICES.professional);
    expect(await rowOf(ben.id)).toMatchObject({ plan: 'professional', scheduledPlan: null });
    expect((await standingOf(ben.id)).plan).toBe('professional');

    now = new Date(now.getTime() + 60_000);
    await fake.changePrice(subscription.id, PRICES.starter);
    const row = await rowOf(ben.id);
    expect(row).toMatchObject({ plan: 'professional', scheduledPlan: 'starter' });
    expect((await standingOf(ben.id)).plan).toBe('professional');
    // At the period's end the cheaper plan applies, whether or not Stripe's renewal has come yet...
    now = row.currentPeriodEnd!;
    expect(await standingOf(ben.id)).toMatchObject({ plan: 'starter', standing: 'active' });
    // ...and the renewal stores it.
    await fake.endPeriod(subscription.id);
    expect(await rowOf(ben.id)).toMatchObject({ plan: 'starter', scheduledPlan: null, status: 'active' });
  });

  it('a cancelled plan works until the period ends, then lapses; a new checkout reuses the customer', async () => {
    const cleo = await newArtist();
    const subscription = await subscribe(cleo, 'professional');
    await fake.setCancelAtPeriodEnd(subscription.id, true);
    const row = await rowOf(cleo.id);
    expect(row.cancelAtPeriodEnd).toBe(true);
    expect(await standingOf(cleo.id)).toMatchObject({ standing: 'active', changesAt: row.currentPeriodEnd });

    now = new Date(row.currentPeriodEnd!.getTime() + 1000);
    expect((await standingOf(cleo.id)).standing).toBe('lapsed');
    await fake.endPeriod(subscription.id);
    expect(await rowOf(cleo.id)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect((await standingOf(cleo.id)).standing).toBe('lapsed');

    // Back on the wall clock (the session's), subscribing again is allowed, as the same Stripe customer.
    now = new Date();
    const again = await cleo.api('POST', '/api/billing/checkout', { plan: 'starter' });
    expect(again.status).toBe(200);
    const session = fake.sessions.get(/\/checkout\/pay\/([\w-]+)$/.exec(again.body.url)![1]!)!;
    expect(session).toMatchObject({ customer: subscription.customer, customer_email: null });
  });

  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const dan = await newArtist();
    const subscription = await subscribe(dan, 'starter');
    const before = await rowOf(dan.id);
    const forged = JSON.stringify({
      id: 'evt_forged_upgrade',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(now.getTime() / 1000) + 5,
      data: {
        object: {
          ...subscription,
          items: {
            ...subscription.items,
            data: [{ ...subscription.items.data[0], price: { id: PRICES.professional } }],
          },
        },
      },
    });
    for (const signature of [signStripePayload(forged, 'whsec_someone_else'), undefined]) {
      const response = await fetch(`${testApp.url}/api/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        body: forged,
      });
      expect(response.status).toBe(400);
    }
    expect(await rowOf(dan.id)).toEqual(before);
  });

  it('applies a replayed event once', async () => {
    const eve = await newArtist();
    const subscription = await subscribe(eve, 'starter');
    await fake.setCardDeclines(subscription.id, true);
    await fake.endPeriod(subscription.id);
    const failed = [...fake.events.values()].findLast((event) => event.type === 'invoice.payment_failed')!;
    now = new Date(now.getTime() + 60_000);
    await fake.setCardDeclines(subscription.id, false);
    const paidUp = await rowOf(eve.id);
    expect(paidUp).toMatchObject({ status: 'active', pastDueSince: null });

    const response = await fetch(`${testApp.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await fake.deliver(failed)).toBe(200);
    expect(fake.deliveries.at(-1)).toMatchObject({ eventId: failed.id, status: 200 });
    expect(await rowOf(eve.id)).toEqual(paidUp);
  });

  it('out of order: the newer state wins (updated before created; an older updated after a newer one)', async () => {
    const finn = await newArtist();
    fake.isDelivering = false;
    const subscription = await subscribe(finn, 'starter');
    const atCheckout = [...fake.events.values()].slice(-3);
    now = new Date(now.getTime() + 60_000);
    await fake.changePrice(subscription.id, PRICES.professional);
    const upgraded = [...fake.events.values()].at(-1)!;

    // The update comes first and finds the artist by the subscription's metadata; the older events change nothing.
    expect(await fake.deliver(upgraded)).toBe(200);
    expect(await rowOf(finn.id)).toMatchObject({
      plan: 'professional',
      status: 'active',
      stripeSubscriptionId: subscription.id,
    });
    for (const event of atCheckout) expect(await fake.deliver(event)).toBe(200);
    expect(await rowOf(finn.id)).toMatchObject({ plan: 'professional', status: 'active' });

    now = new Date(now.getTime() + 60_000);
    await fake.setCancelAtPeriodEnd(subscription.id, true);
    const cancelled = [...fake.events.values()].at(-1)!;
    now = new Date(now.getTime() + 60_000);
    await fake.setCancelAtPeriodEnd(subscription.id, false);
    const resumed = [...fake.events.values()].at(-1)!;
    expect(await fake.deliver(resumed)).toBe(200);
    expect(await fake.deliver(cancelled)).toBe(200);
    expect(await rowOf(finn.id)).toMatchObject({ cancelAtPeriodEnd: false, plan: 'professional' });
  });

  it(`a failed payment gives ${PAST_DUE_GRACE_DAYS} days of grace, then lapses; invoice.paid clears it`, async () => {
    const gia = await newArtist();
    const subscription = await subscribe(gia, 'professional');
    await fake.setCardDeclines(subscription.id, true);
    // Stripe's `created` is in whole seconds.
    const failedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    await fake.endPeriod(subscription.id);
    expect(await rowOf(gia.id)).toMatchObject({ status: 'past_due', pastDueSince: failedAt });
    expect(await standingOf(gia.id)).toMatchObject({ standing: 'grace', servesClients: true });

    // A second failure (Stripe's retry) does not restart the grace.
    now = new Date(failedAt.getTime() + 3 * DAY);
    await fake.endPeriod(subscription.id);
    expect((await rowOf(gia.id)).pastDueSince).toEqual(failedAt);

    now = new Date(failedAt.getTime() + PAST_DUE_GRACE_DAYS * DAY - 60_000);
    expect((await standingOf(gia.id)).standing).toBe('grace');
    now = new Date(failedAt.getTime() + PAST_DUE_GRACE_DAYS * DAY);
    expect(await standingOf(gia.id)).toMatchObject({ standing: 'lapsed', servesClients: false });

    await fake.setCardDeclines(subscription.id, false);
    expect(await rowOf(gia.id)).toMatchObject({ status: 'active', pastDueSince: null });
    expect(await standingOf(gia.id)).toMatchObject({ standing: 'active', plan: 'professional' });
  });
});
