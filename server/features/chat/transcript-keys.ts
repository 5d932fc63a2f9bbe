import type { StoredChatMessage } from '../../db/schema/index.ts';

/**
 * Every storage key a transcript names, once each: the images the client sent and the concept images shown to
 * them (decision 053). Deleting a conversation deletes these files.
 */
export function transcriptKeys(messages: readonly StoredChatMessage[]): string[] {
  const keys = messages.flatMap((message) => [
    ...(message.images ?? []).map((image) => image.key),
    ...(message.conceptKey ? [message.conceptKey] : []),
  ]);
  return [...new Set(keys)];
}
