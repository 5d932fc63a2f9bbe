import type { Locator, Page } from '@playwright/test';
import { expect, newArtistEmail, PHONE, saveScreenshot, signIn, test, toast } from './fixtures.ts';
import { createLeadThroughChat, saveAvailabilityInUtc, signInArtist } from './lead-fixtures.ts';

/** Decision 032: the artist moves a booked appointment; the client and the artist are emailed the new time. */

const SHOTS = process.env.BOOKING_SHOTS_DIR ?? '.tmp/shots';

/** The screen with a dialog open, at phone and desktop widths, for a person to look at. */
async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await saveScreenshot(page, `${SHOTS}/${name}-${label}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('an artist moves a booked appointment and the admin Outbox holds the client’s email', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const artistEmail = newArtistEmail('booking-move');
  const artistId = await signInArtist(page, {
    email: artistEmail,
    artistName: 'Mo Moves',
    styles: ['Japanese'],
  });
  const clientEmail = `move-client-${Date.now()}@example.com`;
  await createLeadThroughChat(request, {
    artistId,
    email: clientEmail,
    lines: ['a japanese koi on my forearm', 'palm sized, black and grey, about $400'],
  });

  await saveAvailabilityInUtc(page, ['Monday', 'Sunday']);

  // Book the lead directly, then move it from its details.
  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: new RegExp(`View Details.*${clientEmail}`) }).click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Book directly' }).click();
  const book = page.getByRole('dialog', { name: 'Book directly' });
  await book.locator('button[aria-pressed]').first().click();
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  const booked = page.getByRole('region', { name: /Notifications/ }).getByText('Booked', { exact: true });
  await expect(booked).toBeVisible();
  await expect(details.getByText('Confirmed', { exact: true })).toBeVisible();
  const bookedAt = await details
    .getByRole('region', { name: 'Booking' })
    .locator('.font-semibold')
    .first()
    .innerText();

  await details.getByRole('button', { name: 'Move appointment' }).click();
  const move = page.getByRole('dialog', { name: 'Move this appointment' });
  await expect(move.getByText(/the deposit stays with the appointment/)).toBeVisible();
  // The Booked toast is read: opening any dialog closes it rather than leave it over the buttons (decision 012).
  await expect(booked).toBeHidden();
  const chips = move.locator('button[aria-pressed]');
  await chips.nth(3).click();
  await expect(chips.nth(3)).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'move-booking');
  // On a phone the toast that reports the move stays clear of the dialog's title and close button.
  await page.setViewportSize(PHONE);
  await move.getByRole('button', { name: 'Move appointment' }).click();
  const moved = toast(page, 'Appointment moved: the client was emailed');
  await expect(moved).toBeVisible();
  await expect(move).toBeHidden();
  for (const header of [
    details.getByRole('heading', { level: 2 }).first(),
    details.getByRole('button', { name: 'Close', exact: true }),
  ]) {
    expect(overlaps(await boxOf(moved), await boxOf(header))).toBe(false);
  }
  await shoot(page, 'move-booking-toast');
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
  await page.keyboard.press('Escape');

  // The artist is emailed their own move too, with their copy of the moved invite (decision 032).
  const own = page.getByRole('button', { name: new RegExp(`^You moved .* To ${artistEmail}`) });
  await expect(own).toBeVisible();
  await own.click();
  await expect(page.getByRole('dialog').getByText('appointment.ics')).toBeVisible();
});
