import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import type { TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { createConnectedArtist, sandboxDm } from '../../../tests/fixtures/test-instagram.ts';
import { emails } from '../../db/schema/index.ts';

/**
 * Decision 055: an Instagram client who gives an email in a DM is asked to confirm it once, like a web client;
 * otherwise the emails the artist sends them would wait for a confirmation nobody asked for.
 */
describe.each(testDatabaseKinds())(
  'an Instagram client’s email is confirmed before it is written to [%s]',
  (kind) => {
    let app: TestApp;
    let artist: TestArtist;
    beforeAll(async () => {
      app = await startTestApp(kind, { INSTAGRAM_APP_SECRET: 'ig-confirm-secret' });
      ({ artist } = await createConnectedArtist(app, {
        email: 'ig-confirm@example.com',
        artistName: 'Ida Ink',
        username: 'ida.ink',
      }));
    });
    afterAll(() => app.close());

    it('sends one confirmation when the client gives an email, not one per message', async () => {
      const address = 'ig.client@example.com';
      await sandboxDm(app, artist, {
        username: 'ig.client',
        text: 'Hi! I want a fine line rose on my forearm, about 3 inches, budget $300',
      });
      await sandboxDm(app, artist, { username: 'ig.client', text: `my email is ${address}` });
      await sandboxDm(app, artist, { username: 'ig.client', text: 'next month works for me' });
      await app.jobs.whenIdle();
      const sent = await app.database.db
        .select()
        .from(emails)
        .where(and(eq(emails.to, address), eq(emails.status, 'sent')));
      expect(sent.map((email) => email.kind)).toEqual(['confirm-email']);
    });
  },
);
