import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { instagramAccounts } from '../../db/schema/index.ts';
import { SANDBOX_PATH } from '../../providers/instagram/sandbox/create-sandbox-graph.ts';
import { signWebhookBody } from '../../providers/instagram/signatures.ts';

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

/** POSTs a webhook body signed with `secret`, as Meta does; the response is the test's to check. */
export function postSignedWebhook(baseUrl: string, body: string, secret: string) {
  return fetch(`${baseUrl}/api/webhooks/instagram`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhookBody(body, secret) },
    body,
  });
}

/** An artist with a sandbox account connected, and that account's id (webhooks' `entry.id`). */
export async function createConnectedArtist(
  app: TestApp,
  { email, artistName, username }: { email: string; artistName: string; username: string },
): Promise<{ artist: TestArtist; igUserId: string }> {
  const artist = await createArtist(app.url, { email, artistName, styles: ['Minimalist'] });
  await connectSandbox(artist.browser, username);
  await app.jobs.whenIdle();
  const [account] = await app.database.db
    .select({ igUserId: instagramAccounts.igUserId })
    .from(instagramAccounts)
    .where(eq(instagramAccounts.artistId, artist.id));
  return { artist, igUserId: account!.igUserId };
}

/** A sandbox client DMs the artist's account (optionally with a photo); resolves with the mid once all jobs ran. */
export async function sandboxDm(
  app: TestApp,
  artist: TestArtist,
  message: { username: string; text: string; withPhoto?: boolean },
): Promise<string> {
  const sent = await requestJson(app.url, artist.browser, 'POST', '/api/instagram/sandbox/messages', message);
  expect(sent.status).toBe(200);
  await app.jobs.whenIdle();
  return sent.body.mid as string;
}
