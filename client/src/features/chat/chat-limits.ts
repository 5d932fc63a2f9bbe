/**
 * The issue #4 limits the server enforces on a consult request, for the chat to respect before sending.
 * They mirror common/contracts/chat.ts (chat-limits.test.ts keeps them equal) rather than import it: the
 * contract builds its zod schemas on load, which would put zod in the landing page's chat.
 */
export const MAX_CHAT_MESSAGES = 50;
export const MAX_CHAT_MESSAGE_CHARS = 4000;
export const MAX_CHAT_IMAGES_PER_MESSAGE = 4;
/** Each image at most 5 MB decoded; the server refuses larger ones. */
export const MAX_CHAT_IMAGE_BYTES = 5 * 1024 * 1024;
