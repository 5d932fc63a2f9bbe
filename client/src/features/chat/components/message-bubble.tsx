import type { Ref } from 'react';
import { cn } from '#client/lib/cn.ts';
import { type ChatMessage, imagePreviewUrl } from '../chat-message.ts';
import { ConceptVisualCard } from './concept-visual-card.tsx';
import { PortfolioBundle } from './portfolio-bundle.tsx';
import type { PortfolioViewing } from './portfolio-viewer-dialog.tsx';

/** One message, with what came with it: the client's images, or the assistant's portfolio and concept. */
export function MessageBubble({
  ref,
  message,
  onOpenPortfolio,
}: {
  ref?: Ref<HTMLLIElement>;
  message: ChatMessage;
  onOpenPortfolio: (viewing: PortfolioViewing) => void;
}) {
  const isClient = message.role === 'user';
  const { images, portfolioImages, conceptVisual } = message;
  return (
    <li ref={ref} className={cn('flex flex-col gap-2', isClient ? 'items-end' : 'items-start')}>
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
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
      </div>
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
