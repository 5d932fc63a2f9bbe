import type { Page } from '@playwright/test';
import { makePhotoLikeJpeg, makeTestImage } from '../fixtures/test-images.ts';
import {
  expect,
  newArtistEmail,
  screenshot,
  screenshotAtBothWidths,
  signIn,
  test,
  toast,
} from './fixtures.ts';

/** Signs a new artist in and finishes the wizard without images, landing on the dashboard. */
async function signUpArtist(page: Page, prefix: string, name: string) {
  await signIn(page, { email: newArtistEmail(prefix), name });
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByLabel('Artist Name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Blackwork' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Sends the upload through a deliberately slow link, so the progress bar has time to be seen moving. */
async function throttleUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1_500_000,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('an artist uploads three images watching the progress bar, reviews and publishes them, edits tags and deletes one', async ({
  page,
}) => {
  // Sign-up, a throttled upload of a few MB and two viewport sizes of screenshots: more than the default 30 s.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpArtist(page, 'portfolio', 'Rook Studio');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('tab', { name: 'Portfolio' }).click();
  await expect(page.getByText('No portfolio pieces yet')).toBeVisible();
  await screenshot(page, 'portfolio-empty-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'portfolio-empty-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Three real photos of a few MB each, so a throttled upload takes a few seconds.
  const files = [
    { name: 'raven-forearm.jpg', mimeType: 'image/jpeg', buffer: await makePhotoLikeJpeg(2400, 1800, 1) },
    { name: 'IMG_4410.jpg', mimeType: 'image/jpeg', buffer: await makePhotoLikeJpeg(2400, 1800, 2) },
    {
      name: 'rose.png',
      mimeType: 'image/png',
      buffer: await makeTestImage({ format: 'png', isColour: true }),
    },
  ];
  const restoreNetwork = await throttleUploads(page);
  await page.locator('input[type="file"]').setInputFiles(files);

  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/Uploading 3 images/)).toBeVisible();
  // The bar moves: some bytes are sent before all of them are.
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const sentWhileUploading = Number(await progress.getAttribute('aria-valuenow'));
  expect(sentWhileUploading).toBeLessThan(Number(await progress.getAttribute('aria-valuemax')));
  await screenshot(page, 'portfolio-uploading-1280');

  await expect(toast(page, 'Portfolio Uploaded')).toBeVisible({ timeout: 20_000 });
  await expect(toast(page, '3 images added to review before clients see them.')).toBeVisible();
  await restoreNetwork();
  await expect(page.getByText('3 of 3 saved')).toBeVisible();

  // Decision 057: new pieces wait in review. Without a vision model the file name gives the title (none for
  // a camera's name) and the artist's only style the style; nothing is guessed from the colours.
  const review = page.getByRole('region', { name: 'To review (3)' });
  await expect(review).toBeVisible();
  await expect(page.getByText('Generating details…')).toHaveCount(0, { timeout: 15_000 });
  const card = (name: string) =>
    review.getByRole('listitem').filter({ has: page.getByRole('img', { name: `New piece: ${name}` }) });
  await expect(card('Raven forearm').getByLabel('Title', { exact: true })).toHaveValue('Raven forearm');
  await expect(card('Raven forearm').getByLabel('Style')).toHaveValue('Blackwork');
  await expect(card('Raven forearm').getByLabel('Tags')).toHaveValue('raven, forearm');
  await expect(card('Rose').getByLabel('Title', { exact: true })).toHaveValue('Rose');
  const untitled = card('Untitled piece');
  await expect(untitled.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(untitled.getByText('Add a title and a style to publish.')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Publish all' })).toBeDisabled();
  // Nothing is public yet.
  const { publicHandle } = (await (await page.request.get('/api/auth/user')).json()) as {
    publicHandle: string;
  };
  const publicPage = await page.context().newPage();
  await publicPage.goto(`/a/${publicHandle}`);
  await expect(publicPage.getByText('No portfolio pieces yet.')).toBeVisible();
  await screenshotAtBothWidths(page, 'portfolio-to-review');

  await untitled.getByLabel('Title', { exact: true }).fill('Moth study');
  await untitled.getByLabel('Tags').fill('moth, linework');
  await review.getByRole('button', { name: 'Publish all' }).click();
  await expect(toast(page, 'Portfolio Published')).toBeVisible();
  await expect(toast(page, '3 pieces are now shown to clients.')).toBeVisible();
  await expect(review).toHaveCount(0);
  const grid = page.getByRole('list', { name: 'Portfolio pieces' });
  await expect(grid.getByRole('heading', { name: 'Raven forearm' })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Moth study' })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Rose' })).toBeVisible();
  await screenshot(page, 'portfolio-filled-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'portfolio-filled-375');

  // Published: now on the artist's public page.
  await publicPage.reload();
  const publicPortfolio = publicPage.getByRole('region', { name: 'Portfolio' });
  await expect(publicPortfolio.getByText('Moth study')).toBeVisible();
  await expect(publicPortfolio.getByText('Raven forearm')).toBeVisible();
  await publicPage.close();

  await page.getByRole('button', { name: 'Edit Raven forearm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Portfolio Piece' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'portfolio-edit-dialog-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'portfolio-edit-dialog-1280');
  await dialog.getByLabel('Tags').fill(' raven, , blackwork ,forearm,, ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Portfolio Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  const raven = grid
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Raven forearm' }) });
  await expect(raven.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'raven',
    'blackwork',
    'forearm',
  ]);

  // Cancel closes the dialog without saving.
  await page.getByRole('button', { name: 'Edit Raven forearm' }).click();
  await dialog.getByLabel('Title', { exact: true }).fill('Not saved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('heading', { name: 'Raven forearm' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Rose' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this piece?' });
  await confirm.getByRole('button', { name: 'Delete Piece' }).click();
  await expect(toast(page, 'Portfolio Piece Deleted')).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'Rose' })).toHaveCount(0);
  await expect(grid.getByRole('button', { name: /^Edit/ })).toHaveCount(2);

  // A reload keeps the open tab (it is in the URL) and reads the pieces back from the server; Overview
  // previews the first of them.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true');
  await expect(grid.getByRole('button', { name: /^Edit/ })).toHaveCount(2);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('list', { name: 'First portfolio pieces' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await screenshot(page, 'portfolio-overview-preview-1280');
});

test('the setup wizard’s step 4 uploads images to review after setup, then the Portfolio tab publishes them', async ({
  page,
}) => {
  await signUpArtist(page, 'wizard-upload', 'Moth & Key');
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(
    page.getByText('Images you choose here are uploaded right away, but clients don’t see them yet.'),
  ).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles([
    { name: 'moth.jpg', mimeType: 'image/jpeg', buffer: await makeTestImage() },
    { name: 'key.webp', mimeType: 'image/webp', buffer: await makeTestImage({ format: 'webp' }) },
  ]);
  await expect(toast(page, 'Portfolio Uploaded')).toBeVisible();
  await expect(page.getByText('2 / 20')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Moth' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('To review after setup')).toHaveCount(2);
  await screenshotAtBothWidths(page, 'setup-step-4-uploaded');

  // Back and Next keep the uploads: they are on the server already.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Remove Key' }).click();
  await expect(toast(page, 'Portfolio Piece Deleted')).toBeVisible();
  await expect(page.getByText('1 / 20')).toBeVisible();

  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Overview previews what clients see: nothing until the piece is published.
  await expect(page.getByText('1 new piece waits for your review in the Portfolio tab.')).toBeVisible();
  await screenshotAtBothWidths(page, 'overview-waiting-for-review');
  await page.getByRole('button', { name: 'Go to the Portfolio tab' }).click();
  const review = page.getByRole('region', { name: 'To review (1)' });
  // The styles were saved with the wizard, after the upload: the card starts on her only style, hers listed first.
  await expect(review.getByLabel('Style').locator('optgroup').first()).toHaveAttribute(
    'label',
    'Your styles',
  );
  await expect(review.getByLabel('Style')).toHaveValue('Blackwork');
  await review.getByRole('button', { name: 'Publish Moth' }).click();
  await expect(toast(page, 'Piece Published')).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('list', { name: 'First portfolio pieces' }).getByRole('listitem')).toHaveCount(
    1,
  );
});
