import { and, eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMonthOf } from '#common/domain/billing/entitlement.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { signIn, TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import {
  conversations,
  conversationUsage,
  emails,
  experimentExposures,
  experiments,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { DEMO_ARTIST_ID, seedDemoArtist } from '../../db/seed.ts';
import { forgetActiveExperiments } from '../experiments/active-experiments.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const QUOTA_JOBS = [
  'conversation-usage-warning',
  'plan-lapsed-handover',
  'send-trial-emails',
  'send-email',
] as const;

/** The first line of a new client in each language the assistant speaks, and the handover they read at the limit. */
const HANDOVERS = [
  ['Hi, I want a rose tattoo on my forearm', 'Thanks! Quota Ink will reply to you personally.'],
  ['Hola, quiero un tatuaje de una rosa en el antebrazo', '¡Gracias! Quota Ink te responderá personalmente.'],
  ['Olá, quero uma tatuagem de uma rosa no antebraço', 'Obrigado! Quota Ink vai te responder pessoalmente.'],
  [
    "Bonjour, je voudrais un tatouage d'une rose sur l'avant-bras",
    'Merci ! Quota Ink te répondra personnellement.',
  ],
  [
    'Hallo, ich möchte ein Tattoo von einer Rose auf dem Unterarm',
    'Danke! Quota Ink antwortet dir persönlich.',
  ],
  [
    "Ciao, vorrei un tatuaggio di una rosa sull'avambraccio",
    'Grazie! Quota Ink ti risponderà personalmente.',
  ],
] as const;

