import type { Locator, Page } from '@playwright/test';
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

const PAY = 'Bank transfer to IBAN PT50 0002 0123 1234 5678 9015 4, reference your name.';
const SHOTS = '.tmp/shots';

/** A card or an open dialog at 1280 and 390 px, for a person to look at; a card must not scroll sideways. */
async function shoot(page: Page, name: string, target?: Locator) {
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    if (target) {
      await target.scrollIntoViewIfNeeded();
      expect(await target.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await saveScreenshot(target, `${SHOTS}/${name}-${label}.png`);
    } else {
      await saveScreenshot(page, `${SHOTS}/${name}-${label}.png`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Issue #26 item 6 (decision 066) in the browser, on the app where the artist collects deposits: the artist
 * accepts a lead as a project of 3 sessions with the deposit on the last; the client picks session 1 among the
 * offered times and books sessions 2 and 3 on their request page; no deposit is asked until session 3, which
 * shows the amount and the artist's payment instructions; progress reads 2/3, then 3/3 once the artist marks
 * the deposit received.
 */
test('a project of three sessions: the client books them in order and the deposit is asked only for the third', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const artistName = 'Pia Projects';
  const artistId = await signInArtist(page, {
    email: newArtistEmail('booking-project'),
    artistName,
    styles: ['Japanese'],
  });

  await page.goto('/dashboard?tab=settings');
  const availability = page.locator('section', { has: page.getByRole('heading', { name: 'Availability' }) });
  await expect(availability.getByLabel('Time zone')).toBeEnabled({ timeout: 30_000 });
  await availability.getByLabel('Time zone').selectOption('UTC');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    await availability.getByRole('button', { name: `Add hours on ${day}` }).click();
  await availability.getByLabel('Deposit rule').selectOption('fixed');
  await availability.getByLabel('Deposit amount').fill('50');
  await availability.getByLabel('How clients pay the deposit').fill(PAY);
  await availability.getByRole('button', { name: 'Save Availability' }).click();
  await expect(toast(page, 'Availability Saved')).toBeVisible();

  const clientEmail = `sleeve-${Date.now()}@example.com`;
  await createLeadThroughChat(request, {
    artistId,
    email: clientEmail,
    lines: [
      'a japanese sleeve on my left arm, koi and waves',
      'full sleeve, colour, about $2000, my name is Jo Park',
    ],
  });

  // The artist accepts the lead as a project of 3 sessions, the deposit on the last.
  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: new RegExp(`View Details.*${clientEmail}`) }).click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Offer times' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer times' });
  await offer.getByLabel('Session', { exact: true }).selectOption('small');
  await offer.getByLabel('Sessions').selectOption('3');
  await offer.getByLabel('Deposit on').selectOption('last');
  const chips = offer.locator('button[aria-pressed]');
  await chips.nth(0).click();
  await chips.nth(1).click();
  await shoot(page, 'project-offer');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(toast(page, 'Times offered')).toBeVisible();
  await expect(details.getByText('Project of 3 sessions · Small piece')).toBeVisible();
  await expect(details.getByText('0/3 booked')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  // The client's link, from their address confirmation in the admin Outbox (decision 055).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, { email: 'admin@example.com', name: 'Studio Admin' });
  await admin.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await admin.goto('/admin?tab=outbox');
  const row = admin.getByRole('button', {
    name: new RegExp(`^Confirm your email for your tattoo request to ${artistName}.*To ${clientEmail}`),
  });
  await expect(async () => {
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await row.click();
  const html = await admin.getByRole('dialog').locator('iframe[title="HTML part"]').getAttribute('srcdoc');
  const link = html?.match(/href="([^"]+\/r\/[^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'the request link in the confirmation email').toBeTruthy();
  await adminContext.close();

  // The client picks session 1 among the offered times: no deposit asked.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(link!);
  const project = client.locator('section', {
    has: client.getByRole('heading', { name: 'Your project: 3 sessions' }),
  });
  await expect(project).toBeVisible();
  await expect(project.getByText('The deposit is asked when you book the last session')).toBeVisible();
  await expect(project.getByText('Pick your first session among the offered times.')).toBeVisible();
  await screenshotAtBothWidths(client, 'project-request-offered');
  await client.getByRole('radio').first().check();
  await client.getByRole('button', { name: 'Book this time' }).click();
  await expect(project.getByText('1 of 3 sessions booked', { exact: true })).toBeVisible();
  await expect(client.getByText(/Deposit of/)).toHaveCount(0);

  // Session 2 on the page, in the shared slot picker: still no deposit.
  await project.getByRole('button', { name: 'Book session 2' }).click();
  const second = client.getByRole('dialog', { name: 'Book session 2 of 3' });
  await second.locator('button[aria-pressed]').first().click();
  await shoot(client, 'project-book-session');
  await second.getByRole('button', { name: 'Book this time' }).click();
  await expect(second).toBeHidden();
  await expect(project.getByText('2 of 3 sessions booked', { exact: true })).toBeVisible();
  await expect(client.getByText(/Deposit of/)).toHaveCount(0);

  // Session 3 asks the deposit, with the artist's payment instructions.
  await project.getByRole('button', { name: 'Book session 3' }).click();
  const third = client.getByRole('dialog', { name: 'Book session 3 of 3' });
  await third.locator('button[aria-pressed]').first().click();
  await third.getByRole('button', { name: 'Book this time' }).click();
  await expect(third).toBeHidden();
  await expect(project.getByText('Deposit of $50.00 due')).toBeVisible();
  await expect(project.getByText('Waiting for the deposit')).toBeVisible();
  await expect(project.getByRole('heading', { name: `How to pay ${artistName}` })).toBeVisible();
  await expect(project.getByText(PAY)).toBeVisible();
  await expect(project.getByText('2 of 3 sessions booked', { exact: true })).toBeVisible();
  await expect(client.getByText(/Deposit of/)).toHaveCount(1);
  await screenshotAtBothWidths(client, 'project-request-deposit-due');

  // The artist sees 2/3, marks the deposit received: 3/3, each booking named by its session.
  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: new RegExp(`View Details.*${clientEmail}`) }).click();
  await expect(details.getByText('2/3 booked')).toBeVisible();
  for (const number of [1, 2, 3]) await expect(details.getByText(`Session ${number} of 3`)).toBeVisible();
  await expect(details.getByText(/Deposit \$50\.00: due/)).toHaveCount(1);
  await shoot(page, 'project-lead-two-of-three');
  await details.getByRole('button', { name: 'Mark deposit received' }).click();
  await expect(toast(page, 'Deposit marked received')).toBeVisible();
  await expect(details.getByText('3/3 booked')).toBeVisible();
  await shoot(page, 'project-lead-three-of-three', details.locator('section').first());
  await details.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Bookings' }).click();
  const upcoming = page.locator('section', { has: page.getByRole('heading', { name: 'Upcoming' }) });
  for (const number of [1, 2, 3])
    await expect(upcoming.getByText(new RegExp(`session ${number} of 3`))).toBeVisible();
  await shoot(page, 'project-bookings-tab', page.getByRole('tabpanel', { name: 'Bookings' }));

  await client.reload();
  await expect(project.getByText('3 of 3 sessions booked', { exact: true })).toBeVisible();
  await expect(project.getByText('Deposit of $50.00 paid')).toBeVisible();
  await screenshotAtBothWidths(client, 'project-request-all-booked');
  await clientContext.close();
});
