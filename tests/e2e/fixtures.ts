import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';

/** The one console error a signed-out page makes by design: GET /api/auth/user answers 401 (spec §7). */
const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 401/];

/** Playwright's test with a page that fails the test on any unexpected console.error or page error. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(message.text()))) return;
      // The Outbox shows an email's HTML in a frame sandboxed without scripts, by design; Chromium reports a
      // blocked script there as the frame is torn down. The email holds none (send-email-smtp.test.ts).
      if (message.location().url === 'about:srcdoc' && /^Blocked script execution/.test(message.text()))
        return;
      // An unknown path's page answers 404 by design (its document, not a resource it loads).
      if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
      errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

/**
 * A page of its own for a journey that makes requests fail on purpose: the browser logs each refused load as a
 * console error, which the fixture's page would count as a bug. Loads refused with `statuses` (and the signed-out
 * 401) are expected; any other error still fails, through `expectNoOtherErrors`.
 */
export async function pageExpectingFailedLoads(context: BrowserContext, statuses: number[]) {
  const page = await context.newPage();
  const errors: string[] = [];
  const expected = new RegExp(
    `Failed to load resource: the server responded with a status of (${[401, ...statuses].join('|')})`,
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, expectNoOtherErrors: () => expect(errors, 'console errors on the page').toEqual([]) };
}

let accountCounter = 0;

/** A fresh email per call, so each journey starts as a brand-new artist. */
export function newArtistEmail(prefix: string): string {
  accountCounter += 1;
  return `${prefix}-${Date.now()}-${accountCounter}@example.com`;
}

/** Signs in through the built-in provider's local page, the way an artist does. */
export async function signIn(page: Page, { email, name }: { email: string; name: string }) {
  await page.goto('/api/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Inkdesk' })).toBeVisible();
  await expect(page.getByText('Local sign-in', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Journeys save screenshots for a person to look at. On CI nobody does, and the pictures cost the two cores a
 * second or more each, so there they are taken only with E2E_SCREENSHOTS=1 (decision 076).
 */
const isSavingScreenshots = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** Saves `target`'s screenshot at `path` (its folder made), unless screenshots are off (CI). */
export async function saveScreenshot(
  target: Page | Locator,
  path: string,
  options: { fullPage?: boolean; style?: string } = {},
) {
  if (!isSavingScreenshots) return;
  mkdirSync(dirname(path), { recursive: true });
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path, style: options.style });
}

/** Saves a full-page screenshot under .tmp/screens for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await saveScreenshot(page, `.tmp/screens/${name}.png`, { fullPage: true });
}

/** The phone every journey on a phone uses: 390 px wide, as the screenshots are. */
export const PHONE = { width: 390, height: 844 };

/**
 * Desktop (1280×800) and phone (390×844) screenshots of the current screen under .tmp/shots, for a person to
 * look at; `fullPage: false` for an open dialog, which a full-page capture paints only partly.
 */
export async function screenshotAtBothWidths(page: Page, name: string, { fullPage = true } = {}) {
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await saveScreenshot(page, `.tmp/shots/${name}-${label}.png`, { fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * One part of a long screen (a Settings card) alone, at 1280 and 390 px under .tmp/shots: a page capture after
 * the resize would show wherever the narrower page happens to be scrolled.
 */
export async function screenshotPartAtBothWidths(page: Page, part: Locator, name: string) {
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await saveScreenshot(part, `.tmp/shots/${name}-${label}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Toasts: Radix repeats the text for screen readers, so match the visible toast exactly. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/**
 * The Unauthorized toast stays only AUTH_REDIRECT_DELAY_MS (500 ms) before the app leaves for /api/login,
 * and Playwright waits for a pending navigation before it reads the page, so on a cold machine the toast
 * can be gone before the first look. This answers the app's navigation to /api/login with 204 No Content,
 * which keeps the page (and its toast) where it is, and records that the app asked for it.
 * `continueToSignIn` then lets the same navigation through.
 */
export async function catchSignInRedirect(page: Page) {
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  await page.route('**/api/login', async (route) => {
    if (route.request().isNavigationRequest()) markRequested();
    await route.fulfill({ status: 204 });
  });
  return {
    requested,
    async continueToSignIn() {
      await requested;
      await page.unroute('**/api/login');
      await page.goto('/api/login');
    },
  };
}

/** Axe on the current page: the serious and critical violations, for `expect(...).toEqual([])`. */
export async function seriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) }));
}

/**
 * Opens a page and waits until the network is quiet. A prerendered page shows at once but loads its app
 * after the first paint, so buttons work only once it has hydrated, which is done by then.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
}
