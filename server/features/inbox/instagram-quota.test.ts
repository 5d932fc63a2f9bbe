import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMonthOf } from '#common/domain/billing/entitlement.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { createConnectedArtist, sandboxDm } from '../../../tests/fixtures/test-instagram.ts';
import {
  conversations,
  conversationUsage,
  emails,
  instagramMessages,
  instagramThreads,
  leads,
  subscriptions,
} from '../../db/schema/index.ts';

/** Instagram DMs take the one consultation turn, so they count and hand over as web chats do (decision 070). */
describe.each(testDatabaseKinds())('Instagram DMs under the plan’s conversations [%s]', (kind) => {
  let app: TestApp;
  const db = () => app.database.db;
  const month = usageMonthOf(new Date());

  beforeAll(async () => {
    app = await startTestApp(kind, { INSTAGRAM_APP_SECRET: 'quota-test-secret' });
  });
  afterAll(() => app.close());

  /** A connected artist on Starter with `used` of the month's 50 conversations already answered. */
  async function starterArtist(name: string, username: string, used: number) {
    const { artist } = await createConnectedArtist(app, {
      email: `${username}@example.com`,
      artistName: name,
      username,
    });
    await db()
      .update(subscriptions)
      .set({ plan: 'starter', status: 'active', trialEndsAt: null })
      .where(eq(subscriptions.artistId, artist.id));
    await db().insert(conversationUsage).values({ artistId: artist.id, month, conversations: used });
    return artist;
  }
  const usedOf = async (artistId: string) =>
    (
      await db()
        .select({ conversations: conversationUsage.conversations })
        .from(conversationUsage)
        .where(and(eq(conversationUsage.artistId, artistId), eq(conversationUsage.month, month)))
    )[0]?.conversations;
  /** The bot's messages in the thread of a DM, and the thread's stored transcript. */
  async function threadOf(mid: string) {
    const [message] = await db().select().from(instagramMessages).where(eq(instagramMessages.mid, mid));
    const [thread] = await db()
      .select()
      .from(instagramThreads)
      .where(eq(instagramThreads.id, message!.threadId));
    const bot = await db()
      .select({ text: instagramMessages.text })
      .from(instagramMessages)
      .where(and(eq(instagramMessages.threadId, thread!.id), eq(instagramMessages.author, 'bot')))
      .orderBy(instagramMessages.createdAt);
    const [conversation] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, thread!.conversationId!));
    return { thread: thread!, bot: bot.map((row) => row.text), conversation: conversation! };
  }

  it('hands a DM over in the client’s language at the limit, stores it and makes the lead, and tells the artist', async () => {
    const artist = await starterArtist('Hooks Ink', 'hooks.ink', 50);
    const mid = await sandboxDm(app, artist, {
      username: 'rosa.cliente',
      text: 'Hola, quiero un tatuaje de una rosa fina en el antebrazo, unos 8 cm, presupuesto 300 €',
    });
    const { thread, bot, conversation } = await threadOf(mid);
    const handover =
      "Hi! I'm the automated assistant for Hooks Ink. ¡Gracias! Hooks Ink te responderá personalmente.";
    expect(bot).toEqual([handover]);
    expect(conversation.messages.at(-1)?.content).toBe(handover);
    expect(conversation.countedMonth).toBeNull();
    expect(thread.leadId).not.toBeNull();
    const [lead] = await db().select().from(leads).where(eq(leads.id, thread.leadId!));
    expect(lead?.artistId).toBe(artist.id);
    expect(await usedOf(artist.id)).toBe(50);
    const told = await db().select({ kind: emails.kind }).from(emails).where(eq(emails.artistId, artist.id));
    expect(told.map((row) => row.kind)).toContain('conversation-limit-reached');
  });

  it('counts a thread once a month, whatever number of DMs it holds', async () => {
    const artist = await starterArtist('Count Ink', 'count.ink', 10);
    const first = await sandboxDm(app, artist, {
      username: 'wolf.client',
      text: 'Hi! I want a geometric wolf head on my forearm, about 5 inches',
    });
    await sandboxDm(app, artist, { username: 'wolf.client', text: 'black and grey, budget around $400' });
    const { bot, conversation } = await threadOf(first);
    expect(bot).toHaveLength(2);
    expect(bot.join(' ')).not.toMatch(/personally/);
    expect(conversation.countedMonth).toBe(month);
    expect(await usedOf(artist.id)).toBe(11);
  });
});
