import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type ConversationRow,
  conversations,
  type InstagramThreadRow,
  instagramThreads,
} from '../../db/schema/index.ts';

/** The thread's transcript for the consultation engine: a `conversations` row like a web chat's, made on first use. */
export async function threadConversation(db: Db, thread: InstagramThreadRow): Promise<ConversationRow> {
  const sessionId = `instagram:${thread.id}`;
  if (!thread.conversationId) {
    await db.insert(conversations).values({ sessionId, artistId: thread.artistId }).onConflictDoNothing();
  }
  const [conversation] = await db.select().from(conversations).where(eq(conversations.sessionId, sessionId));
  if (thread.conversationId !== conversation!.id) {
    await db
      .update(instagramThreads)
      .set({ conversationId: conversation!.id })
      .where(eq(instagramThreads.id, thread.id));
  }
  return conversation!;
}
