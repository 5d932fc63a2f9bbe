import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { emails } from '../../db/schema/index.ts';
import { queueEmail } from './queue-email.ts';

const EMAIL = {
  to: 'artist@example.com',
  subject: 'A new lead',
  text: 'Plain text',
  html: '<p>HTML</p>',
  kind: 'lead-received',
  recipient: 'artist' as const,
  attachments: [
    { filename: 'invite.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
  ],
};

describe.each(testDatabaseKinds())('queueEmail into the local outbox [%s]', (kind) => {
  let app: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-mail-'));
  beforeAll(async () => {
    app = await startTestApp(kind, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const db = () => app.database.db;

  it('stores the email, sends it to DATA_DIR/mail as an .eml with its parts, and marks it sent', async () => {
    const { emailId } = await queueEmail({ db: db(), jobs: app.jobs }, EMAIL);
    await app.jobs.whenIdle(['send-email']);
    const [row] = await db().select().from(emails).where(eq(emails.id, emailId));
    expect(row).toMatchObject({ status: 'sent', transport: 'outbox', attempts: 1, lastError: null });
    const file = join(dataDir, 'mail', `${emailId}.eml`);
    const parsed = await simpleParser(readFileSync(file));
    expect(parsed.subject).toBe('A new lead');
    expect(parsed.text?.trim()).toBe('Plain text');
    expect(parsed.html).toContain('<p>HTML</p>');
    expect(parsed.messageId).toBe(row!.messageId);
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['invite.ics', 'text/calendar'],
    ]);
  });

  it("queues inside the caller's transaction: a rolled-back effect leaves no email and no job", async () => {
    let emailId = '';
    await expect(
      db().transaction(async (tx) => {
        ({ emailId } = await queueEmail(
          { db: db(), jobs: app.jobs, tx },
          { ...EMAIL, subject: 'Rolled back' },
        ));
        throw new Error('the caller fails after queueing');
      }),
    ).rejects.toThrow('the caller fails');
    await app.jobs.whenIdle(['send-email']);
    expect(await db().select().from(emails).where(eq(emails.id, emailId))).toEqual([]);
    expect(existsSync(join(dataDir, 'mail', `${emailId}.eml`))).toBe(false);
  });

  it('queues one email per dedupe key', async () => {
    const first = await queueEmail({ db: db(), jobs: app.jobs }, { ...EMAIL, dedupeKey: 'once' });
    const again = await queueEmail({ db: db(), jobs: app.jobs }, { ...EMAIL, dedupeKey: 'once' });
    await app.jobs.whenIdle(['send-email']);
    expect(again.emailId).toBe(first.emailId);
    expect(await db().select().from(emails).where(eq(emails.dedupeKey, 'once'))).toHaveLength(1);
  });
});
