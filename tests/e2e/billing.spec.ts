import type { Page } from '@playwright/test';
import {
  expect,
  newArtistEmail,
  openHydrated,
  screenshotAtBothWidths,
  signIn,
  test,
  toast,
} from './fixtures.ts';
import { signInArtist } from './lead-fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

/**
 * Issue #27 in the browser: Contact Sales from the pricing page, the dashboard's plan card with each billing banner,
 * and Admin → Billing extending a trial. An account's standing comes from its stored subscription and the
 * month's usage, which this journey sets in the database: it runs the built server on a PostgreSQL database of
 * its own (as text-reminders.spec.ts does) and needs TEST_DATABASE_URL, which CI sets.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
test.skip(!databaseServer, 'the accounts are set up in the database: set TEST_DATABASE_URL');

const PORT = Number(process.env.E2E_PORT ?? 5173) + 11;
const appUrl = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: appUrl });
test.describe.configure({ mode: 'serial' });

const DAY_MS = 86_400_000;
let own: OwnServer;
test.beforeAll(async () => {
  own = await startOwnServer({ name: 'billing', port: PORT });
});
test.afterAll(async () => {
  await own?.stop();
});

interface Account {
  plan: 'starter' | 'professional';
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  trialEndsAt?: Date;
  currentPeriodEnd?: Date;
  pastDueSince?: Date;
  stripeCustomerId?: string;
  conversations?: number;
}

/** Stores the artist's subscription and this UTC month's conversations, as the webhooks and the chat would. */
async function setAccount(artistId: string, account: Account) {
  const values = [
    artistId,
    account.plan,
    account.status,
    account.trialEndsAt ?? null,
    account.currentPeriodEnd ?? null,
    account.pastDueSince ?? null,
    account.stripeCustomerId ?? null,
  ];
  await own.database.query(
    `INSERT INTO subscriptions (artist_id, plan, status, trial_ends_at, current_period_end, past_due_since, stripe_customer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (artist_id) DO UPDATE SET plan = $2, status = $3, trial_ends_at = $4, current_period_end = $5,
       past_due_since = $6, stripe_customer_id = $7`,
    values,
  );
  await own.database.query(
    `INSERT INTO conversation_usage (artist_id, month, conversations) VALUES ($1, $2, $3)
     ON CONFLICT (artist_id, month) DO UPDATE SET conversations = $3`,
    [artistId, new Date().toISOString().slice(0, 7), account.conversations ?? 0],
  );
}

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);
const banner = (page: Page, id: string) => page.locator(`[data-banner="${id}"]`);

