import { type AttachedImage, imagePreviewUrl } from '../chat-message.ts';
import { ChatIcon } from './chat-icon.tsx';

/** The images waiting to be sent; each can be removed before sending (spec §5). */
export function AttachmentPreviews({
  images,
  onRemove,
}: {
  images: readonly AttachedImage[];
  onRemove: (id: string) => void;
}) {
  if (images.length === 0) return null;
  return (
    <ul aria-label="Images to send" className="flex flex-wrap gap-2 pb-3">
      {images.map((image) => (
        <li key={image.id} className="relative">
          <img
            src={imagePreviewUrl(image)}
            alt={image.name}
            width={64}
            height={64}
            className="size-16 rounded-lg border border-ink-600 object-cover"
          />
          <button
            type="button"
            onClick={() => onRemove(image.id)}
            aria-label={`Remove ${image.name}`}
            className="focus-ring absolute -top-2 -right-2 inline-flex size-6 items-center justify-center rounded-full border border-ink-500 bg-ink-950 text-bone hover:bg-ink-700"
          >
            <ChatIcon name="close" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
