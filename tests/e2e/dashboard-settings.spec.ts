import { expect, newArtistEmail, screenshot, signIn, test, toast } from './fixtures.ts';

/** Finishes the wizard through the API the wizard itself calls, so this journey starts on the dashboard. */
async function signInWithFinishedProfile(page: import('@playwright/test').Page) {
  await signIn(page, { email: newArtistEmail('settings'), name: 'Sam Rivera' });
  await expect(page).toHaveURL(/\/setup$/);
  const response = await page.request.patch('/api/user/preferences', {
    data: {
      artistName: 'Sam Rivera Ink',
      bio: 'Traditional flash and custom color work.',
      specialtyStyles: ['Traditional'],
      yearsExperience: 5,
      consultationPrice: null,
      bookingUrl: '',
      instagramHandle: 'samrivera',
      hasCompletedSetup: true,
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
  await page.goto('/dashboard');
}

test('overview shows Not set for empty business fields', async ({ page }) => {
  await signInWithFinishedProfile(page);
  const businessInfo = page
    .getByRole('region', { name: 'Business Info' })
    .or(page.locator('section', { hasText: 'Business Info' }));
  await expect(businessInfo.first()).toContainText('Not set');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  for (const tab of ['Portfolio', 'Leads', 'Test Chatbot', 'Settings']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
});

test('settings are read-only until Edit; Cancel restores and Save persists across a reload', async ({
  page,
}) => {
  await signInWithFinishedProfile(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const artistName = page.getByLabel('Artist Name');
  await expect(artistName).toBeDisabled();
  await expect(artistName).toHaveValue('Sam Rivera Ink');
  await screenshot(page, 'settings-read-only');

  await page.getByRole('button', { name: 'Edit' }).click();
  await artistName.fill('Something Else');
  await page.getByLabel('Years of Experience').fill('40');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(artistName).toBeDisabled();
  await expect(artistName).toHaveValue('Sam Rivera Ink');
  await expect(page.getByLabel('Years of Experience')).toHaveValue('5');

  await page.getByRole('button', { name: 'Edit' }).click();
  await artistName.fill('Sam Rivera Tattoo Co.');
  await page.getByLabel('Consultation Price').fill('80');
  await page.getByLabel('Booking URL').fill('https://example.com/sam');
  await screenshot(page, 'settings-editing');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Preferences Updated')).toBeVisible();
  await expect(artistName).toBeDisabled();

  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('Artist Name')).toHaveValue('Sam Rivera Tattoo Co.');
  await expect(page.getByLabel('Consultation Price')).toHaveValue('80');
  await expect(page.getByLabel('Booking URL')).toHaveValue('https://example.com/sam');
});

test('logout ends the session and returns to the landing page', async ({ page }) => {
  await signInWithFinishedProfile(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  // The built-in provider asks whether to end its own session too.
  await expect(page.getByRole('heading', { name: 'Sign out of local sign-in?' })).toBeVisible();
  await screenshot(page, 'local-sign-out');
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
});
