import type { Page } from '@playwright/test';
import { expect, newArtistEmail, seriousA11yViolations, signIn, test } from './fixtures.ts';
import { createLeadThroughChat, signInArtist } from './lead-fixtures.ts';

const DASHBOARD_TABS = [
  'overview',
  'portfolio',
  'leads',
  'bookings',
  'inbox',
  'insights',
  'test-chatbot',
  'settings',
];
const ADMIN_TABS = ['leads', 'experiments', 'analytics', 'jobs', 'outbox'];

/** Opens one tab by its URL, waits until its data has arrived, and returns axe's serious and critical findings. */
async function violationsOn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // The dashboard's own panel; the Inbox nests its Messages and Comments panels inside it.
  await expect(page.getByRole('tabpanel').first()).toBeVisible();
  return seriousA11yViolations(page);
}

// Issue #25: axe finds nothing serious or critical on any dashboard or admin tab, with data on the screen.
test('every artist dashboard tab has no serious or critical axe violation', async ({ page, request }) => {
  // Axe on eight tabs: on a loaded two-core machine that alone can take most of 30 s.
  test.slow();
  const artistId = await signInArtist(page, {
    email: newArtistEmail('axe-artist'),
    artistName: 'Axe Artist',
    styles: ['Minimalist', 'Blackwork'],
  });
  await createLeadThroughChat(request, {
    artistId,
    email: 'axe-client@example.com',
    lines: ['A minimalist swallow on my wrist, about 5 cm, budget $300'],
  });
  for (const tab of DASHBOARD_TABS) {
    expect(await violationsOn(page, `/dashboard?tab=${tab}`), tab).toEqual([]);
  }
});

test('every admin tab has no serious or critical axe violation', async ({ page }) => {
  test.slow();
  await signIn(page, { email: 'admin@example.com', name: 'Studio Admin' });
  for (const tab of ADMIN_TABS) {
    expect(await violationsOn(page, `/admin?tab=${tab}`), tab).toEqual([]);
  }
});
