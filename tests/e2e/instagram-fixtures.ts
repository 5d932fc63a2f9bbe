import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Settings → Integrations → Connect a sandbox account, as the browser's requests (the button's own journey is
 * tests/e2e/instagram-connect.spec.ts): start, the sandbox's consent form, its redirect to our callback.
 */
export async function connectSandboxAccount(page: Page, username: string) {
  const start = await page.request.get('/api/instagram/connect');
  expect(start.status()).toBe(200);
  const { authorizeUrl } = (await start.json()) as { authorizeUrl: string };
  const consent = await (await page.request.get(authorizeUrl)).text();
  const decodeAmpersands = (value: string) => value.replaceAll('&#38;', '&');
  const approve = new URL(decodeAmpersands(consent.match(/action="([^"]+)"/)![1]!));
  for (const [, name, value] of consent.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    approve.searchParams.set(name!, decodeAmpersands(value!));
  }
  approve.searchParams.set('username', username);
  const toCallback = await page.request.get(approve.href, { maxRedirects: 0 });
  const callback = await page.request.get(toCallback.headers().location!, { maxRedirects: 0 });
  expect(callback.headers().location).toContain('instagram=connected');
}
