import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

/** Events the chat records (issue #4); the analytics dashboard reads them. */
export type ChatEventType = 'chat_opened' | 'message_sent' | 'chat_engagement' | 'conversation_saved';

export interface ChatEvent {
  eventType: ChatEventType;
  properties?: Record<string, unknown>;
}

interface SessionEvents {
  sessionId: string;
  artistId: string | null;
  events: ChatEvent[];
}

/** The analytics_events rows (spec §3 Analytics event) for one session's events. */
export function analyticsEventRows({ sessionId, artistId, events }: SessionEvents) {
  return events.map(({ eventType, properties = {} }) => ({ eventType, sessionId, artistId, properties }));
}

/** Appends analytics events for one session, in one insert. */
export async function recordEvents({ db, ...sessionEvents }: SessionEvents & { db: Db }): Promise<void> {
  if (sessionEvents.events.length === 0) return;
  await db.insert(analyticsEvents).values(analyticsEventRows(sessionEvents));
}
