import { cn } from '#client/lib/cn.ts';
import type { LeadDetails } from '#common/contracts/leads.ts';
import { formatMessageTime } from '../lead-labels.ts';
import { DetailsSection } from './details-section.tsx';

/** Spec §2: the whole conversation the client had with the assistant, images included. */
export function ConversationHistory({ messages }: { messages: LeadDetails['conversation']['messages'] }) {
  return (
    <DetailsSection title="Conversation history">
      <ol className="grid gap-3">
        {messages.map((message, index) => {
          const isClient = message.role === 'user';
          return (
            <li
              // Messages never reorder or change: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={cn('flex flex-col gap-1', isClient ? 'items-end' : 'items-start')}
            >
              <span className="text-xs text-mist">
                {isClient ? 'Client' : 'Assistant'} · {formatMessageTime(message.timestamp)}
              </span>
              <div
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-2.5 leading-relaxed',
                  isClient ? 'rounded-br-sm bg-accent/90 text-white' : 'rounded-tl-sm bg-ink-800 text-bone',
                )}
              >
                {message.images.length > 0 ? (
                  <ul aria-label="Attached images" className="mb-2 flex flex-wrap justify-end gap-1.5">
                    {message.images.map((image, imageIndex) => (
                      <li key={image.url}>
                        <a
                          href={image.url}
                          target="_blank"
                          rel="noreferrer"
                          className="focus-ring block rounded-lg"
                        >
                          <img
                            src={image.url}
                            alt={`Client attachment ${imageIndex + 1}`}
                            width={80}
                            height={80}
                            className="size-20 rounded-lg object-cover"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="break-words whitespace-pre-wrap">{message.content}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </DetailsSection>
  );
}
