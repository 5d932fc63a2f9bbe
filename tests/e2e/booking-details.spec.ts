import {
  expect,
  newArtistEmail,
  saveScreenshot,
  screenshotAtBothWidths,
  signIn,
  test,
  toast,
} from './fixtures.ts';
import { createLeadThroughChat, signInArtist } from './lead-fixtures.ts';

const PAY = 'Bank transfer to IBAN PT50 0002 0123 1234 5678 9015 4\nor cash at the studio on the day.';
const REFUND = 'Deposits are refunded in full up to 7 days before the appointment; after that they are kept.';
const PREP = 'Eat a proper meal first. No alcohol the night before.';

/**
 * Issue #26 items 1 and 3 in the browser, on the app where the artist collects deposits: the artist writes
 * preparation notes, payment instructions and a refund policy in Settings; a client booked with a deposit due
 * opens their request page from the email and reads how to pay, in the artist's words.
 */
test('the artist writes how to pay and the refund policy; the booked client reads them on their request page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const artistName = 'Rita Risco';
  const artistId = await signInArtist(page, {
    email: newArtistEmail('booking-details'),
    artistName,
    styles: ['Blackwork'],
  });

  await page.goto('/dashboard?tab=settings');
  const availability = page.locator('section', { has: page.getByRole('heading', { name: 'Availability' }) });
  await expect(availability.getByLabel('Time zone')).toBeEnabled();
  await availability.getByLabel('Time zone').selectOption('UTC');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    await availability.getByRole('button', { name: `Add hours on ${day}` }).click();
  await availability.getByLabel('Deposit rule').selectOption('fixed');
  await availability.getByLabel('Deposit amount').fill('50');
  await availability.getByLabel('Preparation notes').fill(PREP);
  await availability.getByLabel('How clients pay the deposit').fill(PAY);
  await availability.getByLabel('Refund policy').fill(REFUND);
  await availability.getByRole('button', { name: 'Save Availability' }).click();
  await expect(toast(page, 'Availability Saved')).toBeVisible();
  await page.reload();
  await expect(availability.getByLabel('How clients pay the deposit')).toHaveValue(PAY);
  await expect(availability.getByLabel('Refund policy')).toHaveValue(REFUND);
  // The settings page is long: the new fields are shot on their own at both widths.
  const texts = availability.getByRole('group', { name: 'What clients read' });
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await saveScreenshot(texts, `.tmp/shots/booking-details-settings-${label}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const clientEmail = `ines-${Date.now()}@example.com`;
  const leadId = await createLeadThroughChat(request, {
    artistId,
    email: clientEmail,
    lines: [
      'a blackwork swallow on my shoulder',
      'palm sized, black only, about $300, my name is Ines Costa',
    ],
  });
  const origin = new URL(page.url()).origin;
  const slots = await page.request.get(`/api/booking/leads/${leadId}/free-slots?sessionKind=small`);
  const [slot] = ((await slots.json()) as { slots: Array<{ startsAt: string }> }).slots;
  const booked = await page.request.post(`/api/booking/leads/${leadId}/bookings`, {
    data: { sessionKind: 'small', startsAt: slot!.startsAt },
    headers: { origin },
  });
  expect(booked.status()).toBe(200);

  // The client's link, from their address confirmation in the admin Outbox (decision 055).
  await page.context().clearCookies();
  await signIn(page, { email: 'admin@example.com', name: 'Studio Admin' });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await page.goto('/admin?tab=outbox');
  const row = page.getByRole('button', {
    name: new RegExp(`^Confirm your email for your tattoo request to ${artistName}.*To ${clientEmail}`),
  });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await row.click();
  const html = await page.getByRole('dialog').locator('iframe[title="HTML part"]').getAttribute('srcdoc');
  const link = html?.match(/href="([^"]+\/r\/[^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'the request link in the confirmation email').toBeTruthy();

  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  await expect(page.getByText('Deposit of $50.00 due')).toBeVisible();
  await expect(page.getByRole('heading', { name: `How to pay ${artistName}` })).toBeVisible();
  await expect(page.getByText(/Bank transfer to IBAN/)).toHaveText(PAY);
  await expect(page.getByText(/will tell you how to pay/)).toHaveCount(0);
  await screenshotAtBothWidths(page, 'booking-details-request-page');
});
