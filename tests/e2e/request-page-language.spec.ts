import { expect, newArtistEmail, screenshotAtBothWidths, signIn, test, toast } from './fixtures.ts';
import { createLeadThroughChat, saveAvailabilityInUtc, signInArtist } from './lead-fixtures.ts';

/**
 * Decision 051: a client who chatted in German gets the offer by email in German, and their private request
 * page (/r/:token) speaks German too: status, times, buttons, the request's labels and the booked appointment.
 */
test('a German client’s emailed link opens their request page in German, through to the booking', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const artistName = 'Lena Linie';
  const artistId = await signInArtist(page, {
    email: newArtistEmail('request-language'),
    artistName,
    styles: ['Minimalist', 'Blackwork'],
  });
  const clientEmail = `jonas-${Date.now()}@example.com`;
  await createLeadThroughChat(request, {
    artistId,
    email: clientEmail,
    lines: [
      'Hallo! Ich hätte gern eine kleine Rose auf dem Unterarm, feine Linien',
      'etwa 8 cm, nur schwarz, Budget ungefähr 300 €, ich heiße Jonas Weber',
    ],
  });
  await saveAvailabilityInUtc(page, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);

  await page.goto('/dashboard?tab=leads');
  await page.getByRole('button', { name: new RegExp(`View Details.*${clientEmail}`) }).click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Offer times' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer times' });
  for (const index of [0, 1]) await offer.locator('button[aria-pressed]').nth(index).click();
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(toast(page, 'Times offered')).toBeVisible();

  // The client's link, from the German offer in the admin Outbox.
  await page.context().clearCookies();
  await signIn(page, { email: 'admin@example.com', name: 'Studio Admin' });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await page.goto('/admin?tab=outbox');
  const row = page.getByRole('button', {
    name: new RegExp(`^${artistName} hat Termine für dein Tattoo.*To ${clientEmail}`),
  });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await row.click();
  const html = await page.getByRole('dialog').locator('iframe[title="HTML part"]').getAttribute('srcdoc');
  expect(html).toContain(`${artistName} möchte einen Beratungstermin mit dir ausmachen.`);
  const link = html?.match(/href="([^"]+\/r\/[^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'the request link in the offer email').toBeTruthy();

  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: `Bei ${artistName}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status: Termine angeboten' })).toBeVisible();
  await expect(page.getByText(`${artistName} hat dir Termine angeboten.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Diesen Termin buchen' })).toBeDisabled();
  await expect(page.getByText('Körperstelle', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meine Daten löschen' })).toBeVisible();
  // German weekday abbreviations ("Mo.", "Sa.") on the offered times; which day comes first depends on today.
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expect(page.locator('label', { has: page.getByRole('radio') }).first()).toContainText(
    /^(Mo|Di|Mi|Do|Fr|Sa|So)\., \d+\. /,
  );
  await screenshotAtBothWidths(page, 'request-page-de-offered');

  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Diesen Termin buchen' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Gebucht' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dein Termin' })).toBeVisible();
  // The offered times are within the artist's notice period: the page says so instead of offering a move.
  await expect(
    page.getByText(`Wenn du etwas ändern willst, melde dich direkt bei ${artistName}.`, { exact: false }),
  ).toBeVisible();
  await screenshotAtBothWidths(page, 'request-page-de-booked');
});
