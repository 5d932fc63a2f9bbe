import type { Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { STRIPE_APP_PORT } from '../../playwright.config.ts';
import { expect, openHydrated, screenshotAtBothWidths, signIn, test, toast } from './fixtures.ts';

/**
 * Issue #14 end to end, on the app configured for Stripe (playwright.config.ts): a client chats and saves, the
 * artist is emailed, offers times, the client picks one from the emailed link and pays the deposit on the fake
 * Stripe, both are confirmed, the calendar feed has it, and a second client offered the same time is refused.
 */
const APP_URL = `http://localhost:${STRIPE_APP_PORT}`;
test.use({ baseURL: APP_URL });

/** The seeded demo artist, whose assistant is the landing page's chat. */
const ARTIST = { email: 'mara.vale@example.com', name: 'Mara Vale', artistName: 'Mara Vale Tattoo' };

/** A stranger's chat on the landing page, talked to ready and saved with `email`. */
async function chatAndSave(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: APP_URL });
  const page = await context.newPage();
  await openHydrated(page, '/');
  // The demo chat loads once it comes near the viewport.
  await page.locator('#demo').scrollIntoViewIfNeeded();
  const chat = page.locator('#demo').getByRole('region', { name: 'Consultation assistant' });
  for (const line of [
    'A geometric wolf head on my left forearm',
    'about 5 inches, black only, budget around $400',
    'yes, over 18',
  ]) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/chat/consult'));
    await chat.getByRole('textbox', { name: 'Message' }).fill(line);
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    expect((await answered).status()).toBe(200);
  }
  await chat.getByRole('button', { name: 'Save Conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Conversation' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await context.close();
}

/** The Outbox row of the email to `to` with `subject`, once its job has put it there. */
async function outboxEmail(page: Page, to: string, subject: string) {
  await page.goto('/admin?tab=outbox');
  const row = page.getByRole('button', { name: new RegExp(`To ${to}`) }).filter({ hasText: subject });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.first()).toContainText('In outbox', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return row.first();
}

/**
 * The link in the client's first email, read as the Outbox shows it: the confirmation of their address (decision
 * 055), which opens their private request page and confirms it. Nothing else reaches them before.
 */
async function confirmationLinkFromEmail(page: Page, clientEmail: string): Promise<string> {
  const subject = `Confirm your email for your tattoo request to ${ARTIST.artistName}`;
  await (await outboxEmail(page, clientEmail, subject)).click();
  const dialog = page.getByRole('dialog');
  const html = await dialog.locator('iframe[title="HTML part"]').getAttribute('srcdoc');
  const link = html?.match(new RegExp(`href="(${APP_URL}/r/[^"]+)"`))?.[1];
  expect(link, 'the request link in the confirmation email').toBeTruthy();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return link!.replaceAll('&amp;', '&');
}

/** Offers the artist's first `count` free times to the lead of `clientEmail`, from its details in the dashboard. */
async function offerFirstTimes(page: Page, clientEmail: string, count: number) {
  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: new RegExp(`View Details.*${clientEmail}`) }).click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Offer times' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer times' });
  for (let index = 0; index < count; index++) await offer.locator('button[aria-pressed]').nth(index).click();
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(toast(page, 'Times offered')).toBeVisible();
  await expect(details.getByText('Offered, waiting for the client to pick')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
}

