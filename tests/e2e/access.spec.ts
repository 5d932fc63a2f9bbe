import {
  catchSignInRedirect,
  expect,
  newArtistEmail,
  saveScreenshot,
  screenshot,
  signIn,
  test,
  toast,
} from './fixtures.ts';

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

test('/dashboard signed out says Unauthorized and goes to sign-in, not 404', async ({ page }) => {
  const signInRedirect = await catchSignInRedirect(page);
  await page.goto('/dashboard');
  await expect(toast(page, 'Unauthorized')).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  await signInRedirect.continueToSignIn();
  await expect(page.getByRole('heading', { name: 'Sign in to Inkdesk' })).toBeVisible();
});

test('mid-setup, /terms shows only the wizard (spec §2)', async ({ page }) => {
  await signIn(page, { email: newArtistEmail('terms-mid-setup'), name: 'Tess Terms' });
  await expect(page).toHaveURL(/\/setup$/);
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
});

test('an admin skips the artist wizard and lands on the admin dashboard', async ({ page }) => {
  // Runs before the next test gives the admin a persona.
  await signIn(page, { email: 'admin@example.com', name: 'Ada Admin' });
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
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

test('an unknown path answers HTTP 404 and shows 404 Page Not Found', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await screenshot(page, 'not-found');
});

test('the landing page offers sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
  await screenshot(page, 'landing');
});

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

test('a sign-in that does not check out shows a page to try again, not JSON', async ({ page }) => {
  await page.goto('/api/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Inkdesk' })).toBeVisible();
  const callback = await page.goto('/api/callback?code=forged&state=forged');
  expect(callback?.status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'Sign-in did not complete' })).toBeVisible();
  for (const { name, width, height } of SIZES) {
    await page.setViewportSize({ width, height });
    await saveScreenshot(page, `.tmp/shots/sign-in-problem-${name}.png`);
  }
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Inkdesk' })).toBeVisible();
});

test('a logout link on another site asks first; one click signs out', async ({ page }) => {
  await signIn(page, { email: newArtistEmail('logout-confirm'), name: 'Lou Gout' });
  await expect(page).toHaveURL(/\/setup$/);
  const logoutUrl = new URL('/api/logout', page.url()).href;
  await page.route('https://elsewhere.example/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<a href="${logoutUrl}">Free tattoo</a>` }),
  );
  await page.goto('https://elsewhere.example/');
  await page.getByRole('link', { name: 'Free tattoo' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out of Inkdesk?' })).toBeVisible();
  for (const { name, width, height } of SIZES) {
    await page.setViewportSize({ width, height });
    await saveScreenshot(page, `.tmp/shots/logout-confirm-${name}.png`);
  }
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  await page.getByRole('link', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign out of local sign-in?' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
