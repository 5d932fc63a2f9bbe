import type { Ref } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { type ChatMessage, imagePreviewUrl } from '../chat-message.ts';
import { splitLinks } from '../split-links.ts';
import { ChatIcon } from './chat-icon.tsx';
import { ConceptVisualCard } from './concept-visual-card.tsx';
import { PortfolioBundle } from './portfolio-bundle.tsx';
import type { PortfolioViewing } from './portfolio-viewer-dialog.tsx';

/**
 * One message, with what came with it: the client's images, or the assistant's portfolio and concept. A
 * client's message that was not sent says so, with a Retry when `retry` is given (spec §4, issue #25).
 */
export function MessageBubble({
  ref,
  message,
  onOpenPortfolio,
  retry,
}: {
  ref?: Ref<HTMLLIElement>;
  message: ChatMessage;
  onOpenPortfolio: (viewing: PortfolioViewing) => void;
  retry?: { onRetry: () => void; isDisabled: boolean };
}) {
  const isClient = message.role === 'user';
  const { images, portfolioImages, conceptVisual } = message;
  return (
    <li
      ref={ref}
      data-from={message.role}
      className={cn('flex flex-col gap-2', isClient ? 'items-end' : 'items-start')}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 leading-relaxed',
          isClient ? 'rounded-br-sm bg-accent text-white' : 'rounded-tl-sm bg-ink-800 text-bone',
        )}
      >
        <span className="sr-only">{isClient ? 'You:' : 'Assistant:'} </span>
        {images?.length ? (
          <ul aria-label="Attached images" className="mb-2 flex flex-wrap justify-end gap-1.5">
            {images.map((image) => (
              <li key={image.id}>
                <img
                  src={imagePreviewUrl(image)}
                  alt={image.name}
                  width={64}
                  height={64}
                  className="size-16 rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="break-words whitespace-pre-wrap">
          {splitLinks(message.content).map((part, index) =>
            'href' in part ? (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts never change once shown
                key={index}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold break-all underline underline-offset-2"
              >
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      </div>
      {message.unsent ? (
        <div className="flex items-center gap-2 text-sm text-amber-200">
          <p>Not sent</p>
          {retry ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={retry.isDisabled}
              onClick={retry.onRetry}
            >
              <ChatIcon name="send" className="size-4" />
              Retry
            </Button>
          ) : null}
        </div>
      ) : null}
      {portfolioImages ? (
        <PortfolioBundle
          images={portfolioImages}
          onOpen={(opener) => onOpenPortfolio({ images: portfolioImages, opener })}
        />
      ) : null}
      {conceptVisual ? <ConceptVisualCard visual={conceptVisual} /> : null}
    </li>
  );
}
