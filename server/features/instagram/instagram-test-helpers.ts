import { expect } from 'vitest';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { SANDBOX_PATH } from '../../providers/instagram/sandbox/create-sandbox-graph.ts';

/** Settings → Integrations → Connect, through the sandbox's consent page, as a browser would; returns the callback's redirect. */
export async function connectSandbox(browser: TestBrowser, username: string): Promise<URL> {
  const start = await browser.request('/api/instagram/connect');
  expect(start.status).toBe(200);
  const { authorizeUrl } = (await start.json()) as { authorizeUrl: string };
  const page = await browser.request(authorizeUrl);
  const html = await page.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1]!,
      match[2]!.replaceAll('&#38;', '&'),
    ]),
  );
  const approve = new URL(html.match(/action="([^"]+)"/)![1]!.replaceAll('&#38;', '&'));
  approve.search = new URLSearchParams({ ...hidden, username }).toString();
  const toCallback = await browser.request(approve.href);
  expect(toCallback.status).toBe(302);
  const callback = await browser.request(toCallback.headers.get('location')!);
  expect(callback.status).toBe(302);
  return new URL(callback.headers.get('location')!, 'http://app');
}

/** Drives the sandbox's test controls (non-production only). */
export async function sandboxControl(baseUrl: string, action: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}${SANDBOX_PATH}/_control/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}
