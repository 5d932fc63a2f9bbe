import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

// The chat downloads when the artist starts it, not with the dashboard.
const ChatAssistant = lazy(() =>
  import('./chat-assistant.tsx').then((module) => ({ default: module.ChatAssistant })),
);

/**
 * Same height whether the chat is loading or loaded, so nothing below it moves; narrower than the dashboard,
 * closer to the chat window clients see.
 */
const CHAT_FRAME = 'mx-auto h-[600px] max-h-[80dvh] w-full max-w-3xl';

/**
 * The dashboard's Test Chatbot tab (spec §2): Start Demo opens the artist's own assistant, embedded, with
 * a close action. The server marks these chats as tests, so they stay out of analytics (issue #4).
 */
export function TestChatbotPanel({
  artistId,
  publicHandle,
}: {
  artistId: string;
  publicHandle: string | null;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    // Render the button again first, so focus can go back to it.
    flushSync(() => setIsOpen(false));
    startButton.current?.focus();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Test Chatbot</CardTitle>
        <CardDescription>
          Chat with your AI front desk exactly as a client would. Test conversations are kept out of your
          analytics.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {publicHandle ? (
          <p className="text-sm text-mist">
            Clients can also reach it on your public page:{' '}
            <a
              href={`/a/${publicHandle}`}
              target="_blank"
              rel="noopener noreferrer"
              className="focus-ring rounded font-semibold break-all text-rose-300 underline underline-offset-4 hover:text-rose-200"
            >
              /a/{publicHandle}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
        {isOpen ? (
          <Suspense
            fallback={<div className={`${CHAT_FRAME} rounded-2xl border border-ink-700 bg-ink-900`} />}
          >
            <ChatAssistant artistId={artistId} onClose={close} focusOnOpen className={CHAT_FRAME} />
          </Suspense>
        ) : (
          <div className="grid justify-items-center gap-4 rounded-xl border border-dashed border-ink-600 px-4 py-10 text-center">
            <p className="max-w-md text-mist">
              Each demo starts a fresh conversation with your profile, portfolio and rules.
            </p>
            <Button ref={startButton} onClick={() => setIsOpen(true)}>
              Start Demo
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
