import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAST_DUE_GRACE_DAYS } from '#common/constants/plans.ts';
import { entitlementOf } from '#common/domain/billing/entitlement.ts';
import { apiOf } from '../../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../../tests/fixtures/test-database.ts';
import { processedPaymentEvents, subscriptions } from '../../../db/schema/index.ts';
import { findSubscriptionState } from '../subscription-state.ts';

const DAY = 86_400_000;

/**
 * Issue #27 item 6, decision 070: without Stripe keys the local billing sandbox serves checkout and the portal;
 * each button becomes the events Stripe would send, applied by the webhook's own use case (recorded as processed
 * events of the sandbox), with test controls for what time would bring.
 */
describe.each(testDatabaseKinds())('the local billing sandbox [%s]', (kind) => {
  let testApp: TestApp;
  let now = new Date();
  let artists = 0;

  beforeAll(async () => {
    testApp = await startTestApp(kind, {}, { clock: () => now });
  }, 120_000);
  afterAll(() => testApp?.close());

  async function newArtist() {
    artists += 1;
    now = new Date();
    const artist = await createArtist(testApp.url, {
      email: `sandbox-${artists}@example.com`,
      artistName: `Sandbox ${artists}`,
      styles: ['Japanese'],
    });
    return { ...artist, api: apiOf(artist.browser, testApp.url) };
  }
  const rowOf = async (artistId: string) =>
    (await testApp.database.db.select().from(subscriptions).where(eq(subscriptions.artistId, artistId)))[0]!;
  const standingOf = async (artistId: string) =>
    entitlementOf((await findSubscriptionState(testApp.database.db, artistId))!, now);

  /** Opens the sandbox's checkout through the API, as the dashboard does, and subscribes with `card`. */
  async function subscribe(
    artist: Awaited<ReturnType<typeof newArtist>>,
    plan: 'starter' | 'professional',
    card: 'works' | 'declines' = 'works',
  ) {
    const started = await artist.api('POST', '/api/billing/checkout', { plan });
    expect(started.status).toBe(200);
    expect(started.body.url).toBe(`${testApp.url}/sandbox/billing/checkout?plan=${plan}`);
    const page = await artist.browser.request(started.body.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Billing sandbox: no money moves');
    const { url } = await artist.browser.submitForm('/sandbox/billing/checkout', { plan, card });
    expect(url).toBe(`${testApp.url}/dashboard?checkout=success`);
  }
  const portal = (artist: Awaited<ReturnType<typeof newArtist>>, action: string, fields = {}) =>
    artist.browser.submitForm(`/sandbox/billing/portal/${action}`, fields);

  it('checkout, plan changes, cancel and the period end, through the same events as Stripe', async () => {
    const ana = await newArtist();
    expect((await ana.api('POST', '/api/billing/portal')).status).toBe(409);
    await subscribe(ana, 'professional');
    expect(await rowOf(ana.id)).toMatchObject({
      plan: 'professional',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    const recorded = await testApp.database.db
      .select({ provider: processedPaymentEvents.provider, type: processedPaymentEvents.type })
      .from(processedPaymentEvents)
      .where(eq(processedPaymentEvents.provider, 'sandbox'));
    expect(recorded.map(({ type }) => type)).toEqual([
      'subscription-checkout-completed',
      'subscription-changed',
      'invoice-paid',
    ]);

    const opened = await ana.api('POST', '/api/billing/portal');
    expect(opened.body.url).toBe(`${testApp.url}/sandbox/billing/portal`);
    const { response } = await ana.browser.navigate(opened.body.url);
    expect(await response.text()).toContain('Switch to Starter');

    // A downgrade waits for the period's end; an upgrade back cancels it.
    const { url, response: changed } = await portal(ana, 'change-plan', { plan: 'starter' });
    expect(url).toBe(`${testApp.url}/sandbox/billing/portal?done=plan-changed`);
    expect(await changed.text()).toContain('Changes to Starter on');
    expect(await rowOf(ana.id)).toMatchObject({ plan: 'professional', scheduledPlan: 'starter' });
    await portal(ana, 'end-period');
    expect(await rowOf(ana.id)).toMatchObject({ plan: 'starter', scheduledPlan: null, status: 'active' });
    await portal(ana, 'change-plan', { plan: 'professional' });
    expect(await rowOf(ana.id)).toMatchObject({ plan: 'professional', scheduledPlan: null });

    await portal(ana, 'cancel');
    expect(await rowOf(ana.id)).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await standingOf(ana.id)).standing).toBe('active');
    await portal(ana, 'end-period');
    expect(await rowOf(ana.id)).toMatchObject({ status: 'canceled' });
    expect((await standingOf(ana.id)).standing).toBe('lapsed');
    // The next checkout is the same customer's.
    await subscribe(ana, 'starter');
    expect(await rowOf(ana.id)).toMatchObject({
      plan: 'starter',
      status: 'active',
      stripeCustomerId: `cus_sandbox_${ana.id}`,
    });
  });

  it('a declining card fails the renewal: grace, then lapsed on the clock; a working card pays it', async () => {
    const ben = await newArtist();
    await subscribe(ben, 'starter', 'declines');
    const failedAt = now;
    await portal(ben, 'end-period');
    expect(await rowOf(ben.id)).toMatchObject({ status: 'past_due', pastDueSince: failedAt });
    expect((await standingOf(ben.id)).standing).toBe('grace');
    const { response } = await ben.browser.navigate('/sandbox/billing/portal');
    expect(await response.text()).toContain('The last payment failed');

    await portal(ben, 'update-card', { card: 'works' });
    expect(await rowOf(ben.id)).toMatchObject({ status: 'active', pastDueSince: null });

    await portal(ben, 'update-card', { card: 'declines' });
    await portal(ben, 'end-period');
    now = new Date(now.getTime() + PAST_DUE_GRACE_DAYS * DAY);
    expect((await standingOf(ben.id)).standing).toBe('lapsed');
  });

  it('payment retries running out cancel the subscription', async () => {
    const cleo = await newArtist();
    await subscribe(cleo, 'professional', 'declines');
    expect((await portal(cleo, 'retries-run-out')).response.status).toBe(409);
    await portal(cleo, 'end-period');
    await portal(cleo, 'retries-run-out');
    expect(await rowOf(cleo.id)).toMatchObject({ status: 'canceled' });
    expect((await standingOf(cleo.id)).standing).toBe('lapsed');
  });
});
