import type { Page } from '@playwright/test';
import { expect, newArtistEmail, saveScreenshot, signIn, test } from './fixtures.ts';
import { connectSandboxAccount } from './instagram-fixtures.ts';

const ARTIST_NAME = 'Ivy Thorn Tattoo';
const INQUIRY = 'Hi! I want a fine line rose on my forearm, about 3 inches, budget $300';

/** Desktop and phone screenshots of the current screen, for a person to look at (.tmp/shots). */
async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await saveScreenshot(page, `.tmp/shots/inbox-${name}-${label}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('connect the sandbox, DM as a client, see the inbox fill and a lead appear, reply as the artist and see the bot pause', async ({
  page,
}) => {
  // A whole DM journey plus screenshots at two widths: more than 30 s on a loaded machine.
  test.slow();
  await signIn(page, { email: newArtistEmail('inbox'), name: 'Ivy Thorn' });
  await expect(page).toHaveURL(/\/setup$/);
  const setup = await page.request.patch('/api/user/preferences', {
    data: { artistName: ARTIST_NAME, specialtyStyles: ['Minimalist'], hasCompletedSetup: true },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(setup.status()).toBe(200);

  await connectSandboxAccount(page, `ivy_${Date.now().toString(36)}`);

  await page.goto('/instagram-sandbox');
  await expect(page.getByRole('heading', { name: 'Instagram sandbox' })).toBeVisible();
  await page.getByLabel('Client username').fill('rose.client');
  await page.getByLabel('Message', { exact: true }).fill(INQUIRY);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText(INQUIRY)).toBeVisible();
  // The assistant's reply comes back through the Send API, introducing itself first.
  await expect(
    messages.getByText(`I'm the automated assistant for ${ARTIST_NAME}`, { exact: false }),
  ).toBeVisible();
  // A reference photo arrives as Meta sends one, an expiring link; the app copies it into its storage.
  await page.getByLabel('Message', { exact: true }).fill('Here is my reference');
  await page.getByRole('button', { name: 'Send with a photo' }).click();
  await expect(messages.getByText('Here is my reference', { exact: false })).toBeVisible();
  // On a 390 px phone every bubble, a long link included, stays inside the thread (issue #25).
  await page.setViewportSize({ width: 390, height: 844 });
  const listBox = (await messages.boundingBox())!;
  for (const bubble of await messages.getByRole('listitem').all()) {
    const box = (await bubble.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(listBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(listBox.x + listBox.width);
    expect(await bubble.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await shoot(page, 'sandbox');

  await page.goto('/dashboard?tab=inbox');
  const inbox = page.getByRole('region', { name: 'Inbox' });
  const conversations = inbox.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByRole('button')).toHaveCount(1);
  const row = conversations.getByRole('button').first();
  await expect(row.getByText('Assistant', { exact: true })).toBeVisible();
  await expect(row.getByText(/Lead · \w+ fit/)).toBeVisible();
  await expect(row.getByText(/left to reply/)).toBeVisible();
  await shoot(page, 'list');

  // The User Profile API named the client: @username, not "Instagram user ···1234".
  await expect(row.getByText('@rose.client')).toBeVisible();
  await row.click();
  const thread = inbox.getByRole('region', { name: 'Conversation with @rose.client' });
  await expect(thread.getByText(INQUIRY)).toBeVisible();
  const photo = thread.getByRole('img', { name: 'Sent by the client' });
  await expect(photo).toBeVisible();
  // Loaded from Inkdesk's own copy, not Meta's link.
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(photo).toHaveAttribute('src', /^\/api\/inbox\/threads\/.+\/images\/[a-f0-9]+\.webp$/);
  await thread.getByLabel('Reply as you').fill('Ivy here! I have Thursday at 2pm open for your rose.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText('Ivy here! I have Thursday at 2pm open for your rose.')).toBeVisible();
  // Replying takes the thread over: the badge says the artist handles it, and the reply goes out.
  await expect(thread.getByText('You', { exact: true }).first()).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Hand back to assistant' })).toBeVisible();
  await expect(thread.getByText('Sent', { exact: true }).last()).toBeVisible();
  await shoot(page, 'thread');
  // The lead label opens that lead's details in place.
  await thread.getByRole('button', { name: /Lead · \w+ fit: open details/ }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Match analysis' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('tab', { name: 'Leads' }).click();
  await expect(page.getByText('Instagram', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('@rose.client').first()).toBeVisible();
  await shoot(page, 'leads');

  await page.goto('/instagram-sandbox');
  await page.getByLabel('Client username').fill('rose.client');
  await expect(
    page
      .getByRole('list', { name: 'Messages' })
      .getByText('Ivy here! I have Thursday at 2pm open for your rose.'),
  ).toBeVisible();
  // STOP is confirmed to the client, with the way back.
  await page.getByLabel('Message', { exact: true }).fill('STOP');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page
      .getByRole('list', { name: 'Messages' })
      .getByText('Reply START to turn them back on', { exact: false }),
  ).toBeVisible();

  // Opted out, the client's next DM gets no answer: the inbox flags it and counts it.
  await page.getByLabel('Message', { exact: true }).fill('Is Thursday still free?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText('Is Thursday still free?'),
  ).toBeVisible();
  await page.goto('/dashboard?tab=inbox');
  await expect(conversations.getByText('Needs your reply')).toBeVisible();
  await expect(inbox.getByRole('status').getByText('1 conversation needs your reply.')).toBeVisible();
  // Switched off, the assistant says so above the conversations.
  await inbox.getByRole('switch', { name: 'Assistant answers DMs' }).click();
  await expect(inbox.getByText('The assistant is switched off', { exact: false })).toBeVisible();
  await shoot(page, 'assistant-off');

  // Disconnected: the inbox says so and how to reconnect, and offers no reply box.
  const disconnect = await page.request.post('/api/instagram/disconnect', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(disconnect.status()).toBe(204);
  await page.goto('/dashboard?tab=inbox');
  await expect(conversations.getByText('Instagram disconnected')).toBeVisible();
  await conversations.getByRole('button').first().click();
  await expect(thread.getByRole('status').getByText('Instagram is disconnected')).toBeVisible();
  await expect(thread.getByRole('link', { name: 'Reconnect it in Settings → Integrations' })).toBeVisible();
  await expect(thread.getByLabel('Reply as you')).toHaveCount(0);
  await expect(thread.getByText(/left to reply/)).toHaveCount(0);
  await shoot(page, 'disconnected');
});
