import type { Page } from '@playwright/test';
import { createArtist } from '../fixtures/test-artists.ts';
import { expect, newArtistEmail, screenshot, test, toast } from './fixtures.ts';
import { createLeadThroughChat, expectLeadSaved, signInArtist } from './lead-fixtures.ts';

/** An artist of their own, signed in and set up over plain HTTP: only the admin needs a browser here. */
async function createOtherArtist(baseUrl: string, artistName: string, style: string): Promise<string> {
  const artist = await createArtist(baseUrl, {
    email: newArtistEmail('admin-leads-artist'),
    artistName,
    styles: [style],
  });
  return artist.id;
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search leads').fill(text);
}

test('an admin searches every artist’s leads, sets a status, books, keeps notes, and it all persists', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now();
  const juno = await createOtherArtist(baseURL!, 'Juno Reyes Ink', 'Blackwork');
  const milo = await createOtherArtist(baseURL!, 'Milo Hart Studio', 'Watercolor');
  const ravenEmail = `raven-${stamp}@example.com`;
  const bloomEmail = `bloom-${stamp}@example.com`;
  await createLeadThroughChat(request, {
    artistId: juno,
    email: ravenEmail,
    lines: ['a blackwork raven on my shoulder blade', 'palm sized, budget $600'],
  });
  await createLeadThroughChat(request, {
    artistId: milo,
    email: bloomEmail,
    lines: ['a watercolor peony on my forearm', 'about 4 inches, budget $400'],
  });

  await signInArtist(page, { email: 'admin@example.com', artistName: 'Studio Admin', styles: ['Realism'] });
  await page.goto('/admin');
  const list = page.getByRole('list', { name: 'Leads' });
  await expect(list).toBeVisible();

  await search(page, String(stamp));
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const raven = list.getByRole('listitem', { name: ravenEmail });
  await expect(raven).toContainText('Artist: Juno Reyes Ink');
  await expect(list.getByRole('listitem', { name: bloomEmail })).toContainText('Artist: Milo Hart Studio');
  await search(page, `RAVEN-${stamp}`);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(raven).toBeVisible();
  await screenshot(page, 'admin-leads-1280');

  await expectLeadSaved(page, () => raven.getByLabel('Status').selectOption('qualified'));
  await expect(toast(page, 'Lead Updated')).toBeVisible();
  await expectLeadSaved(page, () => raven.getByRole('button', { name: 'Book Consultation' }).click());
  await expect(raven.getByLabel('Status')).toHaveValue('booked');
  await expect(raven.getByRole('button', { name: 'Consultation booked' })).toBeDisabled();

  await raven.getByLabel('Notes').fill('Deposit paid, session on the 14th');
  await expectLeadSaved(page, () => raven.getByLabel('Notes').blur());
  let patches = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH') patches += 1;
  });
  await raven.getByLabel('Notes').focus();
  await raven.getByLabel('Notes').blur();
  // A save on blur would be sent before the page's next request: the reload's own document request.
  const reloadRequest = page.waitForRequest((sent) => sent.isNavigationRequest());
  await page.reload();
  await reloadRequest;
  expect(patches, 'blur without a change saves nothing').toBe(0);

  await search(page, ravenEmail);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(raven.getByLabel('Status')).toHaveValue('booked');
  await expect(raven.getByLabel('Notes')).toHaveValue('Deposit paid, session on the 14th');

  await search(page, String(stamp));
  await page.getByLabel('Filter by status').selectOption('booked');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(raven).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('');
  await search(page, `no-such-client-${stamp}`);
  await expect(page.getByText('No leads found matching your criteria.')).toBeVisible();

  await search(page, String(stamp));
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'admin-leads-375');
});
