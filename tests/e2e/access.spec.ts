import { catchSignInRedirect, expect, newArtistEmail, screenshot, signIn, test, toast } from './fixtures.ts';

test('/admin signed out says Unauthorized and goes to sign-in', async ({ page }) => {
  const signInRedirect = await catchSignInRedirect(page);
  await page.goto('/admin');
  await expect(toast(page, 'Unauthorized')).toBeVisible();
  await expect(toast(page, 'You are logged out. Logging in again...')).toBeVisible();
  await screenshot(page, 'admin-signed-out');
  await signInRedirect.continueToSignIn();
  await expect(page.getByRole('heading', { name: 'Sign in to Inkdesk' })).toBeVisible();
  await screenshot(page, 'local-sign-in');
});

test('/admin as an artist says Access Denied and returns home', async ({ page }) => {
  await signIn(page, { email: newArtistEmail('not-admin'), name: 'Nora Artist' });
  await expect(page).toHaveURL(/\/setup$/);
  await page.request.patch('/api/user/preferences', {
    data: { artistName: 'Nora Ink', specialtyStyles: ['Minimalist'], hasCompletedSetup: true },
    headers: { origin: new URL(page.url()).origin },
  });
  await page.goto('/admin');
  await expect(toast(page, 'Access Denied')).toBeVisible();
  await expect(toast(page, 'Admin access required for this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
});

test('an admin reaches the admin dashboard', async ({ page }) => {
  await signIn(page, { email: 'admin@example.com', name: 'Ada Admin' });
  await page.request.patch('/api/user/preferences', {
    data: { artistName: 'Studio Admin', specialtyStyles: ['Realism'], hasCompletedSetup: true },
    headers: { origin: new URL(page.url()).origin },
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const tab of ['Lead Management', 'A/B Testing', 'Analytics']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await screenshot(page, 'admin');
});

test('an unknown path shows 404 Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await screenshot(page, 'not-found');
});

test('the landing page offers sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
  await screenshot(page, 'landing');
});
