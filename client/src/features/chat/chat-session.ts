import type {
  ChatMessage as ChatMessageRequest,
  ChatPortfolioImage,
  ChatResponse,
} from '#common/contracts/chat.ts';
import { addExchange, NO_TOKENS, type TokenUsage } from '#common/domain/chat-cost.ts';
import { parseContactDetails } from '#common/domain/consultation/extraction/parse-contact.ts';
import { CHAT_ERROR_REPLY, CHAT_GREETING, IMAGE_ONLY_CONTENT } from './chat-copy.ts';
import { MAX_CHAT_MESSAGES } from './chat-limits.ts';
import type { AttachedImage, ChatMessage } from './chat-message.ts';

/** Everything one open chat knows (spec §4 Chat states). */
export interface ChatSession {
  messages: ChatMessage[];
  /**
   * How many of `messages` the server has stored for this session: it keeps those and appends the rest,
   * so only later messages need their images sent again.
   */
  storedCount: number;
  /** The current set of matching portfolio pieces; each reply replaces it. */
  portfolioImages: ChatPortfolioImage[];
  clarityScore: number;
  readyToSave: boolean;
  directionSummary: string;
  /** The latest reply's set answers (a studio's "which artist?"), until the client sends anything. */
  choices: string[];
  usage: TokenUsage;
}

export type ChatSessionEvent =
  /** `isRetry`: the message replaces the unsent one it retries, and the apology that followed it. */
  | { type: 'sent'; message: ChatMessage; isRetry?: boolean }
  | { type: 'replied'; reply: ChatResponse }
  /** `notice`: what the assistant says instead of the apology, when the server said what to change. */
  | { type: 'failed'; notice?: string; retryImages: AttachedImage[] }
  /** The server's thank-you (spec §4's words) and its details: the artist and when they reply (issue #11). */
  | { type: 'saved'; confirmation: string; details: string };

/** Spec §4: a chat opens with the greeting and nothing else. */
export function startChatSession(): ChatSession {
  return {
    messages: [{ role: 'assistant', content: CHAT_GREETING }],
    storedCount: 0,
    portfolioImages: [],
    clarityScore: 0,
    readyToSave: false,
    directionSummary: '',
    choices: [],
    usage: NO_TOKENS,
  };
}

const isSamePortfolioSet = (a: readonly ChatPortfolioImage[], b: readonly ChatPortfolioImage[]) =>
  a.length === b.length && b.every((image) => a.some((current) => current.id === image.id));

/** Spec §4 transitions: the client's message is appended, then a reply, the apology or the thank-you. */
export function chatSessionReducer(session: ChatSession, event: ChatSessionEvent): ChatSession {
  switch (event.type) {
    case 'sent': {
      const before = event.isRetry ? withoutRetried(session.messages) : session.messages;
      return { ...session, messages: [...before, event.message], choices: [] };
    }
    case 'replied': {
      const { reply } = event;
      const hasNewPieces =
        reply.portfolioImages.length > 0 &&
        !isSamePortfolioSet(session.portfolioImages, reply.portfolioImages);
      const sent = session.messages
        .slice(session.storedCount)
        .filter((message) => message.role === 'user' && !message.unsent)
        .map((message) => message.content);
      // The reply shows the pieces only when they change, and the concept only on the turn it is new or
      // changed (the server sends null otherwise): earlier cards stay where they were, so both are kept.
      const message: ChatMessage = {
        role: 'assistant',
        content: reply.response,
        ...(hasNewPieces ? { portfolioImages: reply.portfolioImages } : {}),
        ...(reply.conceptVisual ? { conceptVisual: reply.conceptVisual } : {}),
      };
      const messages = [...session.messages, message];
      return {
        messages,
        storedCount: messages.length,
        portfolioImages: reply.portfolioImages,
        clarityScore: reply.clarityScore,
        readyToSave: reply.readyToSave,
        directionSummary: reply.directionSummary,
        choices: reply.choices ?? [],
        usage: addExchange(session.usage, { sent, received: reply.response }),
      };
    }
    case 'failed': {
      // Spec §4: the client's message stays, then the apology; the message is marked not sent, with a Retry
      // (issue #25), so nothing typed is lost and nothing shows twice.
      const last = session.messages.at(-1);
      const marked =
        last?.role === 'user'
          ? [...session.messages.slice(0, -1), { ...last, unsent: { retryImages: event.retryImages } }]
          : session.messages;
      return {
        ...session,
        messages: [...marked, { role: 'assistant', content: event.notice ?? CHAT_ERROR_REPLY }],
      };
    }
    case 'saved':
      // The Save bar goes until a later reply finds the brief ready again: a second save then updates the
      // request with what was said since, and nothing is confirmed twice (issue #25).
      return {
        ...session,
        readyToSave: false,
        messages: [
          ...session.messages,
          { role: 'assistant', content: event.confirmation },
          { role: 'assistant', content: event.details },
        ],
      };
  }
}

/**
 * The `messages` of a consult request: the conversation without messages that were never delivered, with
 * image data only on the messages the server has not stored yet, which keeps each request small.
 */
export function toConsultMessages(
  messages: readonly ChatMessage[],
  storedCount: number,
): ChatMessageRequest[] {
  return messages.flatMap(({ role, content, images, unsent }, index) => {
    if (unsent) return [];
    return index >= storedCount && images?.length
      ? [{ role, content, images: images.map(({ data, mimeType }) => ({ data, mimeType })) }]
      : [{ role, content }];
  });
}

/** The message a Retry would send again: the conversation's last message but its apology, if it was not sent. */
export function retryableMessage(session: ChatSession): ChatMessage | null {
  const unsent = session.messages.at(-2);
  if (unsent?.role !== 'user' || !unsent.unsent) return null;
  // An images-only message whose every image was refused has nothing left to send.
  const hasWords = unsent.content !== IMAGE_ONLY_CONTENT;
  return hasWords || unsent.unsent.retryImages.length > 0 ? unsent : null;
}

/** The conversation before a retried message: the unsent message and the apology after it are replaced. */
export const withoutRetried = (messages: readonly ChatMessage[]) => messages.slice(0, -2);

/** Issue #4: a consult request carries at most MAX_CHAT_MESSAGES, so the next message must still fit. */
export const hasRoomForMessage = (session: ChatSession) => session.messages.length < MAX_CHAT_MESSAGES;

/**
 * The email address the client last wrote in the chat, if any, which the save dialog starts with (issue #25).
 * The engine's own reader finds it, so the chat and the lead agree on what an address is.
 */
export function emailGivenInChat(session: ChatSession): string | null {
  for (const message of [...session.messages].reverse()) {
    if (message.role !== 'user') continue;
    const email = parseContactDetails(message.content.toLowerCase()).contact?.email;
    if (email) return email;
  }
  return null;
}

/** Spec §4: Save Conversation shows only when the clarity score is above 0 and the brief is ready. */
export const canSaveConversation = (session: ChatSession) => session.clarityScore > 0 && session.readyToSave;

/**
 * Spec §4: quick-start buttons show while there are 2 or fewer messages, including while the first reply
 * is on its way (issue #12); the chat disables them then, as nothing can be sent while a reply is pending.
 */
export const canShowQuickStarts = (session: ChatSession) => session.messages.length <= 2;
