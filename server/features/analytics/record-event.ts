import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

/** Events the chat records (issue #4); the analytics dashboard reads them. */
export type ChatEventType = 'chat_opened' | 'message_sent' | 'chat_engagement' | 'conversation_saved';

export interface ChatEvent {
  eventType: ChatEventType;
  properties?: Record<string, unknown>;
}

/** Appends analytics events (spec §3 Analytics event) for one session, in one insert. */
export async function recordEvents({
  db,
  sessionId,
  artistId,
  events,
}: {
  db: Db;
  sessionId: string;
  artistId: string | null;
  events: ChatEvent[];
}): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(analyticsEvents)
    .values(events.map(({ eventType, properties = {} }) => ({ eventType, sessionId, artistId, properties })));
}
