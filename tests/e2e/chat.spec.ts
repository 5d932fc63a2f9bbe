import type { Locator, Page } from '@playwright/test';
import type { ChatResponse } from '#common/contracts/chat.ts';
import type { LeadPage } from '#common/contracts/leads.ts';
import { makeNoiseJpeg } from '../fixtures/test-images.ts';
import {
  expect,
  openHydrated,
  pageExpectingFailedLoads,
  saveScreenshot,
  screenshot,
  seriousA11yViolations,
  signIn,
  test,
} from './fixtures.ts';

const GREETING = "Hi! I'm here to help you explore tattoo ideas. What kind of piece are you thinking about?";
const APOLOGY = "I'm sorry, I'm having trouble responding right now. Please try again.";
/** Spec §4's words after a save; then a second message names the artist and when they usually reply (issue #25). */
const THANK_YOU =
  "Perfect! I've saved our conversation. The artist will review your ideas and follow up with you soon to discuss next steps!";
const REPLY_TIME = 'Mara Vale Tattoo usually replies within 2 business days.';
const DEMO_ARTIST = { email: 'mara.vale@example.com', name: 'Mara Vale', handle: 'maravale-ink' };

/** A 1×1 PNG: the server checks attachments by their magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The landing's #demo chat, once it has loaded near the viewport. */
async function openDemoChat(page: Page): Promise<Locator> {
  await openHydrated(page, '/');
  const demo = page.locator('#demo');
  await demo.scrollIntoViewIfNeeded();
  const chat = demo.getByRole('region', { name: 'Consultation assistant' });
  await expect(chat.getByText(GREETING)).toBeVisible();
  return chat;
}

/** Sends one message with Enter and returns the consult call's answer once it is on screen. */
async function say(page: Page, chat: Locator, text: string): Promise<ChatResponse> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/chat/consult'));
  await chat.getByRole('textbox', { name: 'Message' }).fill(text);
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  const reply = (await (await answered).json()) as ChatResponse;
  await expect(chat.getByRole('log').getByText(reply.response)).toBeVisible();
  return reply;
}

/** Spec §9, computed independently of the app: ⌈characters / 4⌉ tokens; $1.25/M input, $5/M output. */
function expectedCost(sent: string[], received: string[]): string {
  const tokens = (texts: string[]) => texts.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0);
  return `$${((tokens(sent) * 1.25 + tokens(received) * 5) / 1_000_000).toFixed(4)}`;
}

/** A screenshot of just the chat (a locator) or of what is on screen (a page), for a person to look at. */
async function shot(target: Locator | Page, name: string) {
  await saveScreenshot(target, `.tmp/screens/${name}.png`);
}

