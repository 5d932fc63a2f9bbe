import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAVED_CHAT_IMAGE_RETENTION_HOURS } from '#common/constants/limits.ts';
import { openTestDatabase, testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { insertLead } from '../../../tests/fixtures/test-leads.ts';
import type { Database } from '../../db/client.ts';
import { conversations, instagramAccounts, instagramThreads, leads, users } from '../../db/schema/index.ts';
import { createDiskStorage } from '../../providers/storage/disk-storage.ts';
import { deleteAbandonedChatImages } from './delete-abandoned-chat-images.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const ARTIST_ID = 'retention-artist';

describe.each(testDatabaseKinds())('deleteAbandonedChatImages [%s]', (kind) => {
  let database: Database;
  const dataDir = mkdtempSync(join(tmpdir(), 'inkdesk-retention-'));
  const storage = createDiskStorage(dataDir);
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(users).values({ id: ARTIST_ID, hasCompletedSetup: true });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A chat with one stored image, last written `lastMessageHoursAgo` hours before NOW; returns its id and key. */
  async function chatWithImage(lastMessageHoursAgo: number, conversationId?: string) {
    const sessionId = nanoid();
    const key = `chat/${sessionId}/${nanoid()}.webp`;
    await storage.put(key, Buffer.from('image bytes'), 'image/webp');
    const messages = [
      {
        role: 'user' as const,
        content: 'my reference',
        timestamp: NOW.toISOString(),
        images: [{ key, mimeType: 'image/webp' }],
      },
    ];
    const values = { messages, updatedAt: hoursAgo(lastMessageHoursAgo) };
    if (conversationId) {
      await database.db.update(conversations).set(values).where(eq(conversations.id, conversationId));
      return { id: conversationId, key };
    }
    const [row] = await database.db
      .insert(conversations)
      .values({ sessionId, artistId: ARTIST_ID, ...values })
      .returning({ id: conversations.id });
    return { id: row!.id, key };
  }

  /** A DM thread (no lead) whose conversation holds one image, idle `hours` hours. */
  async function instagramThreadWithImage(hours: number) {
    const chat = await chatWithImage(hours);
    const [account] = await database.db
      .insert(instagramAccounts)
      .values({ artistId: ARTIST_ID, igUserId: '17841400000000777', username: 'retention.artist' })
      .returning({ id: instagramAccounts.id });
    await database.db.insert(instagramThreads).values({
      artistId: ARTIST_ID,
      accountId: account!.id,
      igsid: '17841500000000777',
      conversationId: chat.id,
    });
    return chat;
  }

  const messagesOf = async (id: string) =>
    (await database.db.select().from(conversations).where(eq(conversations.id, id)))[0]!.messages;

  it(`deletes images of unsaved chats idle ${UNSAVED_CHAT_IMAGE_RETENTION_HOURS} hours, keeps saved and recent ones (issue #24 item 6)`, async () => {
    const abandoned = await chatWithImage(UNSAVED_CHAT_IMAGE_RETENTION_HOURS + 1);
    const recent = await chatWithImage(UNSAVED_CHAT_IMAGE_RETENTION_HOURS - 1);
    const leadId = await insertLead(database.db, ARTIST_ID);
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    const saved = await chatWithImage(40 * 24, lead!.conversationId);
    const dm = await instagramThreadWithImage(40 * 24);

    expect(await deleteAbandonedChatImages({ db: database.db, storage, now: NOW })).toBe(1);

    expect(await storage.has(abandoned.key)).toBe(false);
    expect(await messagesOf(abandoned.id)).toEqual([
      { role: 'user', content: 'my reference', timestamp: NOW.toISOString() },
    ]);
    expect(await storage.has(recent.key)).toBe(true);
    expect(await storage.has(saved.key)).toBe(true);
    expect((await messagesOf(saved.id))[0]!.images).toHaveLength(1);
    // An Instagram thread with no lead is the artist's inbox history: its images stay.
    expect(await storage.has(dm.key)).toBe(true);
    expect((await messagesOf(dm.id))[0]!.images).toHaveLength(1);
    // A second pass finds nothing left to delete.
    expect(await deleteAbandonedChatImages({ db: database.db, storage, now: NOW })).toBe(0);
  });
});
