import type { APIRequestContext, Page } from '@playwright/test';
import { nanoid } from 'nanoid';
import { FakeStripeServer } from '../fakes/fake-stripe-server.ts';
import { expect, newArtistEmail, openHydrated, PHONE, screenshotAtBothWidths, test } from './fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

/**
 * Issue #27's done-means, end to end: sign up from the pricing page with a plan, the trial, checkout on the
 * Stripe fake, a client handed over at the month's limit, the upgrade in the portal lifting it, then a
 * cancellation whose period ends, and the handover again. The built server runs on a PostgreSQL database of its
 * own with Stripe's keys pointing at a fake started here (real adapter, real HTTP, signed webhooks). The app's
 * clock cannot be moved in a built server, so the journey moves the stored times instead: the trial's end and
 * the month's count, in the database; the period's end with the fake's test clock, as Stripe's would.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
test.skip(!databaseServer, 'the journey moves stored times in the database: set TEST_DATABASE_URL');

const PORT = Number(process.env.E2E_PORT ?? 5173) + 13;
const appUrl = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: appUrl });

const STRIPE = { secretKey: 'sk_test_plans', webhookSecret: 'whsec_plans' };
const PRICES = { STRIPE_PRICE_STARTER: 'price_starter', STRIPE_PRICE_PROFESSIONAL: 'price_professional' };
const HANDOVER = 'Thanks! Plans Ink will reply to you personally.';

let own: OwnServer;
let fake: FakeStripeServer;
test.beforeAll(async () => {
  fake = new FakeStripeServer({
    ...STRIPE,
    webhookUrl: `${appUrl}/api/webhooks/stripe`,
    port: PORT + 1,
    prices: Object.values(PRICES),
  });
  await fake.start();
  own = await startOwnServer({
    name: 'plans',
    port: PORT,
    env: {
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_URL: fake.url,
      ...PRICES,
    },
  });
});
test.afterAll(async () => {
  await own?.stop();
  await fake?.stop();
});

/** One client message in a chat of its own (a stranger's: no session), answered as the chat would be. */
async function clientSays(
  request: APIRequestContext,
  artistId: string,
  content: string,
  sessionId = nanoid(),
) {
  const response = await request.post(`${appUrl}/api/chat/consult`, {
    data: { sessionId, artistId, messages: [{ role: 'user', content }] },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { response: string }).response;
}

const banner = (page: Page, id: string) => page.locator(`[data-banner="${id}"]`);
const planCard = (page: Page) => page.getByTestId('plan-usage-card');

test('sign up with a plan, trial, checkout, the limit and its handover, upgrade, cancel, period end', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = newArtistEmail('plans');

  // The pricing page's Starter card carries the plan into sign-up.
  await openHydrated(page, '/');
  const starter = page.locator('#pricing li').filter({ has: page.getByRole('heading', { name: 'Starter' }) });
  await starter.getByRole('link', { name: 'Start Free Trial' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Inkdesk' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Plans Ink');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/setup/);
  const setup = await page.request.patch('/api/user/preferences', {
    data: { artistName: 'Plans Ink', specialtyStyles: ['Minimalist'], hasCompletedSetup: true },
    headers: { origin: appUrl },
  });
  expect(setup.status()).toBe(200);
  const { id: artistId, publicHandle } = (await setup.json()) as { id: string; publicHandle: string };

  // Fourteen days of Professional with no card; the Starter picked stays suggested for checkout.
  await page.goto('/dashboard');
  await expect(banner(page, 'trial')).toContainText('14 days left in your Professional trial');
  await expect(planCard(page)).toContainText('Free trial · 14 days left');
  await screenshotAtBothWidths(page, 'plans-trial');

  // The trial ends (its stored end moved to the past): Billing offers the plans, Starter first.
  await own.database.query(
    `update subscriptions set trial_ends_at = now() - interval '1 minute' where artist_id = $1`,
    [artistId],
  );
  await page.goto('/dashboard');
  await expect(banner(page, 'lapsed')).toBeVisible();
  await banner(page, 'lapsed').getByRole('button', { name: 'Choose a plan' }).click();
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('listitem', { name: 'Starter' })).toContainText('Suggested');

  // Checkout on the Stripe fake; its signed webhook makes Starter active.
  await plans.getByRole('button', { name: 'Choose Starter' }).click();
  await page.waitForURL((url) => url.port === String(PORT + 1));
  await expect(page.getByRole('heading', { name: 'Subscribe to price_starter' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL(`${appUrl}/dashboard**`);
  await expect(planCard(page)).toContainText('Starter plan');
  await expect(planCard(page)).toContainText('Active · renews on');

  // 49 of Starter's 50 conversations used this month: one client gets the assistant, the next the handover.
  await own.database.query(
    `insert into conversation_usage (artist_id, month, conversations) values ($1, to_char(now() at time zone 'utc', 'YYYY-MM'), 49)
     on conflict (artist_id, month) do update set conversations = 49`,
    [artistId],
  );
  // The chat reads the plan from a cache of a few seconds: the first answer may still be the trial's.
  await expect(async () => {
    expect(await clientSays(request, artistId, 'hi! a tiny moon on my wrist, fine line')).not.toContain(
      HANDOVER,
    );
  }).toPass({ timeout: 15_000 });
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const client = await phone.newPage();
  await openHydrated(client, `${appUrl}/a/${publicHandle}`);
  await client
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello! A small fine line rose on my ankle, about 5 cm?');
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByText(HANDOVER)).toBeVisible();
  await screenshotAtBothWidths(client, 'plans-handover-at-limit');
  await page.goto('/dashboard');
  await expect(banner(page, 'usage-100')).toContainText('You have used all 50 conversations this month');
  await screenshotAtBothWidths(page, 'plans-limit-reached');

  // Upgrade in the Stripe portal: Professional applies at once, and the client waiting is answered.
  await planCard(page).getByRole('button', { name: 'Manage billing' }).click();
  await page.waitForURL((url) => url.port === String(PORT + 1));
  await page.getByRole('button', { name: 'Switch to price_professional' }).click();
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(planCard(page)).toContainText('Professional plan');
  const replies = client.getByRole('log', { name: 'Conversation' }).locator('li[data-from="assistant"]');
  await expect(async () => {
    const before = await replies.count();
    await client.getByRole('textbox', { name: 'Message' }).fill('Black only please, I am 29');
    await client.getByRole('button', { name: 'Send' }).click();
    await expect(replies).toHaveCount(before + 1, { timeout: 5_000 });
    await expect(replies.last()).not.toContainText(HANDOVER);
  }).toPass({ timeout: 20_000 });
  await screenshotAtBothWidths(client, 'plans-limit-lifted');

  // Cancel in the portal: the plan runs to its period's end, then lapses, and new clients are handed over.
  await page.goto('/dashboard');
  await planCard(page).getByRole('button', { name: 'Manage billing' }).click();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(planCard(page)).toContainText(/ends on/i);
  expect(await clientSays(request, artistId, 'a little bee on my shoulder')).not.toContain(HANDOVER);
  await planCard(page).getByRole('button', { name: 'Manage billing' }).click();
  await page.getByRole('button', { name: 'End the period' }).click();
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(banner(page, 'lapsed')).toBeVisible();
  await screenshotAtBothWidths(page, 'plans-period-ended');
  await expect(async () => {
    expect(await clientSays(request, artistId, 'a koi on my calf please')).toContain(HANDOVER);
  }).toPass({ timeout: 15_000 });
  await phone.close();
});
