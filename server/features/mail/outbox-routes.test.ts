import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { renderEmail } from './email-layout.ts';
import { queueEmail } from './queue-email.ts';

describe.each(testDatabaseKinds())('the admin Outbox API [%s]', (kind) => {
  let app: TestApp;
  let admin: TestArtist;
  let artist: TestArtist;
  const ids: string[] = [];

  beforeAll(async () => {
    app = await startTestApp(kind);
    admin = await createArtist(app.url, {
      email: TEST_ADMIN_EMAIL,
      artistName: 'Studio',
      styles: ['Realism'],
    });
    artist = await createArtist(app.url, {
      email: 'ink@example.com',
      artistName: 'Ink',
      styles: ['Realism'],
    });
    for (const n of [1, 2, 3]) {
      const { emailId } = await queueEmail(
        { db: app.database.db, jobs: app.jobs },
        {
          kind: 'lead-received',
          recipient: 'artist',
          to: `artist${n}@example.com`,
          subject: `Email ${n}`,
          attachments:
            n === 3
              ? [{ filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }]
              : [],
          ...renderEmail({ heading: `Heading ${n}`, blocks: [{ kind: 'paragraph', text: `Body ${n}` }] }),
        },
      );
      ids.push(emailId);
    }
    await app.jobs.whenIdle(['send-email']);
  });
  afterAll(() => app.close());

  it('lists every email newest first, a page at a time', async () => {
    const first = await requestJson(app.url, admin.browser, 'GET', '/api/admin/outbox?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.emails.map((email: { subject: string }) => email.subject)).toEqual([
      'Email 3',
      'Email 2',
    ]);
    expect(first.body.emails[0]).toMatchObject({
      to: 'artist3@example.com',
      kind: 'lead-received',
      status: 'sent',
      transport: 'outbox',
    });
    const second = await requestJson(app.url, admin.browser, 'GET', '/api/admin/outbox?pageSize=2&page=2');
    expect(second.body.emails.map((email: { subject: string }) => email.subject)).toEqual(['Email 1']);
  });

  it('opens one email with both parts and its attachments, and downloads it and them', async () => {
    const opened = await requestJson(app.url, admin.browser, 'GET', `/api/admin/outbox/${ids[2]}`);
    expect(opened.body).toMatchObject({
      subject: 'Email 3',
      attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', size: 15 }],
    });
    expect(opened.body.text).toContain('Body 3');
    expect(opened.body.html).toContain('<p style="margin:0 0 12px;line-height:1.5">Body 3</p>');

    const eml = await admin.browser.request(`/api/admin/outbox/${ids[2]}/eml`);
    expect(eml.headers.get('content-type')).toBe('message/rfc822');
    expect(eml.headers.get('content-disposition')).toBe(`attachment; filename="${ids[2]}.eml"`);
    const parsed = await simpleParser(Buffer.from(await eml.arrayBuffer()));
    expect(parsed.subject).toBe('Email 3');
    expect(parsed.messageId).toBe(opened.body.messageId);
    expect(parsed.attachments[0]!.filename).toBe('invite.ics');

    const file = await admin.browser.request(`/api/admin/outbox/${ids[2]}/attachments/0`);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="invite.ics"');
    expect(await file.text()).toBe('BEGIN:VCALENDAR');
  });

  it('is for admins only, and names a bad id or page', async () => {
    expect((await requestJson(app.url, artist.browser, 'GET', '/api/admin/outbox')).status).toBe(403);
    expect((await requestJson(app.url, artist.browser, 'GET', `/api/admin/outbox/${ids[0]}`)).status).toBe(
      403,
    );
    expect((await artist.browser.request(`/api/admin/outbox/${ids[0]}/eml`)).status).toBe(403);
    const badId = await requestJson(app.url, admin.browser, 'GET', '/api/admin/outbox/not-an-id');
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toContain('id must be an email id');
    const badPage = await requestJson(app.url, admin.browser, 'GET', '/api/admin/outbox?page=0');
    expect(badPage.status).toBe(400);
    expect(JSON.stringify(badPage.body)).toContain('page must be a whole number from 1');
    const missing = await requestJson(
      app.url,
      admin.browser,
      'GET',
      '/api/admin/outbox/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    const noAttachment = await requestJson(
      app.url,
      admin.browser,
      'GET',
      `/api/admin/outbox/${ids[0]}/attachments/0`,
    );
    expect(noAttachment.status).toBe(404);
  });
});
