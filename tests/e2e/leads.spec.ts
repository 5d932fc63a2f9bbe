import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FIT_SCORES } from '#common/constants/statuses.ts';
import type { Lead, LeadPage } from '#common/contracts/leads.ts';
import {
  catchSignInRedirect,
  expect,
  newArtistEmail,
  screenshot,
  screenshotAtBothWidths,
  test,
  toast,
} from './fixtures.ts';
import { createLeadThroughChat, expectLeadSaved, REFERENCE_PNG, signInArtist } from './lead-fixtures.ts';

const KOI_LINES = [
  'I want a japanese koi fish half sleeve',
  'right upper arm, full color, budget around $1,500',
  'I am 28 and free any weekend next month',
];
const HEART_LINES = ['a tiny minimalist heart on my ankle', 'black only, budget $50'];

/** The artist's leads as the API scores them, so the test follows the engine rather than guessing fits. */
async function leadsOf(page: Page): Promise<Lead[]> {
  return ((await (await page.request.get('/api/admin/leads')).json()) as LeadPage).leads;
}

async function openLeadsTab(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Leads' }).click();
}

test('an artist filters leads from the chat, reads one in full, updates it and exports CSV', async ({
  page,
  request,
  context,
}) => {
  const stamp = Date.now();
  const artistId = await signInArtist(page, {
    email: newArtistEmail('leads'),
    artistName: 'Iris Vale Tattoo',
    styles: ['Japanese'],
  });
  const koiEmail = `koi-${stamp}@example.com`;
  const heartEmail = `heart-${stamp}@example.com`;
  await createLeadThroughChat(request, { artistId, email: koiEmail, lines: KOI_LINES, image: REFERENCE_PNG });
  await createLeadThroughChat(request, { artistId, email: heartEmail, lines: HEART_LINES });
  const leads = await leadsOf(page);
  const koi = leads.find((lead) => lead.email === koiEmail)!;
  const heart = leads.find((lead) => lead.email === heartEmail)!;
  expect(koi.fitScore).not.toBe(heart.fitScore);
  const emptyFit = FIT_SCORES.find((fit) => fit !== koi.fitScore && fit !== heart.fitScore)!;

  await openLeadsTab(page);
  const list = page.getByRole('list', { name: 'Leads' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const koiCard = list.getByRole('listitem').filter({ hasText: koiEmail });
  await expect(koiCard).toContainText(`Rating ${koi.detailedRating}/100`);
  await expect(koiCard).toContainText('Japanese');
  await screenshot(page, 'leads-tab-1280');

  // Named by their visible text, count included: "High 1 leads".
  const fitButton = (fit: string) =>
    page.getByRole('button', { name: new RegExp(`^${fit[0]!.toUpperCase()}${fit.slice(1)} \\d+ leads$`) });
  await fitButton(koi.fitScore).click();
  await expect(fitButton(koi.fitScore)).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(koiCard).toBeVisible();
  await fitButton(emptyFit).click();
  await expect(page.getByText(`No ${emptyFit} interest leads`)).toBeVisible();
  await fitButton('all').click();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: `View Details for ${koiEmail}` }).click();
  const dialog = page.getByRole('dialog');
  const analysis = dialog.getByRole('region', { name: 'Match analysis' });
  await expect(analysis).toBeVisible();
  await screenshot(page, 'lead-details-1280');
  await expect(analysis.getByRole('list', { name: 'Points per criterion' })).toContainText(
    /Style match\s*\d+\/40/,
  );
  await expect(analysis).toContainText(koi.matchBreakdown.fitReason);
  await expect(analysis.locator('blockquote')).toHaveText(koi.matchBreakdown.suggestedReply);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await analysis.getByRole('button', { name: 'Copy suggested reply' }).click();
  await expect(analysis.getByRole('button', { name: 'Copied suggested reply' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(koi.matchBreakdown.suggestedReply);

  const project = dialog.getByRole('region', { name: 'Project details' });
  await expect(project).toContainText('Japanese');
  await expect(project.getByRole('img', { name: 'Client reference 1' })).toBeVisible();
  const conversation = dialog.getByRole('region', { name: 'Conversation history' });
  await expect(conversation.getByRole('listitem').filter({ hasText: 'Client ·' })).toHaveCount(
    KOI_LINES.length,
  );
  await expect(conversation).toContainText(KOI_LINES[0]!);
  const attachment = conversation.getByRole('img', { name: 'Client attachment 1' });
  await expect(attachment).toBeVisible();
  expect(await attachment.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  await attachment.scrollIntoViewIfNeeded();
  await screenshot(page, 'lead-details-conversation-1280');

  await expectLeadSaved(page, () => dialog.getByLabel('Status').selectOption('contacted'));
  await expect(toast(page, 'Lead Updated')).toBeVisible();
  await dialog.getByLabel('Notes').fill('Sent three koi flash options');
  await expectLeadSaved(page, () => dialog.getByLabel('Notes').blur());
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(koiCard).toContainText('Status: Contacted');

  await page.reload();
  await page.getByRole('tab', { name: 'Leads' }).click();
  await expect(koiCard).toContainText('Status: Contacted');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inkdesk-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain(koiEmail);
  expect(text).toContain(heartEmail);
  expect(text).toContain('Sent three koi flash options');
  expect(text).toContain(`Client: ${KOI_LINES[0]}`);

  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'leads-tab-375');
  await page.getByRole('button', { name: `View Details for ${koiEmail}` }).click();
  await expect(dialog.getByRole('region', { name: 'Conversation history' })).toBeVisible();
  await screenshot(page, 'lead-details-375');
});

test('a new artist sees that there are no leads yet', async ({ page }) => {
  await signInArtist(page, {
    email: newArtistEmail('no-leads'),
    artistName: 'Quiet Studio',
    styles: ['Dotwork'],
  });
  await openLeadsTab(page);
  await expect(page.getByText('No leads yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  await screenshot(page, 'leads-empty');
});

test('a lead update after the session has ended says Unauthorized and goes to sign-in', async ({
  page,
  request,
}) => {
  const artistId = await signInArtist(page, {
    email: newArtistEmail('expired'),
    artistName: 'Late Night Ink',
    styles: ['Japanese'],
  });
  const email = `expired-${Date.now()}@example.com`;
  await createLeadThroughChat(request, { artistId, email, lines: KOI_LINES });
  await openLeadsTab(page);
  await page.getByRole('button', { name: `View Details for ${email}` }).click();
  await expect(page.getByRole('dialog').getByLabel('Status')).toBeVisible();

  await page.context().clearCookies();
  const signInRedirect = await catchSignInRedirect(page);
  await page.getByRole('dialog').getByLabel('Status').selectOption('qualified');
  await expect(toast(page, 'Unauthorized')).toBeVisible();
  await expect(toast(page, 'You are logged out. Logging in again...')).toBeVisible();
  await signInRedirect.continueToSignIn();
  await expect(page.getByRole('heading', { name: 'Sign in to Inkdesk' })).toBeVisible();
});

test('more leads than a page: the Leads tab and Lead Management show 20 at a time with server counts', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // 23 chats from one address (the journeys' server allows it: playwright.config.ts).
  test.setTimeout(120_000);
  const stamp = Date.now();
  const artistId = await signInArtist(page, {
    email: newArtistEmail('many-leads'),
    artistName: 'Busy Needle',
    styles: ['Japanese'],
  });
  const LEAD_COUNT = 23;
  // A few chats at a time: quick, and well inside the per-IP chat limit.
  for (let first = 0; first < LEAD_COUNT; first += 4) {
    await Promise.all(
      Array.from({ length: Math.min(4, LEAD_COUNT - first) }, (_, offset) =>
        createLeadThroughChat(request, {
          artistId,
          email: `many-${first + offset}-${stamp}@example.com`,
          lines: (first + offset) % 2 ? HEART_LINES : KOI_LINES.slice(0, 2),
        }),
      ),
    );
  }
  const pageOne = (await (await page.request.get('/api/admin/leads')).json()) as LeadPage;
  expect(pageOne.total).toBe(LEAD_COUNT);

  await openLeadsTab(page);
  const list = page.getByRole('list', { name: 'Leads' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(page.getByText(`Showing 1–20 of ${LEAD_COUNT} leads`)).toBeVisible();
  await expect(page.getByRole('button', { name: `All ${LEAD_COUNT} leads`, exact: true })).toBeVisible();
  await screenshotAtBothWidths(page, 'leads-tab-paged');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(LEAD_COUNT - 20);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  // A filter asks the server again, from page 1, and its button's count is the number listed.
  const fit = (['high', 'medium', 'low'] as const).find((value) => pageOne.counts!.byFit[value] > 0)!;
  const fitButton = page.getByRole('button', {
    name: new RegExp(`^${fit[0]!.toUpperCase()}${fit.slice(1)} [\\d,]+ leads$`),
  });
  await fitButton.click();
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(20, pageOne.counts!.byFit[fit]));
  await expect(page.getByText(`of ${pageOne.counts!.byFit[fit]} lead`)).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInArtist(adminPage, {
    email: 'admin@example.com',
    artistName: 'Studio Admin',
    styles: ['Realism'],
  });
  await adminPage.goto('/admin');
  const adminList = adminPage.getByRole('list', { name: 'Leads' });
  await expect(adminList.getByRole('listitem')).toHaveCount(20);
  await expect(adminPage.getByText(/Showing 1–20 of [\d,]+ leads/)).toBeVisible();
  await expect(adminPage.getByLabel('Filter by status').locator('option[value="new"]')).toHaveText(
    /New \(\d+\)/,
  );
  await screenshotAtBothWidths(adminPage, 'admin-leads-paged');
  await adminContext.close();
});
