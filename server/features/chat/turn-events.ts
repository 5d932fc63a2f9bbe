import type { StoredChatMessage } from '../../db/schema/index.ts';
import type { ChatEvent } from '../analytics/record-event.ts';

/** Issue #4: engagement is a client who has sent at least this many messages. */
const ENGAGED_CLIENT_MESSAGES = 3;

const clientMessageCount = (messages: readonly StoredChatMessage[]) =>
  messages.filter((message) => message.role === 'user').length;

/**
 * The analytics events of one turn (issue #4): chat_opened on a session's first turn, message_sent on every
 * one, chat_engagement on the turn the client's message count reaches ENGAGED_CLIENT_MESSAGES. The artist's
 * own test chats record nothing.
 */
export function turnEvents({
  isTest,
  isFirstTurn,
  before,
  after,
  clarityScore,
}: {
  isTest: boolean;
  isFirstTurn: boolean;
  before: readonly StoredChatMessage[];
  after: readonly StoredChatMessage[];
  clarityScore: number;
}): { events: ChatEvent[]; isNewlyEngaged: boolean } {
  if (isTest) return { events: [], isNewlyEngaged: false };
  const clientMessages = clientMessageCount(after);
  const isNewlyEngaged =
    clientMessageCount(before) < ENGAGED_CLIENT_MESSAGES && clientMessages >= ENGAGED_CLIENT_MESSAGES;
  const events: ChatEvent[] = [
    ...(isFirstTurn ? [{ eventType: 'chat_opened' as const }] : []),
    { eventType: 'message_sent', properties: { clarityScore } },
    ...(isNewlyEngaged ? [{ eventType: 'chat_engagement' as const, properties: { clientMessages } }] : []),
  ];
  return { events, isNewlyEngaged };
}
