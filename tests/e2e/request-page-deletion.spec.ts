import { expect, newArtistEmail, screenshotAtBothWidths, signIn, test } from './fixtures.ts';
import { createLeadThroughChat, REFERENCE_PNG, signInArtist } from './lead-fixtures.ts';

/**
 * Issue #24 items 10-11 (decision 053): a client deletes their data from their private request page; the page
 * says what went and what stays, and the admin Outbox no longer holds any email to them.
 */
test('a client deletes their data from the request page; the page says what stays and the outbox forgets them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const artistName = 'Dana Delete';
  const artistId = await signInArtist(page, {
    email: newArtistEmail('request-deletion'),
    artistName,
    styles: ['Blackwork'],
  });
  const clientEmail = `forget-${Date.now()}@example.com`;
  await createLeadThroughChat(request, {
    artistId,
    email: clientEmail,
    image: REFERENCE_PNG,
    lines: ['this blackwork rose on my forearm', 'about 10 cm, black only, budget $400, I am 29'],
  });

  // The link the client was emailed, as the admin Outbox shows it.
  await page.context().clearCookies();
  await signIn(page, { email: 'admin@example.com', name: 'Studio Admin' });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await page.goto('/admin?tab=outbox');
  const toClient = page.getByRole('button', { name: new RegExp(`To ${clientEmail}`) });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(toClient.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await toClient.first().click();
  const html = await page.getByRole('dialog').locator('iframe[title="HTML part"]').getAttribute('srcdoc');
  const link = html?.match(/href="([^"]+\/r\/[^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'the request link').toBeTruthy();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  const client = await (await browser.newContext()).newPage();
  await client.goto(link!);
  await client.getByRole('button', { name: 'Delete my data' }).click();
  await client.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(client.getByRole('heading', { name: 'Your data is deleted' })).toBeVisible();
  await expect(
    client.getByText('Inkdesk keeps only anonymous counts of the chat, with no words or contact details.', {
      exact: false,
    }),
  ).toBeVisible();
  await screenshotAtBothWidths(client, 'request-page-data-deleted');
  await client.context().close();

  // No email to them is left in the outbox, sent or waiting.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`To ${clientEmail}`) })).toHaveCount(0);
});
