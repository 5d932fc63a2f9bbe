import type {
  ChatMessage as ChatMessageRequest,
  ChatPortfolioImage,
  ChatResponse,
} from '#common/contracts/chat.ts';
import { addExchange, NO_TOKENS, type TokenUsage } from '#common/domain/chat-cost.ts';
import { CHAT_ERROR_REPLY, CHAT_GREETING } from './chat-copy.ts';
import { MAX_CHAT_MESSAGES } from './chat-limits.ts';
import type { ChatMessage } from './chat-message.ts';

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
  usage: TokenUsage;
}

export type ChatSessionEvent =
  | { type: 'sent'; message: ChatMessage }
  | { type: 'replied'; reply: ChatResponse }
  /** `notice`: what the assistant says instead of the apology, when the server said what to change. */
  | { type: 'failed'; notice?: string }
  /** `confirmation`: the server's thank-you, naming the artist and when they reply (issue #11). */
  | { type: 'saved'; confirmation: string };

/** Spec §4: a chat opens with the greeting and nothing else. */
export function startChatSession(): ChatSession {
  return {
    messages: [{ role: 'assistant', content: CHAT_GREETING }],
    storedCount: 0,
    portfolioImages: [],
    clarityScore: 0,
    readyToSave: false,
    directionSummary: '',
    usage: NO_TOKENS,
  };
}

const isSamePortfolioSet = (a: readonly ChatPortfolioImage[], b: readonly ChatPortfolioImage[]) =>
  a.length === b.length && b.every((image) => a.some((current) => current.id === image.id));

/** Spec §4 transitions: the client's message is appended, then a reply, the apology or the thank-you. */
export function chatSessionReducer(session: ChatSession, event: ChatSessionEvent): ChatSession {
  switch (event.type) {
    case 'sent':
      return { ...session, messages: [...session.messages, event.message] };
    case 'replied': {
      const { reply } = event;
      const hasNewPieces =
        reply.portfolioImages.length > 0 &&
        !isSamePortfolioSet(session.portfolioImages, reply.portfolioImages);
      const sent = session.messages
        .slice(session.storedCount)
        .filter((message) => message.role === 'user')
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
        usage: addExchange(session.usage, { sent, received: reply.response }),
      };
    }
    case 'failed': {
      // Issue #12: the unsent message goes back to the input for a retry, so it leaves the conversation
      // (a retry would otherwise show it twice); the apology of spec §4 takes its place.
      const unsent = session.messages.at(-1)?.role === 'user' ? -1 : undefined;
      return {
        ...session,
        messages: [
          ...session.messages.slice(0, unsent),
          { role: 'assistant', content: event.notice ?? CHAT_ERROR_REPLY },
        ],
      };
    }
    case 'saved':
      return {
        ...session,
        messages: [...session.messages, { role: 'assistant', content: event.confirmation }],
      };
  }
}

/**
 * The `messages` of a consult request: the whole conversation, with image data only on the messages
 * the server has not stored yet, which keeps each request small.
 */
export function toConsultMessages(
  messages: readonly ChatMessage[],
  storedCount: number,
): ChatMessageRequest[] {
  return messages.map(({ role, content, images }, index) =>
    index >= storedCount && images?.length
      ? { role, content, images: images.map(({ data, mimeType }) => ({ data, mimeType })) }
      : { role, content },
  );
}

/** Issue #4: a consult request carries at most MAX_CHAT_MESSAGES, so the next message must still fit. */
export const hasRoomForMessage = (session: ChatSession) => session.messages.length < MAX_CHAT_MESSAGES;

/** Spec §4: Save Conversation shows only when the clarity score is above 0 and the brief is ready. */
export const canSaveConversation = (session: ChatSession) => session.clarityScore > 0 && session.readyToSave;

/**
 * Spec §4: quick-start buttons show while there are 2 or fewer messages, including while the first reply
 * is on its way (issue #12); the chat disables them then, as nothing can be sent while a reply is pending.
 */
export const canShowQuickStarts = (session: ChatSession) => session.messages.length <= 2;
