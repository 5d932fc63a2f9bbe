import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startWebhookReceiver, type WebhookReceiver } from '../fakes/webhook-receiver.ts';
import { expect, newArtistEmail, PHONE, screenshotAtBothWidths, test, toast } from './fixtures.ts';
import { createLeadThroughChat, signInArtist } from './lead-fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

/**
 * Issue #29 item 4 (decision 079) in the browser: an artist on the Studio plan adds a webhook endpoint pointing
 * at a receiver this test runs (which verifies every signature with the secret the dialog showed once), a client's
 * chat is saved as a lead, the delivery shows in the log as delivered with the receiver's answer, and Resend
 * sends the same event again. The plan is set in the database, so the server runs on a PostgreSQL database of its
 * own; it allows the receiver's http://127.0.0.1 address as development does (WEBHOOKS_ALLOW_LOCAL_URLS).
 */
const databaseServer = process.env.TEST_DATABASE_URL;
test.skip(!databaseServer, 'the journey sets the artist’s plan in the database: set TEST_DATABASE_URL');

const PORT = Number(process.env.E2E_PORT ?? 5173) + 29;
const RECEIVER_PORT = PORT + 1;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let own: OwnServer;
let receiver: WebhookReceiver;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer({ name: 'webhooks', port: PORT, env: { WEBHOOKS_ALLOW_LOCAL_URLS: 'true' } });
  receiver = await startWebhookReceiver({ port: RECEIVER_PORT });
});
test.afterAll(async () => {
  await receiver?.close();
  await own?.stop();
});

/** The Webhooks card alone at 1280 and 390 px under .tmp/shots: the settings page around it is long. */
async function screenshotCard(page: Page, name: string) {
  mkdirSync('.tmp/shots', { recursive: true });
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.locator('#webhooks').screenshot({ path: `.tmp/shots/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an artist adds an endpoint, a saved chat reaches it signed, the log shows it delivered, and Resend sends it again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const artistId = await signInArtist(page, {
    email: newArtistEmail('webhooks'),
    artistName: 'Hook Ink',
    styles: ['Japanese'],
  });
  // On the trial (Professional) the card names the plan webhooks come with.
  await page.goto('/dashboard?tab=settings');
  await expect(page.locator('#webhooks').getByText('Needs the Studio plan')).toBeVisible();
  await screenshotCard(page, 'webhooks-plan-required');
  await own.database.query(
    `update subscriptions set plan = 'studio', status = 'active', trial_ends_at = null,
       current_period_end = now() + interval '30 days' where artist_id = $1`,
    [artistId],
  );
  await page.reload();
  const card = page.locator('#webhooks');
  await expect(card.getByText('No endpoints yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add endpoint' }).click();

  const adding = page.getByRole('dialog', { name: 'Add endpoint' });
  // A URL that is no URL is refused in the dialog, naming the field.
  await adding.getByLabel('Endpoint URL').fill('not a url');
  await adding.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(adding.getByText('Enter a full URL, like https://example.com/inkdesk')).toBeVisible();
  await adding.getByLabel('Endpoint URL').fill(receiver.url);
  await adding.getByLabel('Description (optional)').fill('Our CRM');
  await adding.getByRole('checkbox', { name: /conversation\.handover/ }).uncheck();
  await screenshotAtBothWidths(page, 'webhooks-add', { fullPage: false });
  await adding.getByRole('button', { name: 'Add endpoint' }).click();

  const added = page.getByRole('dialog', { name: 'Endpoint added' });
  const secret = await added.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_[\w-]{43}$/);
  receiver.useSecret(secret);
  await screenshotAtBothWidths(page, 'webhooks-secret', { fullPage: false });
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(added).toBeHidden();

  const endpoint = card.getByRole('listitem').filter({ hasText: receiver.url });
  await expect(endpoint).toContainText('Our CRM');
  await expect(endpoint).not.toContainText('conversation.handover');

  // A stranger's chat (no session of the artist's): a client's, not the Test Chatbot's.
  const leadId = await createLeadThroughChat(request, {
    artistId,
    email: 'webhook-client@example.com',
    lines: ['a japanese koi on my forearm', 'palm sized, black and grey, about $400'],
  });
  await endpoint.getByRole('button', { name: 'Delivery log' }).click();
  const log = endpoint.getByRole('region', { name: 'Delivery log' });
  const created = log.getByRole('listitem').filter({ hasText: 'lead.created' });
  // The log follows a delivery that is about to be sent on its own.
  await expect(created.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
  await expect(created).toContainText(/200 · \d+ ms/);
  expect(receiver.received).toHaveLength(1);
  expect(receiver.received[0]).toMatchObject({ type: 'lead.created', data: { lead: { id: leadId } } });
  await screenshotCard(page, 'webhooks-log');

  await created.getByRole('button', { name: /^Resend lead\.created/ }).click();
  await expect(toast(page, 'Delivery Resent')).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: 'lead.created' })).toHaveCount(2);
  await expect(log.getByText('Delivered')).toHaveCount(2, { timeout: 20_000 });
  expect(receiver.received.map((event) => event.id)).toEqual([
    receiver.received[0]!.id,
    receiver.received[0]!.id,
  ]);
  expect(receiver.rejected).toBe(0);

  // The receiver goes down: a test event is refused, and the log says why and when it is tried again.
  await receiver.goDown();
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect(toast(page, 'Test Event Sent')).toBeVisible();
  const testEvent = log.getByRole('listitem').filter({ hasText: 'webhook.test' });
  await expect(testEvent.getByText(/^Retrying /)).toBeVisible({ timeout: 20_000 });
  await expect(testEvent).toContainText('Connection refused');
  await expect(testEvent.getByRole('button', { name: /^Resend/ })).toHaveCount(0);
  await screenshotCard(page, 'webhooks-retrying');
});
