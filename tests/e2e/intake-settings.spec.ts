import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, newArtistEmail, signIn, test, toast } from './fixtures.ts';

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

async function shoot(page: Page, name: string) {
  mkdirSync('.tmp/shots', { recursive: true });
  await page
    .getByRole('heading', { name: 'Intake Controls' })
    .evaluate((heading) => heading.scrollIntoView());
  await page.screenshot({ path: `.tmp/shots/${name}.png` });
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
