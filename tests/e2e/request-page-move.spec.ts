import {
  expect,
  newArtistEmail,
  PHONE,
  saveScreenshot,
  screenshotAtBothWidths,
  seriousA11yViolations,
  signIn,
  test,
  toast,
} from './fixtures.ts';
import { createLeadThroughChat, signInArtist } from './lead-fixtures.ts';

/**
 * Issue #26 item 2 (decision 062): a client in Los Angeles of an artist in Lisbon picks the offered time on their
 * phone, then moves it from their request page to a time several days later. They choose among every free
 * time, by day, on their own clock, in the slot picker the artist offered times with.
 */

test('a client on a phone moves their booking to a time several days later, read in their own zone', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const artistName = 'Lis Lisboa';
  const artistId = await signInArtist(page, {
    email: newArtistEmail('request-move'),
    artistName,
    styles: ['Minimalist'],
  });
  const clientEmail = `sam-${Date.now()}@example.com`;
  await createLeadThroughChat(request, {
    artistId,
    email: clientEmail,
    lines: ['a fine line swallow on my wrist', 'about 5 cm, black only, budget around $300'],
  });

  // The artist works in Lisbon, every day, 10:00 to 18:00 there: 02:00 to 10:00 in Los Angeles.
  await page.goto('/dashboard?tab=settings');
  const availability = page.locator('section', { has: page.getByRole('heading', { name: 'Availability' }) });
  await expect(availability.getByLabel('Time zone')).toBeEnabled();
  await availability.getByLabel('Time zone').selectOption('Europe/Lisbon');
  for (const day of ['Monday', 'Sunday']) {
    await availability.getByRole('button', { name: `Add hours on ${day}` }).click();
  }
  await availability.getByRole('button', { name: 'Save Availability' }).click();
  await expect(toast(page, 'Availability Saved')).toBeVisible();

  // One time offered, on the fourth free day: past the 48 hours' notice, so the client may move it.
  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: new RegExp(`View Details.*${clientEmail}`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Offer times' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer times' });
  await offer.locator('section').nth(3).locator('button[aria-pressed]').first().click();
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(toast(page, 'Times offered')).toBeVisible();

  // The client's link, from the offer in the admin Outbox.
  await page.context().clearCookies();
  await signIn(page, { email: 'admin@example.com', name: 'Studio Admin' });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await page.goto('/admin?tab=outbox');
  const row = page.getByRole('button', {
    name: new RegExp(`^${artistName} offered you times for your tattoo.*To ${clientEmail}`),
  });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await row.click();
  const html = await page.getByRole('dialog').locator('iframe[title="HTML part"]').getAttribute('srcdoc');
  const link = html?.match(/href="([^"]+\/r\/[^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'the request link in the offer email').toBeTruthy();

  // The client, on a phone in Los Angeles, picks the offered time.
  const phone = await browser.newContext({ baseURL, viewport: PHONE, timezoneId: 'America/Los_Angeles' });
  const client = await phone.newPage();
  await client.goto(link!);
  await client.getByRole('radio').first().check();
  await client.getByRole('button', { name: 'Book this time' }).click();
  const appointment = client.getByRole('region', { name: 'Your appointment' });
  await expect(appointment).toBeVisible();
  const bookedAt = await appointment.locator('p.text-2xl').innerText();
  // 10:00 to 18:00 in Lisbon starts between 02:00 and 10:00 on the client's clock.
  expect(bookedAt).toMatch(/, 0\d:00 – /);

  await appointment.getByRole('button', { name: 'Reschedule' }).click();
  const move = client.getByRole('dialog', { name: 'Move your appointment' });
  await expect(move.getByText('Times in your time zone (America/Los Angeles). Pick one.')).toBeVisible();
  await screenshotAtBothWidths(client, 'request-page-move-open', { fullPage: false });
  expect(await seriousA11yViolations(client)).toEqual([]);
  await client.setViewportSize(PHONE);
  const days = move.locator('section');
  // Every free start of a day, not its first only: a half-hour consultation from 10:00 to 17:30 in Lisbon (the
  // day after the booking's, which lacks the booking's own time).
  const dayAfter = days.nth(2).locator('button[aria-pressed]');
  await expect(dayAfter).toHaveCount(16);
  await expect(dayAfter.first()).toContainText('02:00–02:30');
  await expect(dayAfter.last()).toContainText('09:30–10:00');
  // Several days later than the booking: more days first, then the last time of one of them.
  await move.getByRole('button', { name: 'Show more days' }).click();
  const later = days.nth(7);
  const dayName = await later.getAttribute('aria-label');
  const chip = later.locator('button[aria-pressed]').last();
  const time = (await chip.locator('span.tabular-nums').innerText()).replace('–', ' – ');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(move.getByRole('button', { name: 'Move to this time' })).toBeEnabled();
  // The chosen time in view at each width: the dialog scrolls, and its columns differ.
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE],
  ] as const) {
    await client.setViewportSize(size);
    await chip.scrollIntoViewIfNeeded();
    await saveScreenshot(client, `.tmp/shots/request-page-move-picked-${label}.png`);
  }

  await move.getByRole('button', { name: 'Move to this time' }).click();
  await expect(move).toBeHidden();
  await expect(appointment.locator('p.text-2xl')).toHaveText(`${dayName}, ${time}`);
  await screenshotAtBothWidths(client, 'request-page-moved');
  await phone.close();
});
