import { type KeyboardEvent, type RefObject, useId, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { fieldClasses } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { MAX_CHAT_MESSAGE_CHARS } from '../chat-limits.ts';
import type { AttachedImage } from '../chat-message.ts';
import { AttachmentPreviews } from './attachment-previews.tsx';
import { ChatIcon } from './chat-icon.tsx';

/** The text input, image upload and send button (spec §2, §5). */
export function ChatComposer({
  text,
  onTextChange,
  images,
  notice,
  onAttach,
  onRemoveImage,
  canSend,
  isPending,
  isFull,
  onSend,
  textareaRef,
}: {
  text: string;
  onTextChange: (text: string) => void;
  images: readonly AttachedImage[];
  /** Why some selected images were left out, if any. */
  notice: string | null;
  onAttach: (files: File[]) => void;
  onRemoveImage: (id: string) => void;
  canSend: boolean;
  isPending: boolean;
  /** The conversation has reached the server's message limit. */
  isFull: boolean;
  onSend: () => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();

  // Spec §5: Enter sends, Shift+Enter makes a new line (and Enter that confirms an IME word does neither).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form
      className="border-t border-ink-700 px-3 pt-3 pb-2 sm:px-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <AttachmentPreviews images={images} onRemove={onRemoveImage} />
      <p role="status" className="pb-2 text-xs text-amber-200 empty:hidden">
        {notice}
      </p>
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          onChange={(event) => {
            onAttach([...(event.target.files ?? [])]);
            // Cleared so choosing the same file again still fires a change.
            event.target.value = '';
          }}
        />
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          aria-label="Attach images"
          title="Attach images"
          onClick={() => fileInput.current?.click()}
        >
          <ChatIcon name="paperclip" />
        </Button>
        <textarea
          ref={textareaRef}
          rows={1}
          value={text}
          maxLength={MAX_CHAT_MESSAGE_CHARS}
          disabled={isPending || isFull}
          aria-label="Message"
          aria-describedby={hintId}
          placeholder={isFull ? 'This chat is full' : 'Describe your idea…'}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn(
            fieldClasses,
            'field-sizing-content max-h-36 min-h-11 resize-none py-2.5 leading-snug',
          )}
        />
        <Button type="submit" size="icon" className="size-11" aria-label="Send" disabled={!canSend}>
          <ChatIcon name="send" />
        </Button>
      </div>
      <p id={hintId} className="sr-only pt-1.5 text-xs text-mist sm:not-sr-only sm:block">
        {isFull
          ? 'This conversation has reached its length limit: save it, or reopen the chat to start again.'
          : 'Enter to send, Shift+Enter for a new line.'}
      </p>
    </form>
  );
}
