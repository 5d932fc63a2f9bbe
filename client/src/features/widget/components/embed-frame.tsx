import type { ReactNode } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';

/**
 * The whole of a widget's chat page (decision 074): the chat fills the frame the site gave it, with no site
 * chrome; before it, a spinner, or why there is no chat here.
 */
export function EmbedFrame({ chat, problem }: { chat: ReactNode | null; problem: string | null }) {
  return (
    <main className="flex h-dvh flex-col bg-ink-950 text-bone">
      {chat ? (
        chat
      ) : problem ? (
        <p role="alert" className="m-auto max-w-xs px-4 text-center text-mist">
          {problem}
        </p>
      ) : (
        <div role="status" aria-label="Loading the chat" className="m-auto">
          <Spinner />
        </div>
      )}
    </main>
  );
}
