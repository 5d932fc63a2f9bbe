import { expect, newArtistEmail, screenshot, signIn, test, toast } from './fixtures.ts';

test('a new artist signs in, is held by the wizard’s checks, completes setup and sees the dashboard', async ({
  page,
}) => {
  await signIn(page, { email: newArtistEmail('wizard'), name: 'Jun Park' });
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await screenshot(page, 'setup-step-1');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'Artist Name Required')).toBeVisible();
  await expect(toast(page, 'Please enter your artist name to continue')).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();

  await page.getByLabel('Artist Name').fill('Jun Park Tattoo');
  await page.getByLabel('Bio').fill('Irezumi-inspired large-scale work.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'Select at least one style')).toBeVisible();
  await expect(toast(page, 'Choose the tattoo styles you specialize in')).toBeVisible();
  await page.getByRole('button', { name: 'Japanese' }).click();
  await page.getByRole('button', { name: 'Blackwork' }).click();
  await expect(page.getByRole('button', { name: 'Japanese' })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'setup-step-2');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByLabel('Years of Experience').fill('12');
  await page.getByLabel('Consultation Price').fill('200');
  await page.getByLabel('Booking URL').fill('https://example.com/jun');
  await page.getByLabel('Instagram Handle').fill('@jun.park.ink');
  await screenshot(page, 'setup-step-3');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await screenshot(page, 'setup-step-4');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Years of Experience')).toHaveValue('12');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(toast(page, 'Setup Complete!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Jun Park Tattoo').first()).toBeVisible();
  await expect(page.getByText('Irezumi-inspired large-scale work.')).toBeVisible();
  await expect(page.getByText('12 years')).toBeVisible();
  await expect(page.getByText('$200')).toBeVisible();
  await expect(page.getByText('@jun.park.ink')).toBeVisible();
  await expect(page.getByText('No portfolio pieces yet')).toBeVisible();
  await screenshot(page, 'dashboard-overview');

  // Setup is done: the API agrees, and a reload lands on the dashboard, not the wizard.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
});
