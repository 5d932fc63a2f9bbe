import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ConversationRow, conversations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The stored conversation of a chat session, or undefined before its first turn. Throws BAD_REQUEST when the
 * session already talks to another artist or studio: a session id never moves between them. A studio's session
 * is the studio's whichever of its artists it was routed to (issue #28 item 3).
 */
export async function findChatSession({
  db,
  sessionId,
  ...party
}: {
  db: Db;
  sessionId: string;
} & ({ artistId: string } | { studioId: string })): Promise<ConversationRow | undefined> {
  const [existing] = await db.select().from(conversations).where(eq(conversations.sessionId, sessionId));
  const isOtherParty =
    'studioId' in party
      ? existing?.studioId !== party.studioId
      : existing?.artistId !== party.artistId || existing.studioId !== null;
  if (existing && isOtherParty) {
    throw new AppError('BAD_REQUEST', 'This chat session belongs to another artist; open a new chat');
  }
  return existing;
}
