import type { Locator, Page } from '@playwright/test';
import { expect, newArtistEmail, saveScreenshot, test, toast } from './fixtures.ts';
import { bookFirstFreeTime, createLeadThroughChat, signInArtist } from './lead-fixtures.ts';

/** Issue #14, the artist's side: availability, offering times, booking directly, the Bookings tab. */

const SHOTS = process.env.BOOKING_SHOTS_DIR ?? '.tmp/shots';

/**
 * Desktop and phone captures for a person to look at: of `target` (a whole card, however tall) or of the
 * screen (an open dialog). At each width the target must fit: nothing of it may scroll sideways.
 */
async function shoot(page: Page, name: string, target?: Locator) {
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    if (target) {
      await target.scrollIntoViewIfNeeded();
      expect(await target.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect((await target.boundingBox())!.width).toBeLessThanOrEqual(size.width);
      await saveScreenshot(target, `${SHOTS}/${name}-${label}.png`);
    } else {
      await saveScreenshot(page, `${SHOTS}/${name}-${label}.png`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const LINES = ['a japanese koi on my forearm', 'palm sized, black and grey, about $400'];

test('an artist sets availability, offers times, books directly and sees it in Bookings', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const artistId = await signInArtist(page, {
    email: newArtistEmail('booking'),
    artistName: 'Bea Bookings',
    styles: ['Japanese'],
  });
  const offerEmail = `offer-${artistId.slice(0, 6)}@example.com`;
  const bookEmail = `book-${artistId.slice(0, 6)}@example.com`;
  await createLeadThroughChat(request, { artistId, email: offerEmail, lines: LINES });
  await createLeadThroughChat(request, { artistId, email: bookEmail, lines: LINES });

  // Settings: every day open, in UTC, with a fixed deposit the artist collects.
  await page.goto('/dashboard?tab=settings');
  const availability = page.locator('section', { has: page.getByRole('heading', { name: 'Availability' }) });
  await expect(availability.getByLabel('Time zone')).toBeEnabled();
  await availability.getByLabel('Time zone').selectOption('UTC');
  for (const day of ['Monday', 'Sunday']) {
    await availability.getByRole('button', { name: `Add hours on ${day}` }).click();
  }
  await availability.getByLabel('Buffer between appointments (minutes)').fill('30');
  await availability.getByLabel('Deposit rule').selectOption('fixed');
  await availability.getByLabel('Deposit amount').fill('50');
  await shoot(page, 'availability', availability);
  await availability.getByRole('button', { name: 'Save Availability' }).click();
  await expect(toast(page, 'Availability Saved')).toBeVisible();
  const feedCard = page.locator('section', { has: page.getByRole('heading', { name: 'Calendar Feed' }) });
  const firstUrl = await feedCard.getByLabel('Subscription URL').inputValue();
  expect(firstUrl).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
  await feedCard.getByRole('button', { name: 'Rotate link' }).click();
  await page
    .getByRole('dialog', { name: 'Rotate the calendar link?' })
    .getByRole('button', { name: 'Rotate link' })
    .click();
  await expect(toast(page, 'Calendar Link Rotated')).toBeVisible();
  await expect(feedCard.getByLabel('Subscription URL')).not.toHaveValue(firstUrl);
  const feedUrl = await feedCard.getByLabel('Subscription URL').inputValue();
  expect((await request.get(firstUrl)).status()).toBe(404);
  await shoot(page, 'calendar-feed', feedCard);

  // Offer times to the first lead, from its details.
  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: new RegExp(`View Details.*${offerEmail}`) }).click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Offer times' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer times' });
  const chips = offer.locator('button[aria-pressed]');
  await chips.nth(0).click();
  await chips.nth(2).click();
  await expect(chips.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'offer-times');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(toast(page, 'Times offered')).toBeVisible();
  await expect(details.getByText('Offered, waiting for the client to pick')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Booking timeline' })).toContainText('Times offered');
  await shoot(page, 'lead-booking-offered');
  // The dialog's own Close: Escape would go to the toast on top first.
  await details.getByRole('button', { name: 'Close' }).click();

  // Book the second lead directly: confirmed at once, the deposit due until marked received.
  await page.getByRole('button', { name: new RegExp(`View Details.*${bookEmail}`) }).click();
  await bookFirstFreeTime(page, details);
  await expect(details.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(details.getByText(/Deposit \$50\.00: due/)).toBeVisible();
  await shoot(page, 'lead-booking-booked');
  await details.getByRole('button', { name: 'Mark deposit received' }).click();
  await expect(toast(page, 'Deposit marked received')).toBeVisible();
  await expect(details.getByText(/Deposit \$50\.00: received/)).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  // The Bookings tab: the appointment by day; the feed has it.
  await page.getByRole('tab', { name: 'Bookings' }).click();
  const upcoming = page.locator('section', { has: page.getByRole('heading', { name: 'Upcoming' }) });
  await expect(upcoming.getByRole('button', { name: new RegExp(bookEmail) })).toBeVisible();
  await expect(page.getByText('No deposits outstanding.')).toBeVisible();
  await shoot(page, 'bookings-tab', page.getByRole('tabpanel', { name: 'Bookings' }));
  const feed = await request.get(feedUrl);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VEVENT');

  // Opening the appointment opens the lead, with its booking section.
  await upcoming.getByRole('button', { name: new RegExp(bookEmail) }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Booking' })).toBeVisible();

  // The artist cancels it with a reason: the time is free again, the lead can be offered times again.
  await details.getByRole('button', { name: 'Cancel appointment' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(cancel.getByText(/paid a deposit of \$50\.00/)).toBeVisible();
  await cancel
    .getByLabel('Reason for the client (optional)')
    .fill('I hurt my hand, so sorry. I will offer new times.');
  await shoot(page, 'cancel-booking');
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(toast(page, 'Appointment cancelled')).toBeVisible();
  await expect(cancel).toBeHidden();
  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(details.getByRole('list', { name: 'Booking timeline' })).toContainText('Cancelled by you');
  await expect(details.getByRole('button', { name: 'Offer times' })).toBeVisible();
  await shoot(page, 'lead-booking-cancelled', details.getByRole('region', { name: 'Booking' }));
  expect(await (await request.get(feedUrl)).text()).not.toContain('BEGIN:VEVENT');
});
