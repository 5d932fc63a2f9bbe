import type { ChatMessage } from '#common/contracts/chat.ts';
import type { StoredChatMessage } from '../../db/schema/index.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { newClientMessages } from './merge-transcript.ts';
import { chatImageUsageOf, storeChatImages } from './store-chat-images.ts';

/**
 * The transcript this turn answers: the stored one, then the client's new messages (merge-transcript.ts,
 * decision 013) with their images checked, re-encoded and stored. Throws VALIDATION_FAILED naming the
 * message or image that breaks a rule; nothing is written to the transcript then.
 */
export async function appendClientMessages({
  storage,
  sessionId,
  stored,
  sent,
  now,
  takeAddressBytes,
}: {
  storage: ObjectStorage;
  sessionId: string;
  stored: readonly StoredChatMessage[];
  sent: readonly ChatMessage[];
  now: string;
  /** The client address's hourly image budget (store-chat-images.ts). */
  takeAddressBytes(bytes: number): Promise<boolean>;
}): Promise<StoredChatMessage[]> {
  const transcript = [...stored];
  let usage = chatImageUsageOf(stored);
  for (const { message, index } of newClientMessages(stored, sent)) {
    let images: StoredChatMessage['images'];
    if (message.images?.length) {
      const result = await storeChatImages({
        storage,
        sessionId,
        images: message.images,
        messageIndex: index,
        usage,
        takeAddressBytes,
      });
      images = result.stored;
      usage = result.usage;
    }
    transcript.push({
      role: 'user',
      content: message.content,
      timestamp: now,
      ...(images ? { images } : {}),
    });
  }
  return transcript;
}
