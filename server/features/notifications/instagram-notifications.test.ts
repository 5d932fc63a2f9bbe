import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import type { TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { createConnectedArtist, sandboxDm } from '../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { emails } from '../../db/schema/index.ts';

describe.each(testDatabaseKinds())('Instagram threads email the artist [%s]', (kind) => {
  let app: TestApp;
  let artist: TestArtist;
  const emailsOfKind = (kindOf: string) =>
    app.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.artistId, artist.id), eq(emails.kind, kindOf)));

  beforeAll(async () => {
    app = await startTestApp(kind, { INSTAGRAM_APP_SECRET: 'notifications-test-secret' });
    ({ artist } = await createConnectedArtist(app, {
      email: 'dm.artist@example.com',
      artistName: 'DM Ink',
      username: 'dm.ink',
    }));
    await requestJson(app.url, artist.browser, 'PUT', '/api/notifications/settings', {
      leadEmails: 'every',
      isDailySummaryOn: false,
    });
  });
  afterAll(() => app.close());

  it('a DM that becomes a lead emails the artist once, however many turns re-score it', async () => {
    await sandboxDm(app, artist, {
      username: 'client.koi',
      text: 'Hi! I want a fine line koi on my forearm, about 3 inches, budget $300',
    });
    await sandboxDm(app, artist, { username: 'client.koi', text: 'black and grey please' });
    await app.jobs.whenIdle();
    const sent = await emailsOfKind('lead-received');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'dm.artist@example.com', status: 'sent' });
    expect(sent[0]!.text).toContain('via Instagram');
  });

  it('a client asking for a person emails the artist, whatever the lead setting', async () => {
    await requestJson(app.url, artist.browser, 'PUT', '/api/notifications/settings', {
      leadEmails: 'off',
      isDailySummaryOn: false,
    });
    await sandboxDm(app, artist, { username: 'client.human', text: 'can I talk to a real person' });
    await app.jobs.whenIdle();
    const [sent, ...more] = await emailsOfKind('human-requested');
    expect(more).toEqual([]);
    expect(sent!.subject).toMatch(/asked to talk to you on Instagram$/);
    expect(sent!.text).toContain('Their message: "can I talk to a real person"');
    expect(sent!.text).toContain(`${app.url}/dashboard?tab=inbox`);
  });
});