// Fifty chats at once and several artists through sign-in, on a busy machine.
describe.each(testDatabaseKinds({ postgresBecause: 'concurrency' }))(
  'plans: trial at sign-up, conversations counted in the turn [%s]',
  { timeout: 120_000 },
  (kind) => {
    let testApp: TestApp;
    /** Mid-month, so a few days either way stay in the month. */
    let now = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 10, 12));
    const db = () => testApp.database.db;

    beforeAll(async () => {
      // Fifty clients from one address at once: the per-IP turn limit is not what this tests.
      testApp = await startTestApp(kind, { CHAT_TURNS_PER_IP_PER_MINUTE: '1000' }, { clock: () => now });
    }, 60_000);
    afterAll(() => testApp.close());

    /** One client turn; the artist's own browser when given (the Test Chatbot). */
    async function consult(
      artistId: string,
      messages: Array<{ role: 'user' | 'assistant'; content: string }>,
      { sessionId = nanoid(), browser }: { sessionId?: string; browser?: TestBrowser } = {},
    ) {
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: testApp.url },
        body: JSON.stringify({ sessionId, artistId, messages }),
      };
      const response = browser
        ? await browser.request('/api/chat/consult', init)
        : await fetch(`${testApp.url}/api/chat/consult`, init);
      expect(response.status).toBe(200);
      return { sessionId, answer: (await response.json()) as { response: string; readyToSave: boolean } };
    }
    const firstTurn = (artistId: string, line = 'I want a geometric wolf head on my forearm') =>
      consult(artistId, [{ role: 'user', content: line }]);

    /** An artist on a paid plan (set before their first chat, so the cached artist reads it). */
    async function artistOn(plan: 'starter' | 'professional' | 'studio', name: string, used = 0, warned = 0) {
      const artist = await createArtist(testApp.url, {
        email: `${nanoid(6).toLowerCase()}@example.com`,
        artistName: name,
        styles: ['Blackwork'],
      });
      await db()
        .update(subscriptions)
        .set({ plan, status: 'active', trialEndsAt: null, currentPeriodEnd: null })
        .where(eq(subscriptions.artistId, artist.id));
      if (used > 0 || warned > 0) {
        await db()
          .insert(conversationUsage)
          .values({
            artistId: artist.id,
            month: usageMonthOf(now),
            conversations: used,
            warnedPercent: warned,
          });
      }
      return artist;
    }
    const usageOf = async (artistId: string, at = now) =>
      (
        await db()
          .select()
          .from(conversationUsage)
          .where(and(eq(conversationUsage.artistId, artistId), eq(conversationUsage.month, usageMonthOf(at))))
      )[0] ?? null;
    const emailKinds = async (artistId: string) => {
      await testApp.jobs.whenIdle([...QUOTA_JOBS]);
      const rows = await db().select({ kind: emails.kind }).from(emails).where(eq(emails.artistId, artistId));
      return rows.map((row) => row.kind).sort();
    };
    const storedReply = async (sessionId: string) => {
      const [row] = await db().select().from(conversations).where(eq(conversations.sessionId, sessionId));
      return { last: row?.messages.at(-1)?.content, countedMonth: row?.countedMonth ?? null };
    };

    it('starts a Professional trial at sign-up, keeps the picked plan, and leaves a returning artist alone', async () => {
      const browser = new TestBrowser(testApp.url);
      await signIn(browser, { email: 'picker@example.com', name: 'Picker Ink' }, '/api/login?plan=starter');
      const [user] = await db().select().from(users).where(eq(users.email, 'picker@example.com'));
      const [row] = await db().select().from(subscriptions).where(eq(subscriptions.artistId, user!.id));
      expect(row).toMatchObject({ plan: 'professional', status: 'trialing', chosenPlan: 'starter' });
      expect(row!.trialEndsAt!.getTime()).toBe(now.getTime() + 14 * DAY);

      const again = new TestBrowser(testApp.url);
      await signIn(again, { email: 'picker@example.com', name: 'Picker Ink' }, '/api/login?plan=studio');
      const [after] = await db().select().from(subscriptions).where(eq(subscriptions.artistId, user!.id));
      expect(after).toEqual(row);

      const wrong = await new TestBrowser(testApp.url).navigate('/api/login?plan=enterprise');
      expect(wrong.response.status).toBe(400);
      expect(await wrong.response.json()).toMatchObject({
        errors: { plan: 'Choose starter, professional or studio' },
      });
    });

    it('puts the demo artist on Studio with no end, however many instances seed at once', async () => {
      await Promise.all([1, 2, 3, 4].map(() => seedDemoArtist(db(), testApp.storage)));
      const rows = await db().select().from(subscriptions).where(eq(subscriptions.artistId, DEMO_ARTIST_ID));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        plan: 'studio',
        status: 'active',
        trialEndsAt: null,
        currentPeriodEnd: null,
      });
    });

    it('answers exactly as many of 50 clients starting at once as the month has left, and hands over the rest', async () => {
      const artist = await artistOn('starter', 'Rush Ink', 47, 80);
      const turns = await Promise.all(Array.from({ length: 50 }, () => firstTurn(artist.id)));
      const handover = 'Thanks! Rush Ink will reply to you personally.';
      const answered = turns.filter(({ answer }) => answer.response !== handover);
      expect(answered).toHaveLength(3);
      expect(turns.filter(({ answer }) => answer.response === handover)).toHaveLength(47);
      expect(await usageOf(artist.id)).toMatchObject({ conversations: 50 });
      // Every conversation is stored, with the reply its client read; only the answered ones are counted.
      for (const { sessionId, answer } of turns) {
        const stored = await storedReply(sessionId);
        expect(stored.last).toBe(answer.response);
        expect(stored.countedMonth).toBe(answer.response === handover ? null : usageMonthOf(now));
      }
      // The limit is told once, however many clients were handed over.
      expect(await emailKinds(artist.id)).toEqual(['conversation-limit-reached']);
      expect(await usageOf(artist.id)).toMatchObject({ warnedPercent: 100 });
    });

    it('hands over in the client’s language at the limit, still stores the conversation and makes the lead', async () => {
      const artist = await artistOn('starter', 'Quota Ink', 50);
      for (const [line, handover] of HANDOVERS) {
        const { sessionId, answer } = await firstTurn(artist.id, line);
        expect(answer.response).toBe(handover);
        expect(answer.readyToSave).toBe(true);
        expect((await storedReply(sessionId)).last).toBe(handover);
      }
      const { sessionId } = await firstTurn(
        artist.id,
        'a small rose on my wrist, my email is rosa@example.com',
      );
      const saved = await fetch(`${testApp.url}/api/chat/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, email: 'rosa@example.com', directionSummary: '', clarityScore: 0 }),
      });
      expect(saved.status).toBe(200);
      expect(await usageOf(artist.id)).toMatchObject({ conversations: 50 });
      expect(await emailKinds(artist.id)).toContain('conversation-limit-reached');
    });

    it('costs nothing for a counted conversation’s next turn or the artist’s own Test Chatbot', async () => {
      const artist = await artistOn('starter', 'Count Ink', 10);
      const line = { role: 'user' as const, content: 'I want a geometric wolf head on my forearm' };
      const first = await consult(artist.id, [line]);
      expect(await usageOf(artist.id)).toMatchObject({ conversations: 11 });
      await consult(
        artist.id,
        [
          line,
          { role: 'assistant', content: first.answer.response },
          { role: 'user', content: 'about 5 inches' },
        ],
        { sessionId: first.sessionId },
      );
      expect(await usageOf(artist.id)).toMatchObject({ conversations: 11 });

      await consult(artist.id, [line], { browser: artist.browser });
      await consult(artist.id, [line], { browser: artist.browser });
      expect(await usageOf(artist.id)).toMatchObject({ conversations: 11 });
    });

    it('warns at 80 % and 100 % of the month once each', async () => {
      const artist = await artistOn('starter', 'Warn Ink', 38);
      await firstTurn(artist.id);
      expect(await emailKinds(artist.id)).toEqual([]);
      await firstTurn(artist.id); // 40 of 50
      await firstTurn(artist.id);
      expect(await emailKinds(artist.id)).toEqual(['conversation-usage-warning']);
      await db()
        .update(conversationUsage)
        .set({ conversations: 49 })
        .where(eq(conversationUsage.artistId, artist.id));
      await firstTurn(artist.id); // 50 of 50
      await firstTurn(artist.id); // handed over
      expect(await emailKinds(artist.id)).toEqual([
        'conversation-limit-reached',
        'conversation-usage-warning',
      ]);
    });

    it('keeps A/B experiments to plans that have them', async () => {
      const starter = await artistOn('starter', 'Plain Ink');
      const professional = await artistOn('professional', 'Split Ink');
      await db()
        .insert(experiments)
        .values({
          name: 'Quota tone',
          status: 'active',
          conversionGoal: 'chat_engagement',
          trafficSplit: 50,
          variantA: { name: 'A', description: '', config: {} },
          variantB: { name: 'B', description: '', config: { tone: 'playful' } },
          startDate: now,
        });
      // Started behind the app's back: it forgets its cached list, as the experiments routes make it.
      forgetActiveExperiments(db());
      const plain = await firstTurn(starter.id);
      const split = await firstTurn(professional.id);
      const exposed = await db()
        .select({ sessionId: experimentExposures.sessionId })
        .from(experimentExposures);
      const sessions = exposed.map((row) => row.sessionId);
      expect(sessions).toContain(split.sessionId);
      expect(sessions).not.toContain(plain.sessionId);
    });

    it('hands over once the trial lapses, tells the artist once, and emails the trial’s notices once each', async () => {
      const startedAt = now;
      const artist: TestArtist = await createArtist(testApp.url, {
        email: 'trial@example.com',
        artistName: 'Trial Ink',
        styles: ['Blackwork'],
      });
      const sweep = async () => {
        await testApp.jobs.send('send-trial-emails', {});
        return emailKinds(artist.id);
      };
      expect(await sweep()).toEqual([]);
      now = new Date(startedAt.getTime() + 11 * DAY + HOUR);
      expect(await sweep()).toEqual(['trial-ending']);
      expect(await sweep()).toEqual(['trial-ending']);
      const before = await firstTurn(artist.id);
      expect(before.answer.response).not.toMatch(/personally/);

      now = new Date(startedAt.getTime() + 14 * DAY + HOUR);
      expect(await sweep()).toEqual(['trial-ended', 'trial-ending']);
      expect(await sweep()).toEqual(['trial-ended', 'trial-ending']);
      const used = await usageOf(artist.id);
      for (const _ of [1, 2]) {
        const { answer } = await firstTurn(artist.id);
        expect(answer.response).toBe('Thanks! Trial Ink will reply to you personally.');
      }
      expect(await usageOf(artist.id)).toEqual(used);
      expect(await emailKinds(artist.id)).toEqual(['plan-lapsed-handover', 'trial-ended', 'trial-ending']);
      now = startedAt;
    });

    it('counts a conversation again in a new month (UTC)', async () => {
      const artist = await artistOn('starter', 'Month Ink', 5);
      const line = { role: 'user' as const, content: 'I want a geometric wolf head on my forearm' };
      const first = await consult(artist.id, [line]);
      const month = now;
      now = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 30));
      await consult(
        artist.id,
        [
          line,
          { role: 'assistant', content: first.answer.response },
          { role: 'user', content: 'about 5 inches' },
        ],
        { sessionId: first.sessionId },
      );
      expect(await usageOf(artist.id, month)).toMatchObject({ conversations: 6 });
      expect(await usageOf(artist.id)).toMatchObject({ conversations: 1 });
      expect((await storedReply(first.sessionId)).countedMonth).toBe(usageMonthOf(now));
      now = month;
    });
  },
);
