import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { conversationUsage, subscriptions } from '../../db/schema/index.ts';
import { DEMO_ARTIST_ID } from '../../db/seed.ts';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-11-20T12:00:00Z');
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

type Subscription = typeof subscriptions.$inferInsert;

describe.each(testDatabaseKinds())('Admin → Billing API [%s]', (kind) => {
  let app: TestApp;
  let admin: TestArtist;
  const artists: Record<string, TestArtist> = {};

  async function setSubscription(artistId: string, values: Omit<Subscription, 'artistId'>) {
    const row: Subscription = {
      trialEndsAt: null,
      currentPeriodEnd: null,
      pastDueSince: null,
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      ...values,
      artistId,
    };
    await app.database.db
      .insert(subscriptions)
      .values(row)
      .onConflictDoUpdate({ target: subscriptions.artistId, set: row });
  }

  /** Each account in a different state, named after it. */
  const ACCOUNTS: Record<string, Omit<Subscription, 'artistId'>> = {
    endingTrial: { plan: 'professional', status: 'trialing', trialEndsAt: daysFromNow(2) },
    freshTrial: { plan: 'professional', status: 'trialing', trialEndsAt: daysFromNow(13) },
    lapsedTrial: { plan: 'professional', status: 'trialing', trialEndsAt: daysFromNow(-3) },
    starter: {
      plan: 'starter',
      status: 'active',
      currentPeriodEnd: daysFromNow(20),
      stripeCustomerId: 'cus_s',
    },
    pro: {
      plan: 'professional',
      status: 'active',
      currentPeriodEnd: daysFromNow(9),
      stripeCustomerId: 'cus_p',
    },
    grace: {
      plan: 'starter',
      status: 'past_due',
      pastDueSince: daysFromNow(-2),
      currentPeriodEnd: daysFromNow(-2),
      stripeCustomerId: 'cus_g',
    },
    graceOver: {
      plan: 'professional',
      status: 'past_due',
      pastDueSince: daysFromNow(-9),
      stripeCustomerId: 'cus_o',
    },
    cancelled: {
      plan: 'starter',
      status: 'canceled',
      currentPeriodEnd: daysFromNow(-5),
      stripeCustomerId: 'cus_c',
    },
  };

  beforeAll(async () => {
    app = await startTestApp(kind, {}, { clock: () => NOW });
    admin = await createArtist(app.url, {
      email: TEST_ADMIN_EMAIL,
      artistName: 'Admin',
      styles: ['Realism'],
    });
    for (const name of Object.keys(ACCOUNTS)) {
      artists[name] = await createArtist(app.url, {
        email: `${name.toLowerCase()}@example.com`,
        artistName: name,
        styles: ['Realism'],
      });
      await setSubscription(artists[name]!.id, ACCOUNTS[name]!);
    }
    await setSubscription(admin.id, {
      plan: 'professional',
      status: 'trialing',
      trialEndsAt: daysFromNow(10),
    });
    await app.database.db
      .insert(conversationUsage)
      .values({ artistId: artists.pro!.id, month: '2026-11', conversations: 12 });
    await requestJson(app.url, null, 'POST', '/api/sales-requests', {
      name: 'Rosa',
      email: 'rosa@studio.example',
      studioName: 'Black Rose',
      artistCount: 3,
      message: 'Three artists',
    });
  });
  afterAll(() => app.close());

  const overview = async () => {
    const response = await requestJson(app.url, admin.browser, 'GET', '/api/admin/billing');
    expect(response.status).toBe(200);
    return response.body;
  };
  const namesOf = (accounts: Array<{ name: string }>) => accounts.map((account) => account.name);

  it('counts accounts by plan and standing, with MRR from paying accounts only', async () => {
    const body = await overview();
    expect(body.counts).toEqual([
      { plan: 'starter', standing: 'active', accounts: 1 },
      { plan: 'starter', standing: 'grace', accounts: 1 },
      { plan: 'starter', standing: 'lapsed', accounts: 1 },
      { plan: 'professional', standing: 'trial', accounts: 3 },
      { plan: 'professional', standing: 'active', accounts: 1 },
      { plan: 'professional', standing: 'lapsed', accounts: 2 },
    ]);
    // Starter active 149 + Professional active 349 + Starter in grace 149; trials and lapsed accounts pay nothing.
    expect(body.monthlyRecurringRevenue).toBe(647);
  });

  it('lists trials ending within a week, failed payments and every account, the demo artist never', async () => {
    const body = await overview();
    expect(namesOf(body.trialsEndingThisWeek)).toEqual(['endingTrial']);
    expect(namesOf(body.failedPayments)).toEqual(['graceOver', 'grace']);
    expect(body.failedPayments[1]).toMatchObject({ standing: 'grace', status: 'past_due', plan: 'starter' });
    expect(body.accounts).toHaveLength(Object.keys(ACCOUNTS).length + 1);
    expect(body.accounts.map((account: { artistId: string }) => account.artistId)).not.toContain(
      DEMO_ARTIST_ID,
    );
    expect(body.accounts.find((account: { name: string }) => account.name === 'pro')).toMatchObject({
      email: 'pro@example.com',
      plan: 'professional',
      standing: 'active',
      conversationsThisMonth: 12,
      currentPeriodEnd: daysFromNow(9).toISOString(),
    });
    expect(body.salesRequests).toMatchObject([{ studioName: 'Black Rose', artistCount: 3 }]);
  });

  const extend = (who: TestArtist, artistId: string, days: unknown) =>
    requestJson(app.url, who.browser, 'POST', `/api/admin/billing/${artistId}/extend-trial`, { days });

  it('extends a running trial from its current end', async () => {
    const response = await extend(admin, artists.endingTrial!.id, 7);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'endingTrial',
      standing: 'trial',
      trialEndsAt: daysFromNow(9).toISOString(),
    });
  });

  it('restarts a lapsed trial, and a subscription that has ended, as a trial from now', async () => {
    const lapsed = await extend(admin, artists.lapsedTrial!.id, 5);
    expect(lapsed.body).toMatchObject({
      standing: 'trial',
      status: 'trialing',
      trialEndsAt: daysFromNow(5).toISOString(),
    });
    const cancelled = await extend(admin, artists.cancelled!.id, 10);
    expect(cancelled.body).toMatchObject({
      plan: 'professional',
      standing: 'trial',
      status: 'trialing',
      trialEndsAt: daysFromNow(10).toISOString(),
      currentPeriodEnd: null,
    });
    // The Stripe customer stays, so the portal still opens for them.
    const [row] = await app.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.artistId, artists.cancelled!.id));
    expect(row!.stripeCustomerId).toBe('cus_c');
  });

  it('starts the row of an artist who has none from the trial they are on since sign-up', async () => {
    const fresh = await createArtist(app.url, {
      email: 'norow@example.com',
      artistName: 'No row',
      styles: ['Realism'],
    });
    await app.database.db.delete(subscriptions).where(eq(subscriptions.artistId, fresh.id));
    const response = await extend(admin, fresh.id, 3);
    expect(response.status).toBe(200);
    // Signed up (real time) long after NOW, so the trial's end is 14 days after sign-up, plus 3.
    const end = Date.parse(response.body.trialEndsAt);
    expect(end).toBeGreaterThan(Date.now() + 16.9 * DAY_MS);
    expect(end).toBeLessThan(Date.now() + 17.1 * DAY_MS);
  });

  it('refuses a paying account, saying why', async () => {
    const active = await extend(admin, artists.pro!.id, 7);
    expect(active.status).toBe(409);
    expect(active.body.message).toMatch(/^pro pays for a subscription/);
    const pastDue = await extend(admin, artists.grace!.id, 7);
    expect(pastDue.status).toBe(409);
    expect(pastDue.body.message).toMatch(/payment failed/);
  });

  it('names a bad number of days, and an unknown artist', async () => {
    const tooMany = await extend(admin, artists.freshTrial!.id, 61);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ days: 'At most 60 days' });
    expect((await extend(admin, 'nobody', 7)).status).toBe(404);
  });

  it('is for admins only', async () => {
    const artist = artists.freshTrial!;
    expect((await requestJson(app.url, artist.browser, 'GET', '/api/admin/billing')).status).toBe(403);
    expect((await extend(artist, artist.id, 7)).status).toBe(403);
    expect((await requestJson(app.url, null, 'GET', '/api/admin/billing')).status).toBe(401);
  });
});
