import type { StoredChatMessage } from '../../db/schema/index.ts';

export interface PersonRequest {
  /** When the reply telling the client the artist would answer them personally was stored. */
  requestedAt: Date;
  /** The client's message that asked. */
  message: string | null;
}

/**
 * The client's latest request for a person in a stored transcript (decision 050): read from the reply's turn
 * record (`handsOff`, decision 046), never from its wording, so a model's rewording or a new language changes
 * nothing. Null when nobody asked.
 */
export function latestPersonRequest(messages: readonly StoredChatMessage[]): PersonRequest | null {
  const index = messages.findLastIndex((message) => message.role === 'assistant' && message.turn?.handsOff);
  const reply = messages[index];
  if (!reply) return null;
  const asked = messages.slice(0, index).findLast((message) => message.role === 'user');
  return { requestedAt: new Date(reply.timestamp), message: asked?.content ?? null };
}
