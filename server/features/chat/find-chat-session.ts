import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ConversationRow, conversations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The stored conversation of a chat session, or undefined before its first turn. Throws BAD_REQUEST when the
 * session already talks to another artist: a session id never moves between artists.
 */
export async function findChatSession({
  db,
  sessionId,
  artistId,
}: {
  db: Db;
  sessionId: string;
  artistId: string;
}): Promise<ConversationRow | undefined> {
  const [existing] = await db.select().from(conversations).where(eq(conversations.sessionId, sessionId));
  if (existing && existing.artistId !== artistId) {
    throw new AppError('BAD_REQUEST', 'This chat session belongs to another artist; open a new chat');
  }
  return existing;
}
