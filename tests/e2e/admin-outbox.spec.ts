import type { Locator } from '@playwright/test';
import {
  expect,
  newArtistEmail,
  saveScreenshot,
  screenshotAtBothWidths,
  seriousA11yViolations,
  signIn,
  test,
  toast,
} from './fixtures.ts';
import { createLeadThroughChat, signInArtist } from './lead-fixtures.ts';

/** The card alone at desktop and phone widths: the Settings tab around it is many screens long. */
async function screenshotCardAtBothWidths(card: Locator, name: string) {
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await card.page().setViewportSize({ width, height });
    await saveScreenshot(card, `.tmp/shots/${name}-${label}.png`);
  }
  await card.page().setViewportSize({ width: 1280, height: 800 });
}

test('a client saves a chat, and the admin Outbox holds the email it sent the artist', async ({
  page,
  request,
}) => {
  // Two sign-ins, a chat, a queued job and screenshots at two widths: close to 30 s on a loaded two-core machine.
  test.slow();
  const artistEmail = newArtistEmail('outbox-artist');
  const artistId = await signInArtist(page, {
    email: artistEmail,
    artistName: 'Outbox Ink',
    styles: ['Japanese'],
  });

  // The artist asks for every lead in Settings → Notifications.
  await page.goto('/dashboard?tab=settings');
  const card = page.locator('form', { has: page.getByText('Notifications', { exact: true }) });
  await expect(card.getByText(`Emails go to ${artistEmail}.`)).toBeVisible();
  await expect(card.getByRole('radio', { name: /High fit only/ })).toBeChecked();
  await card.getByRole('radio', { name: /Every lead/ }).check();
  await card.getByRole('checkbox', { name: /Daily summary of pending requests/ }).check();
  await card.getByRole('button', { name: 'Save Notifications' }).click();
  await expect(toast(page, 'Notifications Saved')).toBeVisible();
  await screenshotCardAtBothWidths(card, 'notifications-card');

  await createLeadThroughChat(request, {
    artistId,
    email: 'koi.client@example.com',
    lines: ['Hi! I would love a Japanese koi on my forearm, about 6 inches, in color. Budget around $800.'],
  });

  await page.context().clearCookies();
  await signIn(page, { email: 'admin@example.com', name: 'Studio Admin' });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await page.goto('/admin?tab=outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const row = page.getByRole('button', { name: new RegExp(`To ${artistEmail}`) });
  // The email is queued by a job; Refresh until it is there and has left for the outbox.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toContainText('In outbox', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('New lead: koi.client@example.com');
  await expect(row).toContainText('Lead received');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshotAtBothWidths(page, 'admin-outbox');

  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /New lead: koi.client@example.com/ })).toBeVisible();
  await expect(dialog.getByText(`To ${artistEmail}`)).toBeVisible();
  // The HTML part is a sandboxed frame without scripts, so read what it was given rather than script it.
  const appUrl = new URL(page.url()).origin;
  const frame = dialog.locator('iframe[title="HTML part"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  await expect(frame).toHaveAttribute('srcdoc', /New lead from koi\.client@example\.com/);
  await expect(frame).toHaveAttribute(
    'srcdoc',
    new RegExp(`<a href="${appUrl}/dashboard\\?tab=leads"[^>]*>Open your leads</a>`),
  );
  await screenshotAtBothWidths(page, 'admin-outbox-email', { fullPage: false });
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await expect(dialog.getByText(`Open your leads: ${appUrl}/dashboard?tab=leads`)).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download .eml' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.eml$/);
});
