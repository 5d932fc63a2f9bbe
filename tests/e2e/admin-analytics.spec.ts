import type { Stats } from '#common/contracts/analytics.ts';
import { expect, screenshot, seriousA11yViolations, test } from './fixtures.ts';
import { createLeadThroughChat, signInArtist } from './lead-fixtures.ts';

test('an admin reads the analytics and switches the time range', async ({ page, request }) => {
  const adminId = await signInArtist(page, {
    email: 'admin@example.com',
    artistName: 'Studio Admin',
    styles: ['Realism'],
  });
  for (const [index, lines] of [
    ['a realistic portrait of my dog', 'left forearm, about 6 inches', 'black and grey, budget $800'],
    ['something small maybe'],
  ].entries()) {
    await createLeadThroughChat(request, {
      artistId: adminId,
      email: `analytics-${index}@example.com`,
      lines,
    });
  }

  await page.goto('/admin');
  const statsFor = (range: string) =>
    page.waitForResponse((response) => response.url().endsWith(`/api/admin/stats?timeRange=${range}`));
  const defaultStats = statsFor('30d');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const month = (await (await defaultStats).json()) as Stats;
  expect(month.leads.total).toBeGreaterThanOrEqual(2);

  const panel = page.getByRole('region', { name: 'Analytics' });
  await expect(panel.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  const card = (label: string) =>
    panel.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(card('Total Leads').locator('dd').first()).toHaveText(String(month.leads.total));
  await expect(card('High-Fit Leads').locator('dd').first()).toHaveText(String(month.leads.highFit));
  await expect(card('Conversion Rate').locator('dd').first()).toHaveText(
    `${((month.leads.highFit / month.leads.total) * 100).toFixed(1)}%`,
  );
  await expect(card('Total Events').locator('dd').first()).toHaveText(
    month.analytics.totalEvents.toLocaleString('en-US'),
  );
  // Everything happened today, so nothing to compare with in the 30 days before.
  await expect(card('Total Leads')).toContainText('New vs previous 30 days');
  await expect(panel.getByRole('figure', { name: /^Leads per day/ }).getByRole('application')).toBeVisible();

  const recent = panel.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
  await expect(recent).toHaveCount(Math.min(10, month.analytics.totalEvents));
  for (const sessionId of await recent.locator('.font-mono').allTextContents())
    expect(sessionId).toHaveLength(8);
  await expect(panel.getByRole('region', { name: 'Activity breakdown' }).getByRole('listitem')).toHaveCount(
    Math.min(6, Object.keys(month.analytics.eventCounts).length),
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'admin-analytics-1280');

  const weekStats = statsFor('7d');
  await panel.getByRole('button', { name: 'Last 7 days' }).click();
  const week = (await (await weekStats).json()) as Stats;
  await expect(panel.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card('Total Leads').locator('dd').first()).toHaveText(String(week.leads.total));
  await expect(card('Total Leads')).toContainText('vs previous 7 days');

  const yearStats = statsFor('1y');
  await panel.getByRole('button', { name: 'Last year' }).click();
  const year = (await (await yearStats).json()) as Stats;
  await expect(card('Total Events').locator('dd').first()).toHaveText(
    year.analytics.totalEvents.toLocaleString('en-US'),
  );
  await expect(card('Total Events')).toContainText('vs previous year');
  // A year is drawn a week per bar: 366 daily bars would be slivers on a phone.
  await expect(panel.getByRole('heading', { name: 'Leads per week' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'admin-analytics-375');
});
