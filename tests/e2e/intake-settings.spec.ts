import type { Page } from '@playwright/test';
import {
  expect,
  newArtistEmail,
  pageExpectingFailedLoads,
  saveScreenshot,
  signIn,
  test,
  toast,
} from './fixtures.ts';

/** Issue #11: an artist sets intake controls in Settings, and the assistant answers from them. */
async function signInFinished(page: Page) {
  await signIn(page, { email: newArtistEmail('intake'), name: 'Ivy Intake' });
  await expect(page).toHaveURL(/\/setup$/);
  const response = await page.request.patch('/api/user/preferences', {
    data: {
      artistName: 'Ivy Ink',
      bio: 'Fine-line blackwork.',
      specialtyStyles: ['Blackwork'],
      yearsExperience: 4,
      consultationPrice: null,
      bookingUrl: '',
      instagramHandle: 'ivyink',
      hasCompletedSetup: true,
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
}

async function shoot(page: Page, name: string, top = page.getByRole('heading', { name: 'Intake Controls' })) {
  await top.evaluate((element) => element.scrollIntoView());
  await saveScreenshot(page, `.tmp/shots/${name}.png`);
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`intake controls save and reach the assistant (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInFinished(page);
    await expect(page.getByRole('heading', { name: 'Intake Controls' })).toBeVisible();
    const specialties = page.getByRole('group', { name: 'Specialty styles' });
    await expect(specialties.getByRole('button', { name: 'Blackwork' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page
      .getByRole('group', { name: "Styles I don't do" })
      .getByRole('button', { name: 'Watercolor' })
      .click();
    await page.getByLabel('Minimum price ($)').fill('250');
    await page.getByLabel('Books').selectOption('waitlist');
    await page.getByLabel('Walk-ins').selectOption('no');
    await page.getByLabel('Deposit policy').fill('$100 deposit, taken off the final price');
    await page.getByLabel('Studio location').fill('12 Elm St, Portland');
    await shoot(page, `intake-settings-${label}`);
    await specialties.getByRole('button', { name: 'Dotwork' }).click();
    await page.getByRole('button', { name: 'Save Intake Controls' }).click();
    await expect(toast(page, 'Intake Settings Saved')).toBeVisible();
    // Issue #25: the Overview shows the saved styles at once, not after a reload.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('tabpanel').getByText('Dotwork', { exact: true })).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByLabel('Books')).toHaveValue('waitlist');
    await expect(page.getByLabel('Studio location')).toHaveValue('12 Elm St, Portland');

    const bad = page
      .getByRole('group', { name: "Styles I don't do" })
      .getByRole('button', { name: 'Blackwork' });
    await bad.click();
    await page.getByRole('button', { name: 'Save Intake Controls' }).click();
    await expect(toast(page, "A style cannot be both a specialty and one you don't do")).toBeVisible();
  });
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`books close until a date or after N requests, and the Overview says so (${label})`, async ({
    context,
  }) => {
    // The server's 400 for a past reopen date is part of the journey.
    const { page, expectNoOtherErrors } = await pageExpectingFailedLoads(context, [400]);
    await page.setViewportSize(viewport);
    await signInFinished(page);
    const save = () => page.getByRole('button', { name: 'Save Intake Controls' }).click();

    // Issue #26 item 7: open books close after a number of new requests.
    await page.getByLabel('Close after (new requests)').fill('0');
    await save();
    await expect(toast(page, 'Close after must be at least 1 request')).toBeVisible();
    await page.getByLabel('Close after (new requests)').fill('3');
    await shoot(page, `books-close-after-${label}`, page.getByLabel('Minimum price ($)'));
    await save();
    await expect(toast(page, 'Intake Settings Saved')).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByTestId('books-state')).toHaveText('Books close after 3 more requests');
    await saveScreenshot(page, `.tmp/shots/books-overview-${label}.png`);

    // Closed until a date: a past one is refused on its field by the server.
    await page.getByRole('button', { name: 'Change books' }).click();
    await page.getByLabel('Books', { exact: true }).selectOption('closed');
    await page.getByLabel('Reopen on').fill('2020-01-12');
    await save();
    await expect(page.getByText(/^Reopen date must be after today/).first()).toBeVisible();
    await page.getByLabel('Reopen on').fill('2099-01-12');
    await shoot(page, `books-reopen-on-${label}`, page.getByLabel('Minimum price ($)'));
    await save();
    await expect(toast(page, 'Intake Settings Saved')).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByTestId('books-state')).toHaveText('Books closed until 12 Jan');
    expectNoOtherErrors();
  });
}
