import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobPage } from '#common/contracts/jobs.ts';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { openTestJobQueue } from '../../../tests/fixtures/test-job-queue.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import type { JobQueueOf } from '../../jobs/types.ts';

interface TestJobs {
  'send-reminder': { to: string };
}

describe.each(testDatabaseKinds({ postgresBecause: 'job-queue' }))('admin jobs [%s]', (kind) => {
  let testApp: TestApp;
  /** A second instance on the app's database (started while the app runs no job), failing while `isBroken`. */
  let worker: JobQueueOf<TestJobs>;
  let isBroken = true;
  const sent: string[] = [];
  let admin: TestBrowser;
  let artist: TestBrowser;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    worker = await openTestJobQueue<TestJobs>(testApp.database);
    await worker.work('send-reminder', async ({ to }) => {
      if (isBroken) throw new Error(`mail server refused ${to}`);
      sent.push(to);
    });
    admin = (
      await createArtist(testApp.url, { email: TEST_ADMIN_EMAIL, artistName: 'Studio', styles: ['Realism'] })
    ).browser;
    artist = (
      await createArtist(testApp.url, { email: 'ink@example.com', artistName: 'Ink', styles: ['Realism'] })
    ).browser;
  });
  afterAll(async () => {
    await worker.stop();
    await testApp.close();
  });

  it('lists dead and retrying jobs for admins, paged, and runs a dead one again on request', async () => {
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await worker.send('send-reminder', { to }, { retryLimit: 0 });
    }
    await worker.whenIdle();

    const firstPage = await requestJson(testApp.url, admin, 'GET', '/api/admin/jobs?pageSize=2');
    expect(firstPage.status).toBe(200);
    const page = firstPage.body as JobPage;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.jobs).toHaveLength(2);
    expect(page.jobs[0]).toMatchObject({
      name: 'send-reminder',
      state: 'failed',
      error: expect.stringMatching(/^mail server refused [abc]@example\.com$/),
      attempts: 1,
      maxAttempts: 1,
      nextAttemptAt: null,
    });
    expect(Date.parse(page.jobs[0]!.failedAt!)).not.toBeNaN();
    const secondPage = (await requestJson(testApp.url, admin, 'GET', '/api/admin/jobs?page=2&pageSize=2'))
      .body as JobPage;
    const ids = [...page.jobs, ...secondPage.jobs].map((job) => job.id);
    expect(new Set(ids).size).toBe(3);

    isBroken = false;
    const retried = await requestJson(testApp.url, admin, 'POST', `/api/admin/jobs/${ids[0]}/retry`);
    expect(retried.status).toBe(204);
    await worker.whenIdle();
    expect(sent).toHaveLength(1);
    expect((await requestJson(testApp.url, admin, 'GET', '/api/admin/jobs')).body).toMatchObject({
      total: 2,
    });

    const again = await requestJson(testApp.url, admin, 'POST', `/api/admin/jobs/${ids[0]}/retry`);
    expect(again).toMatchObject({ status: 404, body: { message: 'No failed job with this id' } });
  });

  it('is closed to artists and visitors, and names a bad page or id', async () => {
    expect((await requestJson(testApp.url, artist, 'GET', '/api/admin/jobs')).status).toBe(403);
    expect((await requestJson(testApp.url, null, 'GET', '/api/admin/jobs')).status).toBe(401);
    const someId = '00000000-0000-4000-8000-000000000000';
    expect((await requestJson(testApp.url, artist, 'POST', `/api/admin/jobs/${someId}/retry`)).status).toBe(
      403,
    );

    const badPage = await requestJson(testApp.url, admin, 'GET', '/api/admin/jobs?pageSize=500');
    expect(badPage.status).toBe(400);
    expect(badPage.body.errors).toHaveProperty('pageSize');
    const badId = await requestJson(testApp.url, admin, 'POST', '/api/admin/jobs/not-a-job/retry');
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toHaveProperty('id');
  });
});
