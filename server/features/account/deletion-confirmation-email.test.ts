import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { ERASED_RECIPIENT, emails } from '../../db/schema/index.ts';

describe.each(testDatabaseKinds())('the deletion confirmation email (spec §4) [%s]', (kind) => {
  let app: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-deletion-mail-'));
  beforeAll(async () => {
    app = await startTestApp(kind, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('goes to the address the account had, with the code; the stored copy then forgets the address', async () => {
    const artist = await createArtist(app.url, {
      email: 'gone@example.com',
      artistName: 'Gone Ink',
      styles: ['Dotwork'],
    });
    const deleted = await requestJson(app.url, artist.browser, 'DELETE', '/api/account', {
      confirmation: 'Gone Ink',
    });
    expect(deleted.status).toBe(200);
    const code = deleted.body.confirmationCode as string;
    await app.jobs.whenIdle(['send-email']);

    const [row] = await app.database.db
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `account-deleted:${code}`));
    expect(row).toMatchObject({
      kind: 'account-deleted',
      artistId: null,
      status: 'sent',
      to: ERASED_RECIPIENT,
    });
    const delivered = await simpleParser(readFileSync(join(dataDir, 'mail', `${row!.id}.eml`)));
    expect(delivered.to).toMatchObject({ text: 'gone@example.com' });
    expect(delivered.subject).toBe('Your Inkdesk account has been deleted');
    expect(delivered.text).toContain(`Confirmation code: ${code}`);
    expect(String(delivered.html)).toContain(`Confirmation code: ${code}`);
  });
});