test('a saved chat becomes a paid booking, in the feed, and a second client cannot take the same time', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const winner = `winner-${stamp}@example.com`;
  const runnerUp = `runner-up-${stamp}@example.com`;

  // The artist: every lead emailed; open every day in UTC; a $50 deposit, paid online.
  await signIn(page, ARTIST);
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await page.goto('/dashboard?tab=settings');
  const notifications = page.locator('form', { has: page.getByText('Notifications', { exact: true }) });
  await notifications.getByRole('radio', { name: /Every lead/ }).check();
  await notifications.getByRole('button', { name: 'Save Notifications' }).click();
  await expect(toast(page, 'Notifications Saved')).toBeVisible();
  const availability = page.locator('section', { has: page.getByRole('heading', { name: 'Availability' }) });
  await expect(availability.getByLabel('Time zone')).toBeEnabled();
  await availability.getByLabel('Time zone').selectOption('UTC');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await availability.getByRole('button', { name: `Add hours on ${day}` }).click();
  }
  // A split day that overlaps is refused under that day, in words (a rule over the day's whole list).
  await availability.getByLabel('Tuesday hours 2 start').fill('12:00');
  await availability.getByRole('button', { name: 'Save Availability' }).click();
  await expect(
    availability.getByText('These hours overlap: each range must end before the next one starts'),
  ).toBeVisible();
  await availability.getByLabel('Tuesday hours 2 start').fill('18:00');
  await availability.getByLabel('Deposit rule').selectOption('fixed');
  await availability.getByLabel('Deposit amount').fill('50');
  await availability.getByRole('button', { name: 'Save Availability' }).click();
  await expect(toast(page, 'Availability Saved')).toBeVisible();
  const feedUrl = await page
    .locator('section', { has: page.getByRole('heading', { name: 'Calendar Feed' }) })
    .getByLabel('Subscription URL')
    .inputValue();

  // 1. Two clients chat and save, each with an email.
  await chatAndSave(browser, winner);
  await chatAndSave(browser, runnerUp);

  // 3. The artist offers both the same first free time, and the runner-up the next one too.
  await offerFirstTimes(page, winner, 1);
  await offerFirstTimes(page, runnerUp, 2);

  // 2. The admin's Outbox holds the artist's lead email and each client's confirmation with its link.
  await page.context().clearCookies();
  await signIn(page, { email: 'admin@example.com', name: 'Studio Admin' });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await expect(await outboxEmail(page, ARTIST.email, `New lead: ${winner}`)).toBeVisible();
  const winnerConfirmation = await confirmationLinkFromEmail(page, winner);
  const runnerUpConfirmation = await confirmationLinkFromEmail(page, runnerUp);
  // The page's own address, without the confirmation code: Stripe returns the client there.
  const winnerLink = winnerConfirmation.split('?')[0]!;

  // The runner-up follows their link too, and has not chosen yet.
  const second = await (await browser.newContext({ baseURL: APP_URL })).newPage();
  await second.goto(runnerUpConfirmation);
  await expect(second.getByRole('status').filter({ hasText: 'Your email is confirmed' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Status: Times offered' })).toBeVisible();
  await expect(second.getByRole('radio')).toHaveCount(2);

  // 4. The winner follows the link, which confirms their address and sends what waited: their request email
  // and the offer. They pick the time and pay the deposit on the fake Stripe.
  const client = await (await browser.newContext({ baseURL: APP_URL })).newPage();
  await client.goto(winnerConfirmation);
  await expect(client.getByRole('status').filter({ hasText: 'Your email is confirmed' })).toBeVisible();
  await expect(await outboxEmail(page, winner, `${ARTIST.artistName} has your tattoo request`)).toBeVisible();
  await expect(
    await outboxEmail(page, winner, `${ARTIST.artistName} offered you times for your tattoo`),
  ).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Status: Times offered' })).toBeVisible();
  await screenshotAtBothWidths(client, 'request-page-times-offered');
  await client.getByRole('radio').first().check();
  await client.getByRole('button', { name: 'Book this time' }).click();
  await client.waitForURL(/127\.0\.0\.1/);
  await client.getByRole('button', { name: 'Pay $50.00' }).click();
  await client.waitForURL((url) => url.href.startsWith(winnerLink));

  // 5. Both are confirmed: the page says booked, and both confirmations are in the Outbox with an invite.
  await expect(client.getByRole('heading', { name: 'Status: Booked' })).toBeVisible({ timeout: 20_000 });
  await expect(client.getByText(/You are booked with Mara Vale Tattoo/)).toBeVisible();
  await screenshotAtBothWidths(client, 'request-page-booked');
  for (const [to, subject] of [
    [winner, 'Booked: your'],
    [ARTIST.email, `New booking: `],
  ] as const) {
    const row = await outboxEmail(page, to, subject);
    await row.click();
    await expect(page.getByRole('dialog').getByRole('link', { name: /\.ics/ })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  }

  // 6. The booked time is in the artist's calendar feed, as calendars read it.
  const feed = await page.request.get(feedUrl);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const pageBooking = (await (
    await client.request.get(winnerLink.replace('/r/', '/api/requests/'))
  ).json()) as {
    booking: { startsAt: string };
  };
  const starts = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent).startDate.toJSDate().toISOString());
  expect(starts).toContain(pageBooking.booking.startsAt);

  // 7. The runner-up now picks the same time: refused in words, with the time still free left to pick.
  await second.getByRole('radio').first().check();
  await second.getByRole('button', { name: 'Book this time' }).click();
  await expect(second.getByRole('alert')).toHaveText('That time was just taken — pick another');
  await expect(second.getByRole('radio')).toHaveCount(1);
  await screenshotAtBothWidths(second, 'request-page-slot-taken');
});
