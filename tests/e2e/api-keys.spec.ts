import {
  expect,
  newArtistEmail,
  screenshotAtBothWidths,
  screenshotPartAtBothWidths,
  test,
  toast,
} from './fixtures.ts';
import { signInArtist } from './lead-fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

/**
 * Issue #29 item 3 (decision 077) in the browser: on the trial the Settings → API card names the plan API keys
 * come with; on the Studio plan an artist creates a key, sees it once, calls GET /api/v1/leads with it (200),
 * revokes it, and the same call is a 401. The plan is set in the database, so the server runs on a PostgreSQL
 * database of its own.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
test.skip(!databaseServer, 'the journey sets the artist’s plan in the database: set TEST_DATABASE_URL');

const PORT = Number(process.env.E2E_PORT ?? 5173) + 31;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let own: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer({ name: 'api_keys', port: PORT });
});
test.afterAll(async () => {
  await own?.stop();
});

test('an artist on the Studio plan creates a key, sees it once, uses it, and revokes it; the trial sees the plan it needs', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const artistId = await signInArtist(page, {
    email: newArtistEmail('api-keys'),
    artistName: 'Key Ink',
    styles: ['Blackwork'],
  });
  await page.goto('/dashboard?tab=settings');
  const card = page.locator('#api');
  await expect(card.getByText('Needs the Studio plan')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Upgrade to Studio' })).toBeVisible();
  await screenshotPartAtBothWidths(page, card, 'api-keys-plan-required');

  await own.database.query(
    `update subscriptions set plan = 'studio', status = 'active', trial_ends_at = null,
       current_period_end = now() + interval '30 days' where artist_id = $1`,
    [artistId],
  );
  await page.reload();
  await expect(card.getByText('No API keys yet.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Read the API reference' })).toHaveAttribute(
    'href',
    '/api/docs',
  );
  await card.getByRole('button', { name: 'Create key' }).click();

  const creating = page.getByRole('dialog', { name: 'Create key' });
  // No name and no scope: the form says what is missing, in the contract's words.
  await creating.getByRole('checkbox', { name: /leads:read/ }).uncheck();
  await creating.getByRole('button', { name: 'Create key' }).click();
  await expect(creating.getByText('Give the key a name')).toBeVisible();
  await expect(creating.getByText('Choose at least one scope')).toBeVisible();
  await creating.getByLabel('Name').fill('Studio CRM');
  await creating.getByRole('checkbox', { name: /leads:read/ }).check();
  await creating.getByRole('checkbox', { name: /bookings:read/ }).check();
  await screenshotAtBothWidths(page, 'api-keys-create', { fullPage: false });
  await creating.getByRole('button', { name: 'Create key' }).click();

  const created = page.getByRole('dialog', { name: 'Key created' });
  await expect(created.getByText('Copy it now: you won’t see it again.')).toBeVisible();
  const key = await created.getByLabel('API key').inputValue();
  expect(key).toMatch(/^ink_live_[\w-]{43}$/);
  await screenshotAtBothWidths(page, 'api-keys-created', { fullPage: false });
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

  // The list shows the prefix only: the key itself is nowhere on the page any more.
  const item = card.getByRole('listitem').filter({ hasText: 'Studio CRM' });
  await expect(item).toContainText(`${key.slice(0, 15)}…`);
  await expect(item.getByRole('list', { name: 'Scopes' })).toHaveText(/leads:read\s*bookings:read/);
  await expect(item).toContainText(/Last used\s*Never/);
  await expect(page.getByText(key)).toHaveCount(0);

  const callLeads = () => request.get('/api/v1/leads', { headers: { authorization: `Bearer ${key}` } });
  const allowed = await callLeads();
  expect(allowed.status()).toBe(200);
  expect(await allowed.json()).toEqual({ leads: [], nextCursor: null });
  await page.reload();
  await expect(item).not.toContainText(/Last used\s*Never/);
  await screenshotPartAtBothWidths(page, card, 'api-keys-list');

  await item.getByRole('button', { name: 'Revoke Studio CRM' }).click();
  const revoking = page.getByRole('dialog', { name: 'Revoke this key?' });
  await expect(revoking).toContainText('Studio CRM');
  await revoking.getByRole('button', { name: 'Revoke key' }).click();
  await expect(toast(page, 'Key Revoked')).toBeVisible();
  await expect(card.getByText('No API keys yet.')).toBeVisible();
  expect((await callLeads()).status()).toBe(401);
});
