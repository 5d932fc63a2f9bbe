import type { Locator, Page } from '@playwright/test';
import { nanoid } from 'nanoid';
import { expect, newArtistEmail, saveScreenshot, test, toast } from './fixtures.ts';
import { createLeadThroughChat, signInArtist } from './lead-fixtures.ts';

/** Decision 045: the artist's studio answers reach the chat; what nobody answered waits on the lead. */
const SCREENS = '/work/screens';
const WIDTHS = [
  ['1280', { width: 1280, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const;

const HIDE_OVERLAYS = 'header, [aria-label^="Notifications"] { visibility: hidden !important; }';

async function shootEach(page: Page, name: string, target: () => Locator) {
  for (const [label, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await target().scrollIntoViewIfNeeded();
    // The sticky nav bar and a toast would cover part of a tall element: hidden in the picture only.
    await saveScreenshot(target(), `${SCREENS}/${name}-${label}.png`, { style: HIDE_OVERLAYS });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an artist edits a studio answer, a client gets it, and an unknown question waits on the lead', async ({
  page,
  request,
}) => {
  // Settings, a chat, a saved lead and six screenshots: three journeys' worth on a shared two-core machine.
  test.slow();
  const artistId = await signInArtist(page, {
    email: newArtistEmail('answers'),
    artistName: 'Ivy Ink',
    styles: ['Blackwork'],
  });
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.locator('#studio-answers');
  await expect(card.getByRole('heading', { name: 'Studio Answers' })).toBeVisible();
  // Intake Controls feed the card: shown, edited there.
  await expect(card.getByRole('link', { name: 'Edit in Intake Controls' })).toHaveAttribute(
    'href',
    '#intake-controls',
  );
  const touchUps = card.getByLabel('Touch-ups: your answer in English');
  await expect(touchUps).toHaveValue(/Ivy Ink confirms it/);
  await touchUps.fill('One free touch-up within 8 weeks of the session.');
  await expect(card.getByRole('switch', { name: /^Guest spots/ })).not.toBeChecked();
  await card.getByRole('button', { name: 'Save Studio Answers' }).click();
  await expect(toast(page, 'Studio Answers Saved')).toBeVisible();
  await shootEach(page, 'studio-answers-card', () => card);

  // A client's question inside a message with facts gets the artist's words in the same reply.
  const sessionId = nanoid();
  const consulted = await request.post('/api/chat/consult', {
    data: {
      sessionId,
      artistId,
      messages: [{ role: 'user', content: 'a small blackwork moth on my wrist. are touch ups free?' }],
    },
  });
  expect(consulted.status()).toBe(200);
  const { response } = (await consulted.json()) as { response: string };
  expect(response).toContain('One free touch-up within 8 weeks of the session.');
  expect(response).toContain('wrist');

  // A question nobody set an answer for: "I'll ask Ivy Ink", and the lead keeps it.
  const email = `dog-${Date.now()}@example.com`;
  await createLeadThroughChat(request, {
    artistId,
    email,
    lines: [
      'a fine line swallow on my forearm, 8cm, budget $250. can i bring my dog to the studio?',
      'yes im 29',
    ],
  });
  await page.getByRole('tab', { name: 'Leads' }).click();
  const leadCard = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').filter({ hasText: email });
  const waiting = leadCard.getByRole('region', { name: 'Questions waiting for you' });
  await expect(waiting).toContainText('“can i bring my dog to the studio”');
  await shootEach(page, 'lead-open-question-card', () => leadCard);

  await leadCard.getByRole('button', { name: /View Details/ }).click();
  const dialog = page.getByRole('dialog');
  const questions = dialog.getByRole('region', { name: 'Questions for you' });
  await expect(questions).toContainText('“can i bring my dog to the studio”');
  await shootEach(page, 'lead-open-question-details', () => questions);
  await questions.getByRole('button', { name: 'Mark answered: can i bring my dog to the studio' }).click();
  await expect(
    questions.getByRole('button', { name: 'Reopen: can i bring my dog to the studio' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(waiting).toBeHidden();
});
