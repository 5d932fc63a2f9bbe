import type { Locator } from '@playwright/test';
import { nanoid } from 'nanoid';
import { expect, newArtistEmail, saveScreenshot, signIn, test, toast } from './fixtures.ts';
import { signInArtist } from './lead-fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

/**
 * Issue #26 item 8 (decision 068) in the browser: an artist turns on text reminders in Settings, a client who
 * gave a phone number is booked, and when the reminder falls due the admin reads the text in the Outbox's local
 * SMS sandbox. A reminder falls due 48 hours before the session, and the server's clock cannot be moved from here:
 * this journey runs the built server on a PostgreSQL database of its own (as demo-seed-off.spec.ts does) and brings
 * the reminder job forward there, as the Vitest tests do. It needs TEST_DATABASE_URL, which CI sets.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
test.skip(!databaseServer, 'the reminder is brought forward in the database: set TEST_DATABASE_URL');

const PORT = Number(process.env.E2E_PORT ?? 5173) + 7;
const appUrl = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: appUrl });

let own: OwnServer;
let database: OwnServer['database'];
test.beforeAll(async () => {
  own = await startOwnServer({ name: 'sms', port: PORT });
  database = own.database;
});
test.afterAll(async () => {
  await own?.stop();
});

/** One part of a long page at desktop and phone widths. */
async function shootAtBothWidths(part: Locator, name: string) {
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await part.page().setViewportSize({ width, height });
    await saveScreenshot(part, `.tmp/shots/${name}-${label}.png`);
  }
  await part.page().setViewportSize({ width: 1280, height: 800 });
}

test('the artist turns on text reminders, and the admin reads the reminder kept in the SMS sandbox', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const artistEmail = newArtistEmail('text-reminders');
  const artistName = 'Sol Tinta';
  const artistId = await signInArtist(page, { email: artistEmail, artistName, styles: ['Blackwork'] });

  await page.goto('/dashboard?tab=settings');
  const availability = page.locator('section', { has: page.getByRole('heading', { name: 'Availability' }) });
  // The Settings tab is long and loads several cards at once: a busy CI machine may take a while.
  await expect(availability.getByLabel('Time zone')).toBeEnabled({ timeout: 30_000 });
  await availability.getByLabel('Time zone').selectOption('UTC');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    await availability.getByRole('button', { name: `Add hours on ${day}` }).click();
  const setting = availability.getByRole('checkbox', { name: /Text reminders to clients/ });
  await expect(setting).not.toBeChecked();
  await expect(availability.getByText(/texts are kept in the local SMS sandbox, not sent/)).toBeVisible();
  await setting.check();
  await availability.getByRole('button', { name: 'Save Availability' }).click();
  await expect(toast(page, 'Availability Saved')).toBeVisible();
  await page.reload();
  await expect(setting).toBeChecked();
  await shootAtBothWidths(
    availability.locator('label', { has: page.getByText('Text reminders to clients') }),
    'text-reminders-setting',
  );

  // A client chats and saves with their email and phone number.
  const clientEmail = `lua-${Date.now()}@example.com`;
  const sessionId = nanoid();
  const messages: Array<{ role: string; content: string }> = [];
  for (const content of ['a fine line moon on my wrist', 'small, black, about $200, my name is Lua Reis']) {
    messages.push({ role: 'user', content });
    const answer = await request.post('/api/chat/consult', { data: { sessionId, artistId, messages } });
    expect(answer.status()).toBe(200);
    messages.push({ role: 'assistant', content: ((await answer.json()) as { response: string }).response });
  }
  const saved = await request.post('/api/chat/save', {
    data: { sessionId, email: clientEmail, phone: '+351 912 345 678', directionSummary: '', clarityScore: 0 },
  });
  expect(saved.status()).toBe(200);
  const { leadId } = (await saved.json()) as { leadId: string };

  // The artist books a time more than two days ahead, so both reminders are queued.
  const origin = new URL(page.url()).origin;
  const slots = await page.request.get(`/api/booking/leads/${leadId}/free-slots?sessionKind=small`);
  const later = ((await slots.json()) as { slots: Array<{ startsAt: string }> }).slots.find(
    (slot) => new Date(slot.startsAt).getTime() > Date.now() + 50 * 3_600_000,
  );
  const booked = await page.request.post(`/api/booking/leads/${leadId}/bookings`, {
    data: { sessionKind: 'small', startsAt: later!.startsAt },
    headers: { origin },
  });
  expect(booked.status()).toBe(200);

  // The client confirms their address from the email in the admin Outbox (decision 055): only then are they texted.
  await page.context().clearCookies();
  await signIn(page, { email: 'admin@example.com', name: 'Studio Admin' });
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc'));
  await page.goto('/admin?tab=outbox');
  const confirmation = page.getByRole('button', {
    name: new RegExp(`^Confirm your email.*To ${clientEmail}`),
  });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(confirmation).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await confirmation.click();
  const html = await page.getByRole('dialog').locator('iframe[title="HTML part"]').getAttribute('srcdoc');
  const link = html?.match(/href="([^"]+\/r\/[^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(link, 'the confirmation link').toBeTruthy();
  const client = await page.context().browser()!.newPage();
  await client.goto(link!);
  await expect(client.getByRole('heading', { name: 'Your appointment' })).toBeVisible();
  await client.close();

  // The 48-hour reminder falls due: its job is brought forward on the database's clock.
  await database.query(
    `update pgboss.job set start_after = now() where name = 'booking-reminder' and data->>'hoursBefore' = '48'`,
  );
  await page.goto('/admin?tab=outbox');
  const texts = page.locator('section', { has: page.getByRole('heading', { name: 'Text messages' }) });
  await expect(texts.getByText('The local SMS sandbox')).toBeVisible();
  const kept = texts.getByRole('listitem').filter({ hasText: 'To +351912345678' });
  // Queued first, then kept by the send-sms job.
  await expect(async () => {
    await texts.getByRole('button', { name: 'Reload texts' }).click();
    await expect(kept.getByText('Kept in the sandbox')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(
    kept.getByText(`${artistName}: your small piece is in two days`, { exact: false }),
  ).toBeVisible();
  await expect(kept.getByText(/Reply STOP to opt out\.$/)).toBeVisible();
  await texts.scrollIntoViewIfNeeded();
  await shootAtBothWidths(texts, 'text-reminders-admin-sandbox');
});
