import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, newArtistEmail, signIn, test, toast } from './fixtures.ts';
import { createLeadThroughChat, signInArtist } from './lead-fixtures.ts';

/** Decision 034: the artist moves a booked appointment; the client is emailed the new time. */

const SHOTS = process.env.BOOKING_SHOTS_DIR ?? '.tmp/shots';

/** The screen with a dialog open, at desktop and phone widths, for a person to look at. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an artist moves a booked appointment and the admin Outbox holds the client’s email', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const artistId = await signInArtist(page, {
    email: newArtistEmail('booking-move'),
    artistName: 'Mo Moves',
    styles: ['Japanese'],
  });
  const clientEmail = `move-client-${Date.now()}@example.com`;
  await createLeadThroughChat(request, {
    artistId,
    email: clientEmail,
    lines: ['a japanese koi on my forearm', 'palm sized, black and grey, about $400'],
  });

  await page.goto('/dashboard?tab=settings');
  const availability = page.locator('section', { has: page.getByRole('heading', { name: 'Availability' }) });
  await expect(availability.getByLabel('Time zone')).toBeEnabled();
  await availability.getByLabel('Time zone').selectOption('UTC');
  for (const day of ['Monday', 'Sunday']) {
    await availability.getByRole('button', { name: `Add hours on ${day}` }).click();
  }
  await availability.getByRole('button', { name: 'Save Availability' }).click();
  await expect(toast(page, 'Availability Saved')).toBeVisible();

  // Book the lead directly, then move it from its details.
  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: new RegExp(`View Details.*${clientEmail}`) }).click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Book directly' }).click();
  const book = page.getByRole('dialog', { name: 'Book directly' });
  await book.locator('button[aria-pressed]').first().click();
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(toast(page, 'Booked')).toBeVisible();
  await expect(details.getByText('Confirmed', { exact: true })).toBeVisible();
  const bookedAt = await details
    .getByRole('region', { name: 'Booking' })
    .locator('.font-semibold')
    .first()
    .innerText();

  await details.getByRole('button', { name: 'Move appointment' }).click();
  const move = page.getByRole('dialog', { name: 'Move this appointment' });
  await expect(move.getByText(/the deposit stays with the appointment/)).toBeVisible();
  const chips = move.locator('button[aria-pressed]');
  await chips.nth(3).click();
  await expect(chips.nth(3)).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'move-booking');
  await move.getByRole('button', { name: 'Move appointment' }).click();
  await expect(toast(page, 'Appointment moved: the client was emailed')).toBeVisible();
  await expect(move).toBeHidden();
  const region = details.getByRole('region', { name: 'Booking' });
  await expect(region.getByRole('list', { name: 'Booking timeline' })).toContainText('Moved by you');
  await expect(region.locator('.font-semibold').first()).not.toHaveText(bookedAt);
  await expect(details.getByText('Confirmed', { exact: true })).toBeVisible();
  await shoot(page, 'lead-booking-moved');

  // The admin Outbox holds the client's email about the move.
  await page.context().clearCookies();
  await signIn(page, { email: 'admin@example.com', name: 'Studio Admin' });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await page.goto('/admin?tab=outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const row = page.getByRole('button', { name: new RegExp(`^Moved: your .* To ${clientEmail}`) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await row.click();
  const email = page.getByRole('dialog');
  await expect(email.getByRole('heading', { name: /Moved: your .* with Mo Moves/ })).toBeVisible();
  await expect(email.locator('iframe[title="HTML part"]')).toHaveAttribute(
    'srcdoc',
    /Mo Moves moved your .*It is now/s,
  );
});
