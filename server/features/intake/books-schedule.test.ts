import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INTAKE_SETTINGS } from '#common/contracts/intake.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, createLead, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { availabilitySettings, users } from '../../db/schema/index.ts';
import { loadAvailability } from '../booking/core/availability.ts';
import { countNewRequest } from './count-new-request.ts';

const IDEA = ['A small blackwork swallow on my forearm, about 8 cm, budget $400'];

describe.each(testDatabaseKinds({ postgresBecause: 'concurrency' }))(
  'Books closed until a date or after N requests [%s]',
  (kind) => {
    let testApp: TestApp;
    let artist: TestArtist;
    // 23:30 on 11 January in UTC is already 12 January in Auckland, the artist's zone.
    let now = new Date('2027-01-11T23:30:00Z');

    beforeAll(async () => {
      testApp = await startTestApp(kind, {}, { clock: () => now });
      artist = await createArtist(testApp.url, {
        email: 'books@example.com',
        artistName: 'Bea Books',
        styles: ['Blackwork'],
      });
      await loadAvailability(testApp.database.db, artist.id);
      await testApp.database.db
        .update(availabilitySettings)
        .set({ timeZone: 'Pacific/Auckland' })
        .where(eq(availabilitySettings.artistId, artist.id));
    });
    afterAll(() => testApp.close());

    const put = (body: Record<string, unknown>) =>
      artist.browser.request('/api/intake', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: testApp.url },
        body: JSON.stringify({ ...DEFAULT_INTAKE_SETTINGS, ...body }),
      });
    const books = async () => {
      const { booksStatus, booksReopenOn, booksCloseAfter } = await (
        await artist.browser.request('/api/intake')
      ).json();
      return { booksStatus, booksReopenOn, booksCloseAfter };
    };
    /** The artist tries their own assistant from the dashboard: a test chat, saved as a test lead. */
    const saveTestLead = async () => {
      const sessionId = nanoid();
      const json = { 'content-type': 'application/json', origin: testApp.url };
      const consult = await artist.browser.request('/api/chat/consult', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          sessionId,
          artistId: artist.id,
          messages: [{ role: 'user', content: IDEA[0] }],
        }),
      });
      expect(consult.status).toBe(200);
      const save = await artist.browser.request('/api/chat/save', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ sessionId, email: 'me@example.com', directionSummary: '', clarityScore: 0 }),
      });
      expect(save.status).toBe(200);
    };

    it('names the field of a past reopen date or a count below 1 in a 400', async () => {
      // Already the 12th where the artist works: today is not "until", yesterday even less.
      for (const date of ['2027-01-12', '2027-01-01']) {
        const response = await put({ booksStatus: 'closed', booksReopenOn: date });
        expect(response.status).toBe(400);
        const body = await response.json();
        expect(body.message).toBe(
          'booksReopenOn: Reopen date must be after today (2027-01-12 where you work)',
        );
        expect(Object.keys(body.errors)).toEqual(['booksReopenOn']);
      }
      const zero = await put({ booksCloseAfter: 0 });
      expect(zero.status).toBe(400);
      expect((await zero.json()).message).toBe('booksCloseAfter: Close after must be at least 1 request');
      const closedAfter = await put({ booksStatus: 'closed', booksCloseAfter: 3 });
      expect((await closedAfter.json()).message).toMatch(/^booksCloseAfter: Only open books/);
    });

    it("closes until a date and reopens by itself on that day in the artist's zone", async () => {
      expect((await put({ booksStatus: 'waitlist', booksReopenOn: '2027-01-14' })).status).toBe(200);
      expect(await books()).toEqual({
        booksStatus: 'waitlist',
        booksReopenOn: '2027-01-14',
        booksCloseAfter: null,
      });
      // 10:59 on the 13th in UTC is 23:59 on the 13th in Auckland: still closed.
      now = new Date('2027-01-13T10:59:00Z');
      expect((await books()).booksStatus).toBe('waitlist');
      // A minute later it is the 14th in Auckland (still the 13th in UTC): open, and the assistant says so.
      now = new Date('2027-01-13T11:00:00Z');
      expect(await books()).toEqual({ booksStatus: 'open', booksReopenOn: null, booksCloseAfter: null });
      const [stored] = await testApp.database.db.select().from(users).where(eq(users.id, artist.id));
      expect(stored?.booksStatus).toBe('waitlist');
      const saved = await createLead(testApp.url, {
        artistId: artist.id,
        lines: IDEA,
        email: 'a@example.com',
      });
      expect(saved.leadId).toBeTruthy();
    });

    it('closes on the Nth real new request saved after the setting, test chats and re-saves aside', async () => {
      // A request saved before the setting does not count.
      await createLead(testApp.url, { artistId: artist.id, lines: IDEA, email: 'before@example.com' });
      expect((await put({ booksStatus: 'open', booksCloseAfter: 2 })).status).toBe(200);
      await saveTestLead();
      expect((await books()).booksCloseAfter).toBe(2);
      const first = await createLead(testApp.url, {
        artistId: artist.id,
        lines: IDEA,
        email: 'one@example.com',
      });
      expect(await books()).toEqual({ booksStatus: 'open', booksReopenOn: null, booksCloseAfter: 1 });
      // Saving the same conversation again updates its lead: not a new request.
      const again = await fetch(`${testApp.url}/api/chat/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          sessionId: first.sessionId,
          email: 'one@example.com',
          directionSummary: '',
          clarityScore: 0,
        }),
      });
      expect(again.status).toBe(200);
      expect((await books()).booksCloseAfter).toBe(1);
      await createLead(testApp.url, { artistId: artist.id, lines: IDEA, email: 'two@example.com' });
      expect(await books()).toEqual({ booksStatus: 'closed', booksReopenOn: null, booksCloseAfter: null });
      // Closed books still take a request (the assistant says they are closed); nothing reopens them.
      await createLead(testApp.url, { artistId: artist.id, lines: IDEA, email: 'three@example.com' });
      expect((await books()).booksStatus).toBe('closed');
    });

    it('counts concurrent new requests exactly: the Nth closes, none slips past', async () => {
      const db = testApp.database.db;
      const countConcurrently = (times: number) =>
        Promise.all(Array.from({ length: times }, () => countNewRequest(db, artist.id)));
      expect((await put({ booksStatus: 'open', booksCloseAfter: 8 })).status).toBe(200);
      await countConcurrently(5);
      expect(await books()).toEqual({ booksStatus: 'open', booksReopenOn: null, booksCloseAfter: 3 });
      await countConcurrently(6);
      expect(await books()).toEqual({ booksStatus: 'closed', booksReopenOn: null, booksCloseAfter: null });
    });
  },
);
