import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/** A button that opens the file picker for images; the chosen files go to `onFiles`. */
export function UploadImagesButton({
  onFiles,
  disabled,
  label = 'Upload Images',
  variant = 'primary',
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  label?: string;
  variant?: 'primary' | 'secondary';
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Reset so choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  }

  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        Portfolio images
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,.heic"
        multiple
        tabIndex={-1}
        className="sr-only"
        onChange={handleChange}
      />
      <Button variant={variant} onClick={() => inputRef.current?.click()} disabled={disabled}>
        <Upload aria-hidden="true" className="size-5" />
        {label}
      </Button>
    </>
  );
}
