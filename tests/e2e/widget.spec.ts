import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, newArtistEmail, PHONE, screenshotAtBothWidths, test } from './fixtures.ts';
import { signInArtist } from './lead-fixtures.ts';

const PORT = Number(process.env.E2E_PORT ?? 5173);
/** Two plain sites on other origins than the app's (127.0.0.1, not localhost; ports of this file's own). */
const SITE_PORT = PORT + 25;
const OTHER_SITE_PORT = PORT + 26;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const OTHER_SITE = `http://127.0.0.1:${OTHER_SITE_PORT}`;
const ASKS_FOR_A_PERSON = 'can I talk to a real person? I want a geometric wolf on my left forearm';

/** A static HTML page as any artist's site could be: some text and the widget's tag, nothing else. */
function serveSite(port: number, tag: () => string): Promise<Server> {
  const server = createServer((request, response) => {
    if (!request.url?.startsWith('/flash.html')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Noa's flash</title></head>
<body style="font-family: Georgia, serif; margin: 0; padding: 2rem; background: #faf7f2; color: #222">
<h1>Noa Reyes Tattoo</h1><p>Flash sheets, walk-ins on Saturdays. Ask me anything with the chat below.</p>
${tag()}</body></html>`);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const bubble = (page: Page) => page.getByRole('button', { name: 'Chat with us about a tattoo' });
const chatFrame = (page: Page) => page.frameLocator('iframe[title="Chat about your tattoo idea"]');

test('the website widget on a plain HTML page: bubble, chat on opening, a saved lead that shows its page; other sites refused', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sites, a sign-in, a chat saved in a frame and screenshots at two widths.
  test.slow();
  let handle = '';
  const tag = () => `<script src="${baseURL}/widget.js" data-artist="${handle}"></script>`;
  const site = await serveSite(SITE_PORT, tag);
  const otherSite = await serveSite(OTHER_SITE_PORT, tag);
  try {
    await signInArtist(page, {
      email: newArtistEmail('widget'),
      artistName: 'Noa Reyes Ink',
      styles: ['Geometric', 'Blackwork'],
    });
    const profile = await page.request.get('/api/auth/user');
    handle = ((await profile.json()) as { publicHandle: string }).publicHandle;

    // Settings → Website widget: the site is allowed; a path is refused, naming why.
    await page.goto('/dashboard?tab=settings');
    const card = page.locator('#website-widget');
    const sites = card.getByLabel('Allowed sites');
    await sites.fill(`${SITE}/flash.html`);
    await card.getByRole('button', { name: 'Save sites' }).click();
    await expect(card.getByText(/no page path|scheme, host and port/).first()).toBeVisible();
    await sites.fill(SITE);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/widget/artist'));
    await card.getByRole('button', { name: 'Save sites' }).click();
    expect((await saved).status()).toBe(200);
    await expect(card.getByLabel('Snippet for your site')).toHaveValue(
      `<script src="${baseURL}/widget.js" data-artist="${handle}" defer></script>`,
    );
    await card.scrollIntoViewIfNeeded();
    await screenshotAtBothWidths(page, 'widget-settings', { fullPage: false });

    // The client's visit: the bubble alone; no iframe, no chat bundle before opening.
    const client = await (await browser.newContext()).newPage();
    const loaded: string[] = [];
    client.on('request', (request) => loaded.push(request.url()));
    await client.goto(`${SITE}/flash.html?utm_source=flyer#top`);
    await expect(bubble(client)).toBeVisible();
    await expect(client.locator('iframe')).toHaveCount(0);
    expect(loaded.filter((url) => url.startsWith(baseURL!))).toEqual([`${baseURL}/widget.js`]);
    await screenshotAtBothWidths(client, 'widget-closed');

    // Keyboard opens it; the chat loads in its frame and answers.
    await bubble(client).focus();
    await client.keyboard.press('Enter');
    const chat = chatFrame(client).getByRole('region', { name: 'Consultation assistant' });
    await expect(chat).toBeVisible();
    await expect(client.getByRole('button', { name: 'Close the chat' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await screenshotAtBothWidths(client, 'widget-open', { fullPage: false });

    // On a phone the open chat takes the whole screen.
    await client.setViewportSize(PHONE);
    const frameBox = await client.locator('iframe').boundingBox();
    expect(frameBox).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await client.setViewportSize({ width: 1280, height: 800 });

    const answered = client.waitForResponse((response) => response.url().endsWith('/api/chat/consult'));
    await chat.getByRole('textbox', { name: 'Message' }).fill(ASKS_FOR_A_PERSON);
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    expect((await answered).status()).toBe(200);
    await chat.getByRole('button', { name: 'Save Conversation' }).click();
    const saveDialog = chatFrame(client).getByRole('dialog', { name: 'Save Conversation' });
    await saveDialog.getByLabel('Email').fill(`widget-${Date.now()}@example.com`);
    await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saveDialog).toBeHidden();

    // The chat's own Close (on a phone the only one in view) returns to the bubble.
    await chat.getByRole('button', { name: /close/i }).first().click();
    await expect(client.locator('iframe')).toBeHidden();
    await expect(bubble(client)).toBeFocused();

    // A site not on the list is refused framing by the browser.
    const refused = client.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
    await client.goto(`${OTHER_SITE}/flash.html`);
    await bubble(client).click();
    await refused;
    await expect(chatFrame(client).getByRole('region', { name: 'Consultation assistant' })).toHaveCount(0);
    await client.context().close();

    // The lead shows the page it started on.
    await page.goto('/dashboard?tab=leads');
    await page
      .getByRole('button', { name: /^View Details for / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Started on')).toBeVisible();
    await expect(dialog.getByRole('link', { name: `127.0.0.1:${SITE_PORT}/flash.html` })).toHaveAttribute(
      'href',
      `${SITE}/flash.html?utm_source=flyer`,
    );
  } finally {
    site.close();
    otherSite.close();
  }
});
