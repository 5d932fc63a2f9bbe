import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeSmtpServer } from '../../../tests/fakes/fake-smtp-server.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { emails } from '../../db/schema/index.ts';
import { appLink, renderEmail } from './email-layout.ts';
import { queueEmail } from './queue-email.ts';

const INVITE = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Inkdesk//test\r\nEND:VCALENDAR\r\n';

describe.each(testDatabaseKinds())('send-email over real SMTP to a local server [%s]', (kind) => {
  let app: TestApp;
  const smtp = new FakeSmtpServer();
  const db = () => app.database.db;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    app = await startTestApp(kind, { SMTP_URL: smtpUrl, MAIL_FROM: 'Inkdesk Studio <studio@inkdesk.test>' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const queue = (subject: string) =>
    queueEmail(
      { db: db(), jobs: app.jobs },
      {
        kind: 'booking-confirmed',
        recipient: 'artist',
        to: 'client@example.com',
        subject,
        attachments: [{ filename: 'invite.ics', contentType: 'text/calendar', content: INVITE }],
        ...renderEmail({
          heading: 'Booked: <b>Rose</b> & "thorns"',
          blocks: [
            { kind: 'paragraph', text: 'See you <script>alert(1)</script> soon.' },
            { kind: 'list', items: ['Forearm', 'Fine line'] },
            { kind: 'link', label: 'Your request', href: appLink(app.url, '/r/abc?x=1&y=2') },
          ],
        }),
      },
    );

  it('delivers a text part, an escaped HTML part with absolute links, and the .ics attachment', async () => {
    const { emailId } = await queue('Your booking');
    await app.jobs.whenIdle(['send-email']);

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['client@example.com']);
    expect(message!.from).toBe('studio@inkdesk.test');
    const mail = message!.parsed;
    expect(mail.from?.text).toBe('"Inkdesk Studio" <studio@inkdesk.test>');
    expect(mail.subject).toBe('Your booking');
    expect(mail.text).toContain('Booked: <b>Rose</b> & "thorns"');
    expect(mail.text).toContain(`Your request: ${app.url}/r/abc?x=1&y=2`);
    expect(mail.text).toContain('- Forearm');
    const html = String(mail.html);
    expect(html).toContain('Booked: &lt;b&gt;Rose&lt;/b&gt; &amp; &quot;thorns&quot;');
    expect(html).toContain('See you &lt;script&gt;alert(1)&lt;/script&gt; soon.');
    expect(html).not.toContain('<script>');
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([`${app.url}/r/abc?x=1&amp;y=2`]);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar' });
    expect(mail.attachments[0]!.content.toString('utf8')).toBe(INVITE);

    const [row] = await db().select().from(emails).where(eq(emails.id, emailId));
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
    expect(mail.messageId).toBe(row!.messageId);
  });

  it("sends under an email's own display name from MAIL_FROM's address, its quotes and accents intact", async () => {
    const senderName = 'Tinta "La Peña" Studio';
    const { emailId } = await queueEmail(
      { db: db(), jobs: app.jobs },
      {
        kind: 'request-received',
        recipient: 'artist',
        to: 'client@example.com',
        subject: 'Branded',
        senderName,
        ...renderEmail({ heading: 'Thanks', blocks: [] }),
      },
    );
    await app.jobs.whenIdle(['send-email']);

    const message = smtp.received.find((received) => received.parsed.subject === 'Branded')!;
    expect(message.from).toBe('studio@inkdesk.test');
    expect(message.parsed.from?.value).toEqual([{ name: senderName, address: 'studio@inkdesk.test' }]);
    const [row] = await db().select().from(emails).where(eq(emails.id, emailId));
    expect(row!.from).toBe('"Tinta \\"La Peña\\" Studio" <studio@inkdesk.test>');
  });

  it('retries with backoff when the server refuses, and delivers once', async () => {
    smtp.refuseNext(1);
    const refusedBefore = smtp.refusals;
    const { emailId } = await queue('Refused once');
    await app.jobs.whenIdle(['send-email']);

    expect(smtp.refusals - refusedBefore).toBe(1);
    expect(smtp.received.map((message) => message.parsed.subject)).toEqual(['Refused once']);
    const [row] = await db().select().from(emails).where(eq(emails.id, emailId));
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 2, lastError: null });
    // The retry repeats the message the refused attempt offered, Message-ID and all.
    expect(smtp.received[0]!.parsed.messageId).toBe(row!.messageId);
  });
});