test('a studio contacts sales from the pricing page, and a field the form refuses says why', async ({
  page,
}) => {
  await openHydrated(page, '/');
  const pricing = page.locator('#pricing');
  await pricing.getByRole('button', { name: 'Contact Sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Your name').fill('Rosa Vega');
  await dialog.getByLabel('Email').fill('rosa@');
  await dialog.getByLabel('Number of artists').fill('4');
  await dialog.getByRole('button', { name: 'Send to sales' }).click();
  await expect(dialog.getByText('Enter an email address we can answer')).toBeVisible();
  await expect(dialog.getByText('Enter the studio’s name')).toBeVisible();
  await expect(dialog.getByText('Tell us a little about the studio')).toBeVisible();
  await screenshotAtBothWidths(page, 'contact-sales-errors', { fullPage: false });

  await dialog.getByLabel('Email').fill('rosa@blackrose.example');
  await dialog.getByLabel('Studio name').fill('Black Rose Collective');
  await dialog
    .getByLabel('Message')
    .fill('Four artists and one front desk. Can we move our Instagram inbox over?');
  await screenshotAtBothWidths(page, 'contact-sales-form', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send to sales' }).click();
  await expect(dialog.getByText('Thanks, Rosa Vega. Your request is with our sales team.')).toBeVisible();
  await expect(dialog.getByText('rosa@blackrose.example')).toBeVisible();
  await screenshotAtBothWidths(page, 'contact-sales-sent', { fullPage: false });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(pricing.getByRole('button', { name: 'Contact Sales' })).toBeFocused();
});

test('the dashboard shows the plan, its meters and a banner for each standing', async ({ page }) => {
  test.setTimeout(120_000);
  const artistId = await signInArtist(page, {
    email: newArtistEmail('billing-banners'),
    artistName: 'Nova Ink',
    styles: ['Realism'],
  });
  const planCard = page.getByTestId('plan-usage-card');
  const show = async (account: Account, id: string) => {
    await setAccount(artistId, account);
    await page.goto('/dashboard');
    await expect(banner(page, id)).toBeVisible();
    await screenshotAtBothWidths(page, `billing-banner-${id}`);
  };

  await show(
    { plan: 'professional', status: 'trialing', trialEndsAt: inDays(9.5), conversations: 12 },
    'trial',
  );
  await expect(banner(page, 'trial')).toContainText('10 days left in your Professional trial');
  await expect(planCard).toContainText('Professional plan');
  await expect(planCard).toContainText('Free trial · 10 days left');
  await expect(planCard).toContainText(/12 of 200 this month, resets \w+ 1 \(UTC\)/);
  await expect(planCard).toContainText('0 pieces (unlimited)');

  await show(
    {
      plan: 'starter',
      status: 'active',
      currentPeriodEnd: inDays(20),
      stripeCustomerId: 'cus_e2e',
      conversations: 41,
    },
    'usage-80',
  );
  await expect(banner(page, 'usage-80')).toContainText('You have used 41 of 50 conversations this month');
  await expect(planCard).toContainText('Active · renews on');
  await expect(planCard.getByRole('button', { name: 'Manage billing' })).toBeVisible();

  await show(
    {
      plan: 'starter',
      status: 'active',
      currentPeriodEnd: inDays(20),
      stripeCustomerId: 'cus_e2e',
      conversations: 50,
    },
    'usage-100',
  );
  await expect(banner(page, 'usage-100')).toContainText('New clients get a personal-reply message');

  await show(
    {
      plan: 'starter',
      status: 'past_due',
      pastDueSince: inDays(-2),
      stripeCustomerId: 'cus_e2e',
      conversations: 8,
    },
    'grace',
  );
  await expect(banner(page, 'grace')).toContainText('Update your card within 5 days');
  await expect(banner(page, 'grace').getByRole('button', { name: 'Update card' })).toBeVisible();

  await show({ plan: 'professional', status: 'trialing', trialEndsAt: inDays(-1) }, 'lapsed');
  await expect(banner(page, 'lapsed')).toContainText(
    'Clients get a personal-reply message until you choose a plan.',
  );

  // Choose a plan opens Billing with the plans to choose from; Studio is Contact Sales, filled in for the artist.
  await banner(page, 'lapsed').getByRole('button', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL(/\?tab=billing$/);
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('button', { name: 'Choose Starter' })).toBeVisible();
  await expect(plans.getByRole('button', { name: 'Choose Professional' })).toBeVisible();
  await screenshotAtBothWidths(page, 'billing-tab');
  await plans.getByRole('button', { name: 'Contact Sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
  await expect(dialog.getByLabel('Studio name')).toHaveValue('Nova Ink');
  await page.keyboard.press('Escape');
});

test('the admin reads Billing and extends a trial that has ended', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const artistPage = await browser.newPage();
  const endedId = await signInArtist(artistPage, {
    email: newArtistEmail('billing-ended'),
    artistName: 'Ended Trial',
    styles: ['Blackwork'],
  });
  await setAccount(endedId, { plan: 'professional', status: 'trialing', trialEndsAt: inDays(-2) });
  await artistPage.context().clearCookies();
  const payingId = await signInArtist(artistPage, {
    email: newArtistEmail('billing-paying'),
    artistName: 'Paying Studio',
    styles: ['Realism'],
  });
  await setAccount(payingId, {
    plan: 'professional',
    status: 'active',
    currentPeriodEnd: inDays(12),
    stripeCustomerId: 'cus_paying',
    conversations: 33,
  });
  await artistPage.close();

  await signIn(page, { email: 'admin@example.com', name: 'Admin' });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await page.goto('/admin?tab=billing');
  const panel = page.getByRole('region', { name: 'Billing', exact: true });
  // Professional paid: $349 (every other account here is on a trial, running or ended).
  await expect(panel.getByTestId('mrr')).toHaveText('$349');
  await expect(panel.getByRole('list', { name: 'Sales requests' })).toContainText('Black Rose Collective');
  const accounts = panel.getByRole('list', { name: 'All accounts' });
  const paying = accounts.getByRole('listitem').filter({ hasText: 'Paying Studio' });
  await expect(paying).toContainText('33 conversations this month');
  await expect(paying.getByRole('button', { name: 'Extend trial' })).toHaveCount(0);
  await screenshotAtBothWidths(page, 'admin-billing');

  const ended = accounts.getByRole('listitem').filter({ hasText: 'Ended Trial' });
  await expect(ended).toContainText('Lapsed');
  await ended.getByRole('button', { name: 'Extend trial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend trial' });
  await expect(dialog).toContainText('has no running trial: a new one starts today');
  await dialog.getByLabel('Days to add').fill('61');
  await dialog.getByRole('button', { name: 'Extend trial' }).click();
  await expect(dialog.getByText('At most 60 days')).toBeVisible();
  await dialog.getByLabel('Days to add').fill('10');
  await screenshotAtBothWidths(page, 'admin-billing-extend', { fullPage: false });
  await dialog.getByRole('button', { name: 'Extend trial' }).click();
  await expect(toast(page, 'Trial extended')).toBeVisible();
  await expect(ended).toContainText('Trial');
  await expect(ended).not.toContainText('Lapsed');
  // Ten days from today: past this week's list.
  await expect(panel.getByText('No trial ends in the next 7 days.')).toBeVisible();
});
