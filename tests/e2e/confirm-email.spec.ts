import type { Page } from '@playwright/test';
import {
  expect,
  newArtistEmail,
  pageExpectingFailedLoads,
  screenshotAtBothWidths,
  signIn,
  test,
  toast,
} from './fixtures.ts';
import { createLeadThroughChat, saveAvailabilityInUtc, signInArtist } from './lead-fixtures.ts';

/** The Outbox row of the email to `to` with `subject`, once its job has put it there. */
async function outboxRow(page: Page, to: string, subject: string) {
  const row = page.getByRole('button', { name: new RegExp(`To ${to}`) }).filter({ hasText: subject });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return row.first();
}

/**
 * Issue #24 item 7 (decision 055): a saved chat first emails only a link confirming the client's address. The
 * artist sees the lead marked unconfirmed and is told their offer waits; the client follows the link, the page
 * says so, and the request email and the offer go out.
 */
test('a client confirms their email from the link; until then the artist sees it unconfirmed and the offer waits', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const artistName = 'Cora Confirm';
  const artistEmail = newArtistEmail('confirm-email');
  const artistId = await signInArtist(page, { email: artistEmail, artistName, styles: ['Blackwork'] });
  await saveAvailabilityInUtc(page, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  const clientEmail = `confirm-${Date.now()}@example.com`;
  await createLeadThroughChat(request, {
    artistId,
    email: clientEmail,
    lines: ['a small blackwork moth on my forearm', 'about 8 cm, black only, budget $300, my name is Ada'],
  });

  // The artist: the lead is there, marked unconfirmed; the booking section says what waits.
  await page.goto('/dashboard?tab=leads');
  const card = page.getByRole('listitem').filter({ hasText: clientEmail });
  await expect(card.getByText('Email unconfirmed')).toBeVisible();
  await screenshotAtBothWidths(page, 'leads-email-unconfirmed');
  await page.getByRole('button', { name: new RegExp(`View Details.*${clientEmail}`) }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('Email not confirmed yet.')).toBeVisible();
  await details.getByRole('button', { name: 'Offer times' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer times' });
  await expect(
    offer.getByText(/They have not confirmed their email yet: it is sent when they do\./),
  ).toBeVisible();
  await offer.locator('button[aria-pressed]').first().click();
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(toast(page, 'Times offered')).toBeVisible();
  await expect(details.getByText('Email not confirmed yet.')).toBeVisible();
  await screenshotAtBothWidths(page, 'lead-details-email-unconfirmed', { fullPage: false });

  // The admin Outbox: the confirmation went; the offer and the request email wait.
  await page.context().clearCookies();
  await signIn(page, { email: 'admin@example.com', name: 'Studio Admin' });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await page.goto('/admin?tab=outbox');
  const confirmation = await outboxRow(
    page,
    clientEmail,
    `Confirm your email for your tattoo request to ${artistName}`,
  );
  await expect(confirmation).toContainText('In outbox');
  const offered = await outboxRow(page, clientEmail, `${artistName} offered you times for your tattoo`);
  await expect(offered).toContainText('Waiting for the client to confirm');
  await screenshotAtBothWidths(page, 'outbox-held-for-confirmation');
  await confirmation.click();
  const html = await page.getByRole('dialog').locator('iframe[title="HTML part"]').getAttribute('srcdoc');
  expect(html).not.toContain('Ada');
  const link = html?.match(/href="([^"]+\/r\/[^"]+\?confirm=[^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'the confirmation link').toBeTruthy();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The client follows it: confirmed, and the page shows the times that were waiting.
  // The made-up code below is refused with 404, which the browser logs.
  const { page: client, expectNoOtherErrors } = await pageExpectingFailedLoads(
    await browser.newContext(),
    [404],
  );
  await client.goto(link!);
  await expect(client.getByRole('status').filter({ hasText: 'Your email is confirmed' })).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Status: Times offered' })).toBeVisible();
  await screenshotAtBothWidths(client, 'request-page-email-confirmed');
  // A made-up code confirms nothing and says so.
  await client.goto(link!.replace(/confirm=[\w-]+/, 'confirm=made-up'));
  await expect(
    client.getByRole('status').filter({ hasText: "This confirmation link doesn't work" }),
  ).toBeVisible();
  expectNoOtherErrors();
  await client.context().close();

  // What waited has gone.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(offered).toContainText('In outbox', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(await outboxRow(page, clientEmail, `${artistName} has your tattoo request`)).toContainText(
    'In outbox',
  );

  // The artist's lead is confirmed now.
  await page.context().clearCookies();
  await signIn(page, { email: artistEmail, name: artistName });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await page.goto('/dashboard?tab=leads');
  await expect(page.getByRole('listitem').filter({ hasText: clientEmail })).toBeVisible();
  await expect(page.getByText('Email unconfirmed')).toHaveCount(0);
});
