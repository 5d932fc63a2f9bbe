import { useMutation } from '@tanstack/react-query';
import { nanoid } from 'nanoid';
import { useReducer, useState } from 'react';
import { consultAssistant } from '../api/consult.ts';
import { IMAGE_ONLY_CONTENT } from '../chat-copy.ts';
import type { AttachedImage, ChatMessage } from '../chat-message.ts';
import {
  chatSessionReducer,
  hasRoomForMessage,
  retryableMessage,
  startChatSession,
  toConsultMessages,
  withoutRetried,
} from '../chat-session.ts';
import { imageRefusalOf } from '../image-refusal.ts';
import { rememberLandingChat } from '../remember-landing-chat.ts';

/**
 * One open chat (spec §4): its session id, the conversation and the consult call. The session id is new
 * each time the chat opens, i.e. each time the component using this hook mounts (spec §3).
 */
export function useChatSession({
  artistId,
  sourceUrl,
  studioId,
}: {
  artistId?: string;
  /** The page of the artist's own site the widget's chat runs on (decision 074). */
  sourceUrl?: string;
  /** A studio's chat (decision 073): the artist answers for this studio. */
  studioId?: string;
}) {
  // nanoid's default: 21 URL-safe characters, exactly what the contract asks for.
  const [sessionId] = useState(() => nanoid());
  const [session, dispatch] = useReducer(chatSessionReducer, undefined, startChatSession);
  const consult = useMutation({ mutationFn: consultAssistant });

  /** Spec §5: never while a reply is pending, and never a blank text without images. */
  const canSend = (text: string, imageCount: number) =>
    !consult.isPending && hasRoomForMessage(session) && (text.trim() !== '' || imageCount > 0);

  /** Sends a message unless spec §5 forbids it; returns whether it was sent. */
  function send(text: string, images: readonly AttachedImage[] = []): boolean {
    if (!canSend(text, images.length)) return false;
    deliver({
      role: 'user',
      content: text.trim() || IMAGE_ONLY_CONTENT,
      ...(images.length > 0 ? { images: [...images] } : {}),
    });
    return true;
  }

  /** Sends the last message again, in place of its unsent copy and the apology (issue #25). */
  function retry(): boolean {
    const unsent = retryableMessage(session);
    if (!unsent?.unsent || consult.isPending) return false;
    const { retryImages } = unsent.unsent;
    deliver(
      { role: 'user', content: unsent.content, ...(retryImages.length > 0 ? { images: retryImages } : {}) },
      { isRetry: true },
    );
    return true;
  }

  function deliver(message: ChatMessage, { isRetry = false } = {}) {
    const before = isRetry ? withoutRetried(session.messages) : session.messages;
    dispatch({ type: 'sent', message, isRetry });
    // The landing page's demo chat names no artist; its visitor may sign up next (issue #6 signup goal).
    if (!artistId && !studioId) rememberLandingChat(sessionId);
    consult.mutate(
      {
        messages: toConsultMessages([...before, message], session.storedCount),
        sessionId,
        ...(artistId ? { artistId } : {}),
        ...(sourceUrl ? { sourceUrl } : {}),
        // A studio's chat (issue #28 item 3): the studio answers until the idea goes to one of its artists.
        ...(studioId ? { studioId } : {}),
      },
      {
        onSuccess: (reply) => dispatch({ type: 'replied', reply }),
        onError: (error) => {
          // Spec §8: the apology is shown and the error logged; a warning, since the page itself works on.
          console.warn('The chat assistant could not answer:', error);
          // Images the server refused would be refused again: the chat says why, and a Retry leaves them out.
          const images = message.images ?? [];
          const text = message.content === IMAGE_ONLY_CONTENT ? '' : message.content;
          const refusal = imageRefusalOf(error, { text, images });
          dispatch({
            type: 'failed',
            retryImages: refusal ? refusal.keptImages : images,
            ...(refusal ? { notice: refusal.notice } : {}),
          });
        },
      },
    );
  }

  return {
    sessionId,
    session,
    isPending: consult.isPending,
    canSend,
    send,
    canRetry: !consult.isPending && retryableMessage(session) !== null,
    retry,
    markSaved: (saved: { confirmation: string; details: string }) => dispatch({ type: 'saved', ...saved }),
  };
}
