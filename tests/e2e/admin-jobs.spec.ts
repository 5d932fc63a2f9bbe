import { expect, screenshot, seriousA11yViolations, test } from './fixtures.ts';
import { signInArtist } from './lead-fixtures.ts';

test('an admin opens the Jobs tab and sees no failed background jobs on a healthy server', async ({
  page,
}) => {
  await signInArtist(page, { email: 'admin@example.com', artistName: 'Studio Admin', styles: ['Realism'] });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Background jobs' })).toBeVisible();
  // The journeys' server runs only jobs that succeed (portfolio metadata, pruning): nothing has failed.
  await expect(page.getByText('No failed jobs.', { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshot(page, 'admin-jobs-empty');
});
