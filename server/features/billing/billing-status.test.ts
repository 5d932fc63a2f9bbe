import { and, eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { conversationUsage, portfolioPieces, subscriptions } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('GET /api/billing [%s]', (kind) => {
  let app: TestApp;
  let artist: TestArtist;
  let now = new Date('2026-11-29T12:00:00Z');

  /** The artist's stored subscription, replaced whole: each test states the account it reads. */
  async function setSubscription(values: Partial<typeof subscriptions.$inferInsert>) {
    const row = {
      artistId: artist.id,
      plan: 'professional' as const,
      status: 'trialing' as const,
      trialEndsAt: null,
      currentPeriodEnd: null,
      pastDueSince: null,
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      chosenPlan: null,
      stripeCustomerId: null,
      ...values,
    };
    await app.database.db
      .insert(subscriptions)
      .values(row)
      .onConflictDoUpdate({ target: subscriptions.artistId, set: row });
  }

  const billing = async () => {
    const response = await requestJson(app.url, artist.browser, 'GET', '/api/billing');
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    app = await startTestApp(kind, {}, { clock: () => now });
    artist = await createArtist(app.url, {
      email: 'meter@example.com',
      artistName: 'Meter',
      styles: ['Realism'],
    });
  });
  afterAll(() => app.close());

  it('shows a trial with its days left, this UTC month’s conversations and the portfolio against the limits', async () => {
    await setSubscription({
      status: 'trialing',
      trialEndsAt: new Date(now.getTime() + 9.5 * DAY_MS),
      chosenPlan: 'starter',
    });
    const db = app.database.db;
    await db.insert(conversationUsage).values([
      { artistId: artist.id, month: '2026-11', conversations: 150 },
      // Last month's count is not this month's.
      { artistId: artist.id, month: '2026-10', conversations: 199 },
    ]);
    await db.insert(portfolioPieces).values(
      ['a', 'b', 'c'].map((name) => ({
        artistId: artist.id,
        imageKey: `portfolio/${name}-${nanoid()}.webp`,
      })),
    );

    expect(await billing()).toEqual({
      plan: 'professional',
      standing: 'trial',
      status: 'trialing',
      changesAt: new Date(now.getTime() + 9.5 * DAY_MS).toISOString(),
      daysLeft: 10,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      chosenPlan: 'starter',
      usage: {
        conversations: { used: 150, limit: 200, resetsAt: '2026-12-01T00:00:00.000Z' },
        portfolioPieces: { used: 3, limit: null },
      },
      warningPercent: null,
      unlocks: ['abTesting', 'advancedAnalytics', 'calendarFeed'],
      coveredBy: null,
      canManageBilling: false,
      provider: 'sandbox',
    });
  });

  it('warns at 80 % and at 100 % of the month', async () => {
    await setSubscription({ plan: 'starter', status: 'active', stripeCustomerId: 'cus_meter' });
    await app.database.db
      .update(conversationUsage)
      .set({ conversations: 40 })
      .where(eqMonth(artist.id, '2026-11'));
    const at80 = await billing();
    expect(at80).toMatchObject({
      plan: 'starter',
      standing: 'active',
      changesAt: null,
      daysLeft: null,
      warningPercent: 80,
      canManageBilling: true,
      usage: { conversations: { used: 40, limit: 50 }, portfolioPieces: { used: 3, limit: 50 } },
    });
    await app.database.db
      .update(conversationUsage)
      .set({ conversations: 50 })
      .where(eqMonth(artist.id, '2026-11'));
    expect((await billing()).warningPercent).toBe(100);
  });

  it('counts the new month from zero once the month turns (UTC)', async () => {
    now = new Date('2026-12-01T00:00:01Z');
    const status = await billing();
    expect(status.usage.conversations).toEqual({
      used: 0,
      limit: 50,
      resetsAt: '2027-01-01T00:00:00.000Z',
    });
    expect(status.warningPercent).toBeNull();
    now = new Date('2026-11-29T12:00:00Z');
  });

  it('shows grace with its days left after a failed payment, then lapsed with nothing unlocked', async () => {
    await setSubscription({
      status: 'past_due',
      pastDueSince: new Date(now.getTime() - 2 * DAY_MS),
      stripeCustomerId: 'cus_meter',
    });
    expect(await billing()).toMatchObject({ standing: 'grace', status: 'past_due', daysLeft: 5 });
    await setSubscription({ status: 'past_due', pastDueSince: new Date(now.getTime() - 8 * DAY_MS) });
    expect(await billing()).toMatchObject({ standing: 'lapsed', daysLeft: null, unlocks: [] });
  });

  it('shows a cancelled plan running to its period’s end, and a downgrade waiting for it', async () => {
    const end = new Date(now.getTime() + 3 * DAY_MS);
    await setSubscription({ status: 'active', currentPeriodEnd: end, cancelAtPeriodEnd: true });
    expect(await billing()).toMatchObject({
      standing: 'active',
      cancelAtPeriodEnd: true,
      changesAt: end.toISOString(),
      currentPeriodEnd: end.toISOString(),
      daysLeft: 3,
    });
    await setSubscription({
      plan: 'professional',
      status: 'active',
      currentPeriodEnd: end,
      scheduledPlan: 'starter',
    });
    expect(await billing()).toMatchObject({
      plan: 'professional',
      scheduledPlan: 'starter',
      standing: 'active',
    });
  });

  it('says Stripe when its keys are configured', async () => {
    const stripeApp = await startTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_STARTER: 'price_starter',
      STRIPE_PRICE_PROFESSIONAL: 'price_professional',
    });
    try {
      const other = await createArtist(stripeApp.url, {
        email: 'stripe@example.com',
        artistName: 'Stripe',
        styles: ['Realism'],
      });
      const response = await requestJson(stripeApp.url, other.browser, 'GET', '/api/billing');
      expect(response.body.provider).toBe('stripe');
    } finally {
      await stripeApp.close();
    }
  });

  it('refuses a signed-out caller', async () => {
    expect((await requestJson(app.url, null, 'GET', '/api/billing')).status).toBe(401);
  });
});

function eqMonth(artistId: string, month: string) {
  return and(eq(conversationUsage.artistId, artistId), eq(conversationUsage.month, month));
}
