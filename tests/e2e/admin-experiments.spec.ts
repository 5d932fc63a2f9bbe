import { nanoid } from 'nanoid';
import { LANDING_CHAT_SESSION_COOKIE } from '#common/constants/experiments.ts';
import { assignVariant, type VariantKey } from '#common/domain/experiments/assign-variant.ts';
import {
  catchSignInRedirect,
  expect,
  newArtistEmail,
  openHydrated,
  screenshot,
  seriousA11yViolations,
  signIn,
  test,
  toast,
} from './fixtures.ts';
import { signInArtist } from './lead-fixtures.ts';

const PLAYFUL = '{"tone": "playful", "useEmoji": true, "greeting": "Hey hey! So glad you stopped by!"}';

test('an admin creates an A/B experiment, runs it, and sees two chats counted', async ({ page, request }) => {
  await signInArtist(page, { email: 'admin@example.com', artistName: 'Studio Admin', styles: ['Realism'] });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'A/B Testing' }).click();
  // The journeys' server starts on an empty database, and no journey before this one makes experiments.
  await expect(page.getByText('No experiments found...', { exact: true })).toBeVisible();

  const create = page.getByRole('button', { name: 'Create Experiment' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Experiment name').fill('Playful greeting');
  await page.getByLabel('Experiment description').fill('Does a playful opener keep clients talking?');
  const variantB = page.getByRole('group', { name: 'Variant B' });
  await expect(page.getByRole('group', { name: 'Variant A' }).getByLabel('Name')).toHaveValue('Control');
  await expect(variantB.getByLabel('Name')).toHaveValue('Variant');
  await variantB.getByLabel('Name').fill('Playful');
  await variantB.getByLabel('Config (JSON)').fill('{tone: playful}');
  await page.getByLabel('Conversion goal').selectOption('chat_engagement');
  const slider = page.getByRole('slider', { name: 'Traffic split' });
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await slider.focus();
  for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '60');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Playful 60%, Control 40%');

  // Spec §5: a config that is not JSON is refused before anything is sent.
  await create.click();
  await expect(toast(page, 'Invalid JSON')).toBeVisible();
  await expect(toast(page, 'Please check your variant configuration JSON format.')).toBeVisible();
  await expect(variantB.getByLabel('Config (JSON)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('No experiments found...', { exact: true })).toBeVisible();

  await variantB.getByLabel('Config (JSON)').fill(PLAYFUL);
  await create.click();
  await expect(toast(page, 'Experiment Created')).toBeVisible();
  await expect(page.getByLabel('Experiment name')).toHaveValue('');
  const card = page.getByRole('region', { name: 'Playful greeting' });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card).toContainText('Chat engagement');
  await expect(card).toContainText('Control 40% · Playful 60%');
  await expect(card).not.toContainText('Started');

  await card.getByRole('button', { name: 'Start' }).click();
  await expect(toast(page, 'Experiment Updated')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card).toContainText('Started');
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Resume' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // Two chats from strangers: one in each variant, the first engaged (3 messages) and so converted.
  const [experiment] = (await (await page.request.get('/api/admin/experiments')).json()) as Array<{
    id: string;
  }>;
  const sessionIn = (variant: VariantKey) => {
    for (;;) {
      const sessionId = nanoid();
      if (assignVariant(sessionId, experiment!.id, 60) === variant) return sessionId;
    }
  };
  const chat = async (sessionId: string, lines: string[]) => {
    const messages: Array<{ role: string; content: string }> = [];
    let reply = '';
    for (const content of lines) {
      messages.push({ role: 'user', content });
      const response = await request.post('/api/chat/consult', { data: { sessionId, messages } });
      expect(response.status()).toBe(200);
      reply = ((await response.json()) as { response: string }).response;
      messages.push({ role: 'assistant', content: reply });
    }
    return reply;
  };
  await chat(sessionIn('A'), ['a small rose', 'on my wrist', 'fine line, black']);
  expect(await chat(sessionIn('B'), ['a small rose'])).toMatch(/^Hey hey! So glad you stopped by!/);

  await page.getByRole('button', { name: 'Refresh results' }).click();
  const numbers = (variant: string) => card.getByRole('region', { name: variant }).locator('dd');
  await expect(numbers('Variant A: Control')).toHaveText(['1', '1', '100.0%']);
  await expect(numbers('Variant B: Playful')).toHaveText(['1', '0', '0.0%']);
  await expect(card).toContainText('Not enough data yet');
  await expect(card).toContainText('No winner yet');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'admin-experiments-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'admin-experiments-375');

  // Completing has no control (spec §4) but shows with its end date; it also keeps later journeys' chats
  // out of this experiment.
  const completed = await page.request.patch(`/api/admin/experiments/${experiment!.id}`, {
    data: { status: 'completed', endDate: new Date().toISOString() },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(completed.status()).toBe(200);
  await page.reload();
  await page.getByRole('tab', { name: 'A/B Testing' }).click();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await expect(card).toContainText('Ended');
  await expect(card.getByRole('button', { name: /Start|Pause|Resume/ })).toHaveCount(0);
});

test('experiment calls that answer 401 sign the admin in again', async ({ page }) => {
  await signInArtist(page, { email: 'admin@example.com', artistName: 'Studio Admin', styles: ['Realism'] });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'A/B Testing' }).click();
  await page.getByLabel('Experiment name').fill('Signed out meanwhile');
  // The session ends in another tab.
  await page.context().clearCookies();
  const signInRedirect = await catchSignInRedirect(page);
  await page.getByRole('button', { name: 'Create Experiment' }).click();
  await expect(toast(page, 'Unauthorized')).toBeVisible();
  await expect(toast(page, 'You are logged out. Logging in again...')).toBeVisible();
  await signInRedirect.continueToSignIn();
  await expect(page.getByRole('heading', { name: 'Sign in to Inkdesk' })).toBeVisible();
});

