import type { ChatMessage } from '#common/contracts/chat.ts';
import { MAX_CHAT_MESSAGES } from '#common/contracts/chat.ts';
import type { StoredChatMessage } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** A message the client adds this turn, with its index in the request (400s name `messages.<index>`). */
export interface NewClientMessage {
  message: ChatMessage & { role: 'user' };
  index: number;
}

/**
 * How a consult turn merges the history the client sends with the stored transcript (decision 013):
 * - the stored transcript is authoritative: what the client sends never rewrites, reorders or truncates it;
 * - the messages the turn adds are the client's trailing `user` messages, after the last `assistant` one it
 *   sends (normally the one new message; more when an earlier send failed before the server stored it);
 * - `assistant` messages the client sends (its greeting, its own apology, a forged reply) are never stored:
 *   the server keeps only the replies it wrote.
 * Throws VALIDATION_FAILED when the last message is not the client's, or the chat would pass
 * MAX_CHAT_MESSAGES client messages.
 */
export function newClientMessages(
  stored: readonly StoredChatMessage[],
  sent: readonly ChatMessage[],
): NewClientMessage[] {
  const added: NewClientMessage[] = [];
  for (let index = sent.length - 1; index >= 0 && sent[index]!.role === 'user'; index--) {
    added.unshift({ message: sent[index] as NewClientMessage['message'], index });
  }
  if (added.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Nothing new to answer', {
      messages: "The last message must be the client's (role 'user')",
    });
  }
  const clientMessages = stored.filter((message) => message.role === 'user').length + added.length;
  if (clientMessages > MAX_CHAT_MESSAGES) {
    throw new AppError('VALIDATION_FAILED', 'This chat is full', {
      messages: `At most ${MAX_CHAT_MESSAGES} client messages per conversation; start a new chat`,
    });
  }
  return added;
}
