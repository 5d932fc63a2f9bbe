import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { createConnectedArtist, sandboxDm } from '../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { callApi, joinStudio, setPlan } from '../../../tests/fixtures/test-studios.ts';
import { availabilitySettings, instagramMessages, instagramThreads, leads } from '../../db/schema/index.ts';

const INQUIRY = 'Hi! I want a fine line rose on my forearm, about 3 inches, budget $300';

interface ThreadRow {
  id: string;
  artistId: string;
  artistName: string;
  routing: { how: string; reason: string; by?: { name: string; role: string } } | null;
  lastMessage: { author: string; sentBy: { id: string; name: string; role: string } | null } | null;
}

describe.each(testDatabaseKinds())(
  "a studio's Inbox: the owner and front desk work every member's threads (decision 073) [%s]",
  (kind) => {
    let app: TestApp;
    let sol: TestArtist;
    let fay: TestArtist;
    let cy: TestArtist;
    let threadId: string;
    const db = () => app.database.db;
    const inbox = async (who: TestArtist) => {
      const list = await requestJson(app.url, who.browser, 'GET', '/api/inbox/threads');
      expect(list.status).toBe(200);
      return list.body as {
        threads: ThreadRow[];
        artists: Array<{ id: string; name: string }>;
        isInStudio: boolean;
      };
    };
    const threadOf = async (mid: string) => {
      const [message] = await db().select().from(instagramMessages).where(eq(instagramMessages.mid, mid));
      return message!.threadId;
    };

    beforeAll(async () => {
      app = await startTestApp(kind);
      ({ artist: sol } = await createConnectedArtist(app, {
        email: 'sol@example.com',
        artistName: 'Sol Ink',
        username: 'sol.studio',
      }));
      const person = (name: string) =>
        createArtist(app.url, {
          email: `${name}@example.com`,
          artistName: `${name} Ink`,
          styles: ['Blackwork'],
        });
      fay = await person('fay');
      cy = await person('cy');
      await setPlan(db(), sol.id, 'studio');
      expect(
        (await callApi(sol.browser, 'POST', '/api/studio', { name: 'Sol’s', publicHandle: 'sols' })).status,
      ).toBe(200);
      await joinStudio(sol.browser, fay.browser, { email: 'fay@example.com', role: 'front_desk' });
      await joinStudio(sol.browser, cy.browser, { email: 'cy@example.com', role: 'artist' });
      threadId = await threadOf(await sandboxDm(app, sol, { username: 'client.rose', text: INQUIRY }));
    }, 90_000);
    afterAll(() => app.close());

    it('lists the studio’s threads to the front desk, each naming its artist; an artist sees only their own', async () => {
      const seen = await inbox(fay);
      expect(seen.threads.find((thread) => thread.id === threadId)).toMatchObject({
        artistId: sol.id,
        artistName: 'Sol Ink',
        // Sol's account is the studio's: the fine line idea was routed, and Sol's styles fit it best.
        routing: { how: 'matched' },
      });
      // Front desk holds no thread of its own: not an artist to filter by.
      expect(seen.artists.map((artist) => artist.id).sort()).toEqual([sol.id, cy.id].sort());
      expect((await inbox(cy)).threads).toEqual([]);
      // Everyone in the studio shares threads with its owner and front desk (the list's "A person" badge).
      expect([seen.isInStudio, (await inbox(cy)).isInStudio]).toEqual([true, true]);
      expect((await callApi(cy.browser, 'GET', `/api/inbox/threads/${threadId}`)).status).toBe(404);
      expect(
        (await callApi(cy.browser, 'POST', `/api/inbox/threads/${threadId}/replies`, { text: 'mine' }))
          .status,
      ).toBe(404);
    });

    it('lets the front desk reply as the studio: from the thread’s account, showing who wrote it', async () => {
      const replied = await callApi(fay.browser, 'POST', `/api/inbox/threads/${threadId}/replies`, {
        text: 'Hi from the front desk!',
      });
      expect(replied.status, JSON.stringify(replied.body)).toBe(200);
      await app.jobs.whenIdle();
      const thread = (await callApi(sol.browser, 'GET', `/api/inbox/threads/${threadId}`)).body;
      expect(thread.messages.at(-1)).toMatchObject({
        author: 'artist',
        text: 'Hi from the front desk!',
        status: 'sent',
        sentBy: { id: fay.id, name: 'fay Ink', role: 'front_desk' },
      });
      expect(thread).toMatchObject({ handling: 'human', artistName: 'Sol Ink' });
      // The list says who wrote the last reply too, so each reader can tell their own from the front desk's.
      const listed = (await inbox(sol)).threads.find((row) => row.id === threadId);
      expect(listed!.lastMessage).toMatchObject({
        author: 'artist',
        sentBy: { id: fay.id, name: 'fay Ink', role: 'front_desk' },
      });
    });

    it('reassigns the thread with its lead: the new artist reads it, the client’s next DM lands in it', async () => {
      const refused = await callApi(cy.browser, 'POST', `/api/studio/threads/${threadId}/reassign`, {
        artistId: cy.id,
        reason: 'mine',
      });
      expect(refused.status).toBe(403);
      const moved = await callApi(fay.browser, 'POST', `/api/studio/threads/${threadId}/reassign`, {
        artistId: cy.id,
        reason: 'Fine line: Cy’s style',
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(204);
      const [thread] = await db().select().from(instagramThreads).where(eq(instagramThreads.id, threadId));
      const [lead] = await db().select().from(leads).where(eq(leads.id, thread!.leadId!));
      expect(lead).toMatchObject({ artistId: cy.id, routing: { how: 'reassigned', by: { id: fay.id } } });
      const cySees = await inbox(cy);
      expect(cySees.threads.map((row) => row.id)).toEqual([threadId]);
      expect(cySees.threads[0]).toMatchObject({
        artistName: 'cy Ink',
        routing: {
          how: 'reassigned',
          reason: 'Fine line: Cy’s style',
          by: { name: 'fay Ink', role: 'front_desk' },
        },
      });
      // The client writes again to the studio's account: the same thread, now Cy's, no second one for Sol.
      await sandboxDm(app, sol, { username: 'client.rose', text: 'Is Thursday possible?' });
      const threads = await db()
        .select()
        .from(instagramThreads)
        .where(eq(instagramThreads.accountId, thread!.accountId));
      expect(threads.map((row) => [row.id, row.artistId])).toEqual([[threadId, cy.id]]);
      const messages = await db()
        .select()
        .from(instagramMessages)
        .where(eq(instagramMessages.threadId, threadId));
      expect(messages.every((message) => message.artistId === cy.id)).toBe(true);
      expect(messages.some((message) => message.text === 'Is Thursday possible?')).toBe(true);
    });
  },
);

describe.each(testDatabaseKinds())(
  "a studio owner's Instagram account routes a DM as the studio page's chat does (decision 075) [%s]",
  (kind) => {
    let app: TestApp;
    let rae: TestArtist;
    let mia: TestArtist;
    const db = () => app.database.db;

    beforeAll(async () => {
      app = await startTestApp(kind);
      ({ artist: rae } = await createConnectedArtist(app, {
        email: 'rae@example.com',
        artistName: 'Rae Stone',
        username: 'harbour.ink',
      }));
      mia = await createArtist(app.url, {
        email: 'mia@example.com',
        artistName: 'Mia Hart',
        styles: ['Watercolor'],
      });
      await setPlan(db(), rae.id, 'studio');
      expect(
        (await callApi(rae.browser, 'POST', '/api/studio', { name: 'Harbour Ink', publicHandle: 'harbour' }))
          .status,
      ).toBe(200);
      await joinStudio(rae.browser, mia.browser, { email: 'mia@example.com', role: 'artist' });
    }, 90_000);
    afterAll(() => app.close());

    it('talks as the studio, hands the watercolour idea to Mia with the reason, and her Inbox holds the thread', async () => {
      const mid = await sandboxDm(app, rae, {
        username: 'client.peony',
        text: 'Hi! I would love a watercolor peony on my forearm, about 4 inches, budget $400',
      });
      const [message] = await db().select().from(instagramMessages).where(eq(instagramMessages.mid, mid));
      const [thread] = await db()
        .select()
        .from(instagramThreads)
        .where(eq(instagramThreads.id, message!.threadId));
      expect(thread).toMatchObject({ artistId: mia.id, routing: { how: 'matched' } });
      expect(thread!.routing!.reason).toContain("Watercolor is one of Mia's styles");
      const [lead] = await db().select().from(leads).where(eq(leads.id, thread!.leadId!));
      expect(lead).toMatchObject({ artistId: mia.id, channel: 'instagram', routing: { how: 'matched' } });
      // The reply went out from the studio's account, as the studio, saying whom the idea went to.
      const sent = await requestJson(
        app.url,
        rae.browser,
        'GET',
        '/api/instagram/sandbox/thread?username=client.peony',
      );
      const reply = (sent.body.messages as Array<{ from: string; text: string }>).at(-1)!;
      expect(reply.from).toBe('account');
      expect(reply.text).toContain('Harbour Ink');
      expect(reply.text).toContain('Mia');
      const miaSees = (await callApi(mia.browser, 'GET', '/api/inbox/threads')).body.threads as ThreadRow[];
      expect(miaSees.map((row) => row.id)).toEqual([thread!.id]);
      // The next DM is Mia's to answer, in the same thread.
      await sandboxDm(app, rae, { username: 'client.peony', text: 'Could it be on my calf instead?' });
      const threads = await db()
        .select()
        .from(instagramThreads)
        .where(eq(instagramThreads.accountId, thread!.accountId));
      expect(threads.map((row) => row.artistId)).toEqual([mia.id]);
    });
  },
);

describe.each(testDatabaseKinds())(
  "a DM on a studio owner's Instagram account that fits two artists equally goes to the one free sooner (decision 075) [%s]",
  (kind) => {
    // A Tuesday: Cal and Dee each have weekday hours from tomorrow on, unless blocked.
    const now = new Date('2026-12-01T09:00:00Z');
    let app: TestApp;
    let cal: TestArtist;
    let dee: TestArtist;
    const db = () => app.database.db;
    const IDEA = 'Hi! a minimalist wave on my wrist, about 2 inches, black, budget $200';

    /** `artistId` works weekdays 10–18 UTC with the next two weeks blocked, or none of them when `isBlocked` is false. */
    async function setCalendar(artistId: string, isBlocked: boolean) {
      const workday = [{ start: '10:00', end: '18:00' }];
      const row = {
        timeZone: 'UTC',
        weeklyHours: {
          mon: workday,
          tue: workday,
          wed: workday,
          thu: workday,
          fri: workday,
          sat: [],
          sun: [],
        },
        sessionMinutes: { consultation: 30, small: 120, halfDay: 240, fullDay: 480 },
        blockedDates: isBlocked
          ? Array.from({ length: 14 }, (_, day) =>
              new Date(now.getTime() + day * 86_400_000).toISOString().slice(0, 10),
            )
          : [],
        depositRule: { kind: 'none' as const },
        calendarToken: nanoid(32),
        savedAt: now,
      };
      await db()
        .insert(availabilitySettings)
        .values({ artistId, ...row })
        .onConflictDoUpdate({ target: availabilitySettings.artistId, set: row });
    }

    const threadOfDm = async (username: string) => {
      const mid = await sandboxDm(app, cal, { username, text: IDEA });
      const [message] = await db().select().from(instagramMessages).where(eq(instagramMessages.mid, mid));
      const [thread] = await db()
        .select()
        .from(instagramThreads)
        .where(eq(instagramThreads.id, message!.threadId));
      return thread!;
    };

    beforeAll(async () => {
      app = await startTestApp(kind, {}, { clock: () => now });
      // Both Minimalist: createConnectedArtist gives the owner that style, and Dee is given it too.
      ({ artist: cal } = await createConnectedArtist(app, {
        email: 'cal@example.com',
        artistName: 'Cal Ward',
        username: 'grid.studio',
      }));
      dee = await createArtist(app.url, {
        email: 'dee@example.com',
        artistName: 'Dee Park',
        styles: ['Minimalist'],
      });
      await setPlan(db(), cal.id, 'studio');
      expect(
        (await callApi(cal.browser, 'POST', '/api/studio', { name: 'Grid Studio', publicHandle: 'grid' }))
          .status,
      ).toBe(200);
      await joinStudio(cal.browser, dee.browser, { email: 'dee@example.com', role: 'artist' });
    }, 90_000);
    afterAll(() => app.close());

    it('routes the tie to Dee while the owner’s next two weeks are blocked, with the reason on thread and lead', async () => {
      await setCalendar(cal.id, true);
      await setCalendar(dee.id, false);
      const thread = await threadOfDm('client.wave');
      expect(thread).toMatchObject({ artistId: dee.id, routing: { how: 'matched' } });
      expect(thread.routing!.reason).toMatch(
        /^Cal and Dee fit equally \(\d+% and \d+%\); Dee has the sooner open time$/,
      );
      const [lead] = await db().select().from(leads).where(eq(leads.id, thread.leadId!));
      expect(lead).toMatchObject({ artistId: dee.id, channel: 'instagram', routing: { how: 'matched' } });
      expect(lead!.routing!.reason).toBe(thread.routing!.reason);
    });

    it('routes the same tie to the owner once Dee is the one blocked: the sooner slot decides, not the seat', async () => {
      await setCalendar(cal.id, false);
      await setCalendar(dee.id, true);
      const thread = await threadOfDm('client.wave.two');
      expect(thread).toMatchObject({ artistId: cal.id, routing: { how: 'matched' } });
      expect(thread.routing!.reason).toMatch(
        /^Cal and Dee fit equally \(\d+% and \d+%\); Cal has the sooner open time$/,
      );
    });
  },
);