test('a visitor who chats on the landing page and then signs up counts as a signup', async ({
  page,
  browser,
}) => {
  await signInArtist(page, { email: 'admin@example.com', artistName: 'Studio Admin', styles: ['Realism'] });
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/admin/experiments', {
    data: {
      name: 'Signup from the landing chat',
      variantA: { name: 'Control' },
      variantB: { name: 'Warm', config: { tone: 'friendly', useEmoji: true } },
      conversionGoal: 'signup',
    },
    headers: { origin },
  });
  const { id } = (await created.json()) as { id: string };
  const patch = (data: Record<string, string>) =>
    page.request.patch(`/api/admin/experiments/${id}`, { data, headers: { origin } });
  expect((await patch({ status: 'active', startDate: new Date().toISOString() })).status()).toBe(200);

  // A stranger's browser: the landing page's demo chat, then Get Started.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await openHydrated(visitorPage, '/');
  // The demo chat loads once its section nears the viewport.
  await visitorPage.locator('#demo').scrollIntoViewIfNeeded();
  const chat = visitorPage.locator('#demo').getByRole('region', { name: 'Consultation assistant' });
  const consult = visitorPage.waitForResponse((response) => response.url().endsWith('/api/chat/consult'));
  await chat.getByRole('textbox', { name: 'Message' }).fill('a small fine line rose');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  const answered = await consult;
  const { sessionId } = answered.request().postDataJSON() as { sessionId: string };
  const { response: reply } = (await answered.json()) as { response: string };
  await expect(chat.getByRole('log').getByText(reply)).toBeVisible();
  const cookie = async () =>
    (await visitor.cookies()).find((candidate) => candidate.name === LANDING_CHAT_SESSION_COOKIE);
  expect((await cookie())?.value).toBe(sessionId);

  await signIn(visitorPage, { email: newArtistEmail('landing-signup'), name: 'Lana Landing' });
  await expect(visitorPage).toHaveURL(/\/setup$/);
  expect(await cookie()).toBeUndefined();
  await visitor.close();

  const results = (await (await page.request.get(`/api/admin/experiments/${id}/results`)).json()) as {
    variantA: { visitors: number; conversions: number };
    variantB: { visitors: number; conversions: number };
  };
  expect(results.variantA.visitors + results.variantB.visitors).toBe(1);
  expect(results.variantA.conversions + results.variantB.conversions).toBe(1);
  expect((await patch({ status: 'completed', endDate: new Date().toISOString() })).status()).toBe(200);
});