/** Talks the demo chat to ready and saves it; returns the concept card, whose image is a mockup (decision 030). */
async function converseAndSave(page: Page, chat: Locator, email: string): Promise<Locator> {
  await say(page, chat, 'A geometric wolf head on my left forearm');
  await say(page, chat, 'about 5 inches, black only, budget around $400');
  await say(page, chat, `yes, over 18. you can reach me at ${email}`);
  await chat.getByRole('button', { name: 'Save Conversation' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save Conversation' });
  // The address already written in the chat is filled in (issue #25).
  await expect(saveDialog.getByLabel('Email')).toHaveValue(email);
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveDialog).toBeHidden();
  await expect(chat.getByRole('log').getByText(THANK_YOU, { exact: true })).toBeVisible();
  // Saved once: the Save bar goes, so nothing is confirmed twice (issue #25).
  await expect(chat.getByRole('button', { name: 'Save Conversation' })).toHaveCount(0);
  const concept = chat.getByRole('figure').filter({ hasText: 'Concept visual' }).first();
  const image = concept.getByRole('img');
  await expect(image).toHaveAttribute('src', /\/api\/images\/concepts\/[a-f0-9]+-[a-f0-9]+\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  return concept;
}

test.describe('landing demo chat', () => {
  test('a full conversation reaches Save, the viewer wraps around, and the lead is saved for the demo artist', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const chat = await openDemoChat(page);
    const quickStarts = chat.getByRole('list', { name: 'Or start with' });
    await expect(quickStarts.getByRole('button')).toHaveCount(4);
    await expect(chat.getByText('Clarity 0%')).toBeVisible();
    await expect(chat.getByText('Est. cost $0.0000')).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
    await shot(chat, 'chat-empty-1280');

    // Issue #11: a chat is ready to save only once the client is known to be 18 or over.
    const sent = [
      'A geometric wolf head',
      'left forearm, about 5 inches',
      'black only, budget around $400',
      "I'm 27",
    ];
    const received: string[] = [];
    const first = await say(page, chat, sent[0]!);
    received.push(first.response);
    // Spec §4: quick starts show only while there are 2 or fewer messages.
    await expect(quickStarts).toBeHidden();
    await expect(chat.getByText(`Clarity ${first.clarityScore}%`)).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Save Conversation' })).toBeHidden();

    // The portfolio bundle opens the viewer at the first piece; next and previous wrap around.
    const pieces = first.portfolioImages;
    expect(pieces.length).toBeGreaterThan(1);
    await chat.getByRole('button', { name: `View ${pieces.length} portfolio pieces` }).click();
    const viewer = page.getByRole('dialog');
    const viewerTitle = viewer.getByRole('heading');
    await expect(viewerTitle).toHaveText(pieces[0]!.title);
    await viewer.getByRole('button', { name: 'Previous' }).click();
    await expect(viewerTitle).toHaveText(pieces.at(-1)!.title);
    await viewer.getByRole('button', { name: 'Next' }).click();
    await expect(viewerTitle).toHaveText(pieces[0]!.title);
    for (const piece of [...pieces.slice(1), pieces[0]!]) {
      await page.keyboard.press('ArrowRight');
      await expect(viewerTitle).toHaveText(piece.title);
    }
    await shot(page, 'chat-viewer-1280');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(chat.getByRole('button', { name: /^View \d+ portfolio piece/ })).toBeFocused();

    // The concept visual card, from the turn that brought it.
    expect(first.conceptVisual).not.toBeNull();
    const concept = chat.getByRole('figure').filter({ hasText: 'Concept visual' });
    await expect(concept.getByText(first.conceptVisual!.concept)).toBeVisible();
    await expect(concept.getByText(first.conceptVisual!.styleDirection)).toBeVisible();
    await expect(concept.getByRole('list', { name: 'Key elements' }).getByRole('listitem')).toHaveCount(
      first.conceptVisual!.keyElements.length,
    );

    for (const text of sent.slice(1)) received.push((await say(page, chat, text)).response);
    // Issue #25: a ready client who keeps chatting is given the booking link once, not in every reply.
    const more = 'thanks, cant wait!';
    sent.push(more);
    received.push((await say(page, chat, more)).response);
    await expect(
      chat.getByRole('log').getByRole('link', { name: 'https://example.com/book/mara-vale' }),
    ).toHaveCount(1);
    await expect(chat.getByText(/^Clarity \d+%$/)).toHaveText(/Clarity ([7-9]\d|100)%/);
    const costBadge = chat.getByText(`Est. cost ${expectedCost(sent, received)}`);
    await expect(costBadge).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(chat, 'chat-ready-1280');
    // The badges explain themselves in a tooltip, by pointer and by keyboard focus.
    await costBadge.hover();
    await expect(page.getByRole('tooltip')).toContainText(/About \d+ input and \d+ output tokens so far/);
    await shot(page, 'chat-cost-tooltip-1280');
    await page.mouse.move(0, 0);
    await chat.getByText(/^Clarity \d+%$/).focus();
    await expect(page.getByRole('tooltip')).toContainText('Idea, style, placement and size count most.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await chat.getByRole('button', { name: 'Save Conversation' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save Conversation' });
    const submit = saveDialog.getByRole('button', { name: 'Save', exact: true });
    await expect(saveDialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(submit).toBeDisabled();
    const email = `wolf-${Date.now()}@example.com`;
    await saveDialog.getByLabel('Email').fill(email);
    await saveDialog.getByLabel('Name (optional)').fill('Sam Wolf');
    await shot(page, 'chat-save-dialog-1280');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/chat/save'));
    await submit.click();
    expect((await saved).status()).toBe(200);
    await expect(saveDialog).toBeHidden();
    // The artist's booking page, offered in a reply, is a link to follow, not text to copy (issue #25).
    await expect(
      chat.getByRole('log').getByRole('link', { name: 'https://example.com/book/mara-vale' }).first(),
    ).toHaveAttribute('href', 'https://example.com/book/mara-vale');
    const said = chat.getByRole('log').getByRole('listitem');
    await expect(said.nth(-2)).toHaveText(`Assistant: ${THANK_YOU}`);
    await expect(said.nth(-1)).toContainText(REPLY_TIME);
    // Decision 055: nothing reaches the address until the client confirms it, so the chat says where to look.
    await expect(
      chat
        .getByRole('log')
        .getByText("I've emailed you a link: open it to confirm your address, so Mara can write to you."),
    ).toBeVisible();
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await said.last().scrollIntoViewIfNeeded();
      await shot(chat, `chat-saved-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The lead exists for the demo artist, scored on the server from the transcript.
    await signIn(page, DEMO_ARTIST);
    await expect(page).toHaveURL(/\/$/);
    const leadsResponse = await page.request.get('/api/admin/leads');
    expect(leadsResponse.status()).toBe(200);
    const { leads } = (await leadsResponse.json()) as LeadPage;
    expect(leads.find((lead) => lead.email === email)).toMatchObject({
      name: 'Sam Wolf',
      tattooStyle: 'Geometric',
      placement: 'left forearm',
      size: '~5 in',
      budget: '~$400',
      fitScore: 'high',
    });
  });

  test('attaches images, skips a file that is not one, removes one before sending, and sends images alone', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const chat = await openDemoChat(page);
    await chat.locator('input[type="file"]').setInputFiles([
      { name: 'wolf-reference.png', mimeType: 'image/png', buffer: PNG },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      { name: 'forearm.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const toSend = chat.getByRole('list', { name: 'Images to send' }).getByRole('listitem');
    await expect(toSend).toHaveCount(2);
    await expect(chat.getByRole('img', { name: 'notes.txt' })).toHaveCount(0);
    expect(warnings.some((warning) => warning.includes('notes.txt'))).toBe(true);
    await shot(chat, 'chat-attachments-1280');

    await chat.getByRole('button', { name: 'Remove forearm.png' }).click();
    await expect(toSend).toHaveCount(1);
    await expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled();

    const request = page.waitForRequest((req) => req.url().endsWith('/api/chat/consult'));
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/chat/consult'));
    await chat.getByRole('button', { name: 'Send' }).click();
    const firstBody = (await request).postDataJSON();
    expect(firstBody.messages.at(-1)).toEqual({
      role: 'user',
      content: '(sent images)',
      images: [{ data: PNG.toString('base64'), mimeType: 'image/png' }],
    });
    const log = chat.getByRole('log');
    await expect(log.getByText('(sent images)')).toBeVisible();
    await expect(log.getByRole('img', { name: 'wolf-reference.png' })).toBeVisible();
    await expect(chat.getByRole('list', { name: 'Images to send' })).toHaveCount(0);
    const reply = (await (await answered).json()) as ChatResponse;
    await expect(log.getByText(reply.response)).toBeVisible();

    // The server keeps what it has stored: the next turn sends the history without the image data again.
    const next = page.waitForRequest((req) => req.url().endsWith('/api/chat/consult'));
    await say(page, chat, 'A dotwork moth');
    const nextBody = (await next).postDataJSON();
    expect(nextBody.messages).toHaveLength(4);
    expect(nextBody.messages[1]).toEqual({ role: 'user', content: '(sent images)' });
    expect(nextBody.sessionId).toBe(firstBody.sessionId);
  });

  test('a chat past its image bytes says so and sends the message without the images (issue #24 item 6)', async ({
    context,
  }) => {
    test.setTimeout(60_000);
    const { page, expectNoOtherErrors } = await pageExpectingFailedLoads(context, [400]);
    const chat = await openDemoChat(page);
    const attach = async (prefix: string) => {
      // Four incompressible 1024×768 photos: about 3.2 MB stored, so the second four pass the chat's 6 MB.
      await chat.locator('input[type="file"]').setInputFiles(
        await Promise.all(
          [1, 2, 3, 4].map(async (n) => ({
            name: `${prefix}-${n}.jpg`,
            mimeType: 'image/jpeg',
            buffer: await makeNoiseJpeg(1024, 768),
          })),
        ),
      );
      await expect(chat.getByRole('list', { name: 'Images to send' }).getByRole('listitem')).toHaveCount(4);
    };
    await attach('first');
    await say(page, chat, 'my references');

    await attach('second');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/chat/consult'));
    await chat.getByRole('textbox', { name: 'Message' }).fill('a few more, the linework matters');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    const response = await refused;
    expect(response.status()).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual(['messages.3.images']);
    const notice =
      'A chat can hold at most 6 MB of images. Press Retry to send your message without those images.';
    await expect(chat.getByRole('log').getByText(notice)).toBeVisible();
    await expect(chat.getByRole('log').getByText(APOLOGY)).toHaveCount(0);
    await expect(chat.getByRole('log').getByText('Not sent')).toBeVisible();
    await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(chat.getByRole('list', { name: 'Images to send' })).toHaveCount(0);
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await chat.scrollIntoViewIfNeeded();
      // The chat scrolled to the notice when it came; a resize afterwards does not, so this does.
      await chat.getByRole('log').getByText(notice).scrollIntoViewIfNeeded();
      await shot(chat, `chat-images-refused-${width}`);
    }

    const answered = page.waitForResponse((answer) => answer.url().endsWith('/api/chat/consult'));
    await chat.getByRole('button', { name: 'Retry' }).click();
    const reply = (await (await answered).json()) as ChatResponse;
    await expect(chat.getByRole('log').getByText(reply.response)).toBeVisible();
    await expect(chat.getByRole('log').getByText('a few more, the linework matters')).toHaveCount(1);
    await expect(chat.getByRole('log').getByText('Not sent')).toHaveCount(0);
    expectNoOtherErrors();
  });

  test('each opening is a new session, and the quick start sends at once', async ({ page }) => {
    const chat = await openDemoChat(page);
    const request = page.waitForRequest((req) => req.url().endsWith('/api/chat/consult'));
    await chat.getByRole('button', { name: 'Sleeve ideas' }).click();
    const body = (await request).postDataJSON();
    expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(body.messages).toEqual([
      { role: 'assistant', content: GREETING },
      { role: 'user', content: 'Sleeve ideas' },
    ]);
    expect(body.artistId).toBeUndefined();
    await expect(chat.getByRole('log').getByRole('listitem')).toHaveCount(3);

    await page.reload({ waitUntil: 'networkidle' });
    const reopened = await openDemoChat(page);
    const again = page.waitForRequest((req) => req.url().endsWith('/api/chat/consult'));
    await say(page, reopened, 'A blackwork moth');
    expect((await again).postDataJSON().sessionId).not.toBe(body.sessionId);
  });

  test('apologises when the assistant cannot answer, keeps the message marked not sent and retries it', async ({
    context,
  }) => {
    const { page, expectNoOtherErrors } = await pageExpectingFailedLoads(context, [500]);
    await page.route('**/api/chat/consult', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }),
    );
    const chat = await openDemoChat(page);
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill('A geometric wolf head');
    await input.press('Enter');
    await expect(chat.getByRole('log').getByText(APOLOGY)).toBeVisible();
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
    // Spec §4: the message stays in the conversation, then the apology; never lost, it says it was not sent
    // and offers a Retry (issue #25).
    await expect(input).toHaveValue('');
    const shown = chat.getByRole('log').getByRole('listitem');
    await expect(shown.nth(-2)).toContainText('A geometric wolf head');
    await expect(shown.nth(-2)).toContainText('Not sent');
    await expect(shown.nth(-1)).toHaveText(`Assistant: ${APOLOGY}`);
    await expect(chat.getByText('Est. cost $0.0000')).toBeVisible();
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shot(chat, `chat-unsent-${width}`);
    }

    await page.unroute('**/api/chat/consult');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/chat/consult'));
    await chat.getByRole('button', { name: 'Retry' }).click();
    const reply = (await (await answered).json()) as ChatResponse;
    await expect(chat.getByRole('log').getByText(reply.response)).toBeVisible();
    await expect(chat.getByRole('log').getByText('A geometric wolf head')).toHaveCount(1);
    await expect(chat.getByRole('log').getByText(APOLOGY)).toHaveCount(0);
    await expect(chat.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expectNoOtherErrors();
  });

  test('quick starts stay, disabled, while the first reply is pending (spec §4)', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat/consult', async (route) => {
      await released;
      await route.continue();
    });
    const chat = await openDemoChat(page);
    await chat.getByRole('button', { name: 'Sleeve ideas' }).click();
    const quickStarts = chat.getByRole('list', { name: 'Or start with' });
    await expect(chat.getByText('The assistant is typing…')).toBeVisible();
    await expect(quickStarts.getByRole('button')).toHaveCount(4);
    for (const button of await quickStarts.getByRole('button').all()) await expect(button).toBeDisabled();
    release();
    await expect(chat.getByRole('log').getByRole('listitem')).toHaveCount(3);
    await expect(quickStarts).toBeHidden();
  });

  test('after a save, on a phone and on a desktop: the thank-you, then the artist and reply time, the mockup shows the piece', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      const chat = await openDemoChat(page);
      const concept = await converseAndSave(page, chat, `saved-${width}-${Date.now()}@example.com`);
      await saveScreenshot(chat, `/tmp/consult/shots/chat-saved-${width}.png`);
      await concept.scrollIntoViewIfNeeded();
      await saveScreenshot(concept, `/tmp/consult/shots/chat-mockup-${width}.png`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test('looks right on a phone: conversation, viewer and save dialog at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const chat = await openDemoChat(page);
    await shot(chat, 'chat-empty-375');
    await chat.getByRole('textbox', { name: 'Message' }).fill('First line');
    await chat.getByRole('textbox', { name: 'Message' }).press('Shift+Enter');
    await chat.getByRole('textbox', { name: 'Message' }).pressSequentially('second line');
    await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('First line\nsecond line');
    await chat.getByRole('textbox', { name: 'Message' }).fill('');

    await say(page, chat, 'A geometric wolf head on my left forearm');
    await say(page, chat, 'about 5 inches, black only');
    await say(page, chat, 'yes, over 18');
    await expect(chat.getByRole('button', { name: 'Save Conversation' })).toBeVisible();
    await shot(chat, 'chat-ready-375');
    const box = await chat.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    await chat
      .getByRole('button', { name: /^View \d+ portfolio piece/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, 'chat-viewer-375');
    await page.keyboard.press('Escape');
    await chat.getByRole('button', { name: 'Save Conversation' }).click();
    await expect(page.getByRole('dialog', { name: 'Save Conversation' })).toBeVisible();
    await shot(page, 'chat-save-dialog-375');
  });
});

test.describe('artist public page', () => {
  test('/a/maravale-ink shows the profile, the portfolio and a chat with the artist’s assistant', async ({
    page,
  }) => {
    const profile = await (await page.request.get(`/api/artists/${DEMO_ARTIST.handle}`)).json();
    await openHydrated(page, `/a/${DEMO_ARTIST.handle}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mara Vale Tattoo');
    await expect(page.getByText('9 years tattooing · Consultation $150')).toBeVisible();
    const styles = page.getByRole('list', { name: 'Styles' }).getByRole('listitem');
    await expect(styles).toHaveText(['Blackwork', 'Geometric', 'Dotwork']);
    await expect(page.getByRole('link', { name: /Book a consultation/ })).toHaveAttribute(
      'href',
      'https://example.com/book/mara-vale',
    );
    await expect(page.getByRole('link', { name: /@maravale\.ink/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/maravale.ink/',
    );
    const portfolio = page.getByRole('region', { name: 'Portfolio' });
    await expect(portfolio.getByRole('listitem')).toHaveCount(profile.portfolio.length);
    await expect(page).toHaveTitle('Mara Vale Tattoo · Inkdesk');

    const chat = page.getByRole('region', { name: 'Consultation assistant' });
    const request = page.waitForRequest((req) => req.url().endsWith('/api/chat/consult'));
    await say(page, chat, 'A dotwork mandala on my upper back');
    expect((await request).postDataJSON().artistId).toBe(profile.id);
    // Issue #11: the artist's clients see the clarity, never what the chat costs.
    await expect(chat.getByText(/^Clarity \d+%$/)).toBeVisible();
    await expect(chat.getByText(/Est\. cost/)).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'artist-page-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'artist-page-375');
  });

  test('an unknown handle gets a friendly not-found page', async ({ context }) => {
    const { page, expectNoOtherErrors } = await pageExpectingFailedLoads(context, [404]);
    await page.goto('/a/nobody-by-this-name', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No artist here yet');
    await expect(page.getByText('There is no artist page at /a/nobody-by-this-name.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try the demo chat' })).toHaveAttribute('href', '/#demo');
    await shot(page, 'artist-not-found-1280');
    expectNoOtherErrors();
  });
});

test('the dashboard’s Test Chatbot opens the artist’s own assistant and closes it', async ({ page }) => {
  await signIn(page, DEMO_ARTIST);
  await page.getByRole('tab', { name: 'Test Chatbot' }).click();
  await expect(page.getByText('Test conversations are kept out of your analytics.')).toBeVisible();
  await expect(page.getByRole('link', { name: `/a/${DEMO_ARTIST.handle}` })).toHaveAttribute(
    'href',
    `/a/${DEMO_ARTIST.handle}`,
  );
  const startDemo = page.getByRole('button', { name: 'Start Demo' });
  await startDemo.click();
  const chat = page.getByRole('region', { name: 'Consultation assistant' });
  await expect(chat.getByText(GREETING)).toBeVisible();
  await expect(chat.getByRole('textbox', { name: 'Message' })).toBeFocused();

  const me = await (await page.request.get('/api/auth/user')).json();
  const request = page.waitForRequest((req) => req.url().endsWith('/api/chat/consult'));
  await say(page, chat, 'A geometric fox on my calf');
  expect((await request).postDataJSON().artistId).toBe(me.id);
  await shot(page, 'dashboard-test-chatbot-1280');

  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(chat).toBeHidden();
  await expect(startDemo).toBeFocused();
});
