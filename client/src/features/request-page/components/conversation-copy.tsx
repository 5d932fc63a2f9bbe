import { Download } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import type { RequestPage } from '#common/contracts/booking-requests.ts';
import { requestApiUrl } from '../api/request-url.ts';
import { requestPageWords } from '../words/index.ts';

/** A copy of the chat, with a download as a text file (issue #14). */
export function ConversationCopy({ token, page }: { token: string; page: RequestPage }) {
  const words = requestPageWords(page.language).conversation;
  return (
    <section aria-labelledby="your-conversation" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="your-conversation" className="text-lg font-bold">
          {words.heading}
        </h2>
        <a
          href={requestApiUrl(token, '/conversation.txt')}
          download="tattoo-request-conversation.txt"
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" className="size-4" />
          {words.download}
        </a>
      </div>
      <ol className="grid max-h-[28rem] gap-3 overflow-y-auto rounded-2xl border border-ink-600 p-4">
        {page.conversation.map((message, index) => (
          <li
            // A transcript is append-only: a message's position is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={
              message.role === 'user'
                ? 'ml-8 rounded-xl bg-accent/15 p-3 whitespace-pre-wrap'
                : 'mr-8 rounded-xl bg-ink-800 p-3 whitespace-pre-wrap'
            }
          >
            <p className="mb-1 text-xs font-semibold text-mist">
              {message.role === 'user' ? words.you : page.artistName}
              {message.imageCount > 0 ? ` · ${words.images(message.imageCount)}` : ''}
            </p>
            {message.content}
          </li>
        ))}
      </ol>
    </section>
  );
}
