import { useEffect, useId, useRef, useState } from 'react';
import { brandAccentStyle } from '#client/components/layouts/brand-accent.ts';
import { cn } from '#client/lib/cn.ts';
import type { ClientBrand } from '#common/domain/studio/white-label.ts';
import { QUICK_STARTS } from '../chat-copy.ts';
import {
  canSaveConversation,
  canShowQuickStarts,
  emailGivenInChat,
  hasRoomForMessage,
} from '../chat-session.ts';
import { useChatSession } from '../hooks/use-chat-session.ts';
import { useImageAttachments } from '../hooks/use-image-attachments.ts';
import { useScrollToLatest } from '../hooks/use-scroll-to-latest.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatHeader } from './chat-header.tsx';
import { ChoiceButtons } from './choice-buttons.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { PortfolioViewerDialog, type PortfolioViewing } from './portfolio-viewer-dialog.tsx';
import { SaveConversationDialog } from './save-conversation-dialog.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

export { CHAT_GREETING } from '../chat-copy.ts';

export interface ChatAssistantProps {
  /** The artist whose assistant this is; without one (or a studio) the demo artist answers. */
  artistId?: string;
  /** A studio's chat instead (issue #28 item 3): its artists share it until the idea goes to one of them. */
  studioId?: string;
  /**
   * A studio's white-label brand (issue #28 item 5): its name heads the chat and its accent colours it; null or
   * absent, Inkdesk's own look.
   */
  brand?: ClientBrand | null;
  className?: string;
  /** Shows a Close button; for a chat embedded on demand (the dashboard's Test Chatbot). */
  onClose?: () => void;
  /** Puts the cursor in the message box on opening, for a chat the visitor has just asked for. */
  focusOnOpen?: boolean;
  /** Shows the running cost of the chat: the landing demo and the Test Chatbot do, an artist's page does not. */
  showsCost?: boolean;
  /** The page of the artist's own site a website widget's chat runs on, recorded with the conversation. */
  sourceUrl?: string;
}

/**
 * The consultation chat (spec §2 "Chat assistant screen", §4 Chat states). It fills its container, which
 * should have a fixed height: the conversation scrolls inside, so nothing around it moves. Each mount is
 * a new chat session.
 */
export function ChatAssistant({
  artistId,
  studioId,
  brand,
  className,
  onClose,
  focusOnOpen,
  showsCost = true,
  sourceUrl,
}: ChatAssistantProps) {
  const titleId = useId();
  const { sessionId, session, isPending, canSend, send, canRetry, retry, markSaved } = useChatSession({
    artistId,
    sourceUrl,
    studioId,
  });
  const attachments = useImageAttachments();
  const [text, setText] = useState('');
  const [viewing, setViewing] = useState<PortfolioViewing | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const scroll = useScrollToLatest<HTMLDivElement, HTMLLIElement>([session.messages.length, isPending]);
  const isAwaitingReply = useRef(false);

  useEffect(() => {
    if (focusOnOpen) textarea.current?.focus();
  }, [focusOnOpen]);

  // The input is disabled while a reply is pending, which drops its focus (as does a quick start, which
  // disappears): give it back for the next message, unless the visitor has moved on to something else.
  useEffect(() => {
    if (isPending || !isAwaitingReply.current) return;
    isAwaitingReply.current = false;
    if (document.activeElement === document.body) textarea.current?.focus({ preventScroll: true });
  }, [isPending]);

  /** Sends a message; if the call fails, it stays in the conversation marked not sent, with a Retry (spec §4). */
  function sendMessage(message: string, images: typeof attachments.images) {
    if (!send(message, images)) return false;
    isAwaitingReply.current = true;
    return true;
  }

  function retryLast() {
    if (retry()) isAwaitingReply.current = true;
  }

  function sendDraft() {
    if (!sendMessage(text, attachments.images)) return;
    setText('');
    attachments.clear();
  }

  // A tapped answer leaves whatever the client had started typing or attaching in place.
  function sendChoice(choice: string) {
    sendMessage(choice, []);
  }

  return (
    <section
      aria-labelledby={titleId}
      style={brandAccentStyle(brand)}
      className={cn(
        'flex min-h-0 flex-col overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 text-bone shadow-xl shadow-black/30',
        className,
      )}
    >
      <ChatHeader
        titleId={titleId}
        brand={brand ?? null}
        clarityScore={session.clarityScore}
        usage={session.usage}
        showsCost={showsCost}
        onClose={onClose}
      />

      <div ref={scroll.container} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
        <div role="log" aria-live="polite" aria-label="Conversation">
          <ol className="grid gap-3">
            {session.messages.map((message, index) => (
              <MessageBubble
                // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended, so a position never changes hands
                key={index}
                ref={index === session.messages.length - 1 ? scroll.latest : undefined}
                message={message}
                onOpenPortfolio={setViewing}
                // Only the last message can be sent again: a later one has moved the conversation on.
                {...(index === session.messages.length - 2 && message.unsent
                  ? { retry: { onRetry: retryLast, isDisabled: !canRetry } }
                  : {})}
              />
            ))}
          </ol>
        </div>
        {isPending ? <TypingIndicator /> : null}
        {canShowQuickStarts(session) ? (
          <ChoiceButtons
            label="Or start with"
            choices={QUICK_STARTS}
            onPick={sendChoice}
            isDisabled={isPending}
          />
        ) : null}
        {session.choices.length > 0 && !isPending ? (
          <ChoiceButtons
            label="Tap to answer"
            choices={session.choices}
            onPick={sendChoice}
            isDisabled={false}
          />
        ) : null}
      </div>

      {canSaveConversation(session) ? (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-ink-700 bg-accent/10 px-4 py-2.5">
          <p className="hidden text-sm text-bone sm:block">Your idea is clear enough for the artist.</p>
          <SaveConversationDialog
            sessionId={sessionId}
            clarityScore={session.clarityScore}
            directionSummary={session.directionSummary}
            emailInChat={emailGivenInChat(session)}
            onSaved={markSaved}
          />
        </div>
      ) : null}

      <ChatComposer
        text={text}
        onTextChange={setText}
        images={attachments.images}
        notice={attachments.notice}
        onAttach={(files) => void attachments.attach(files)}
        onRemoveImage={attachments.remove}
        canSend={canSend(text, attachments.images.length)}
        isPending={isPending}
        isFull={!hasRoomForMessage(session)}
        onSend={sendDraft}
        textareaRef={textarea}
      />

      <PortfolioViewerDialog viewing={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
