import { MAX_CHAT_IMAGE_BYTES, MAX_CHAT_IMAGES_PER_MESSAGE } from './chat-limits.ts';

type PickedFile = Pick<File, 'name' | 'type' | 'size'>;

export interface ImageSelection<T extends PickedFile> {
  accepted: T[];
  /** Spec §5 and §8: only image/* files are attached; the rest are skipped and only logged. */
  nonImages: T[];
  tooLarge: T[];
  /** Images beyond MAX_CHAT_IMAGES_PER_MESSAGE for this message. */
  overLimit: T[];
}

/** Sorts a file selection into the images to attach and the files left out, with the reason. */
export function selectImageFiles<T extends PickedFile>(
  files: readonly T[],
  alreadyAttached: number,
): ImageSelection<T> {
  const selection: ImageSelection<T> = { accepted: [], nonImages: [], tooLarge: [], overLimit: [] };
  for (const file of files) {
    if (!file.type.startsWith('image/')) selection.nonImages.push(file);
    else if (file.size > MAX_CHAT_IMAGE_BYTES) selection.tooLarge.push(file);
    else if (alreadyAttached + selection.accepted.length >= MAX_CHAT_IMAGES_PER_MESSAGE)
      selection.overLimit.push(file);
    else selection.accepted.push(file);
  }
  return selection;
}

/** What to tell the client about images that were left out; null when nothing needs saying. */
export function describeLeftOutImages({ tooLarge, overLimit }: ImageSelection<PickedFile>): string | null {
  const notes = [];
  if (tooLarge.length > 0) {
    notes.push(`${tooLarge.map((file) => file.name).join(', ')}: over 5 MB, so not attached.`);
  }
  if (overLimit.length > 0) notes.push(`Up to ${MAX_CHAT_IMAGES_PER_MESSAGE} images per message.`);
  return notes.length > 0 ? notes.join(' ') : null;
}

/** The file's bytes as base64, without the `data:…;base64,` prefix (spec §3 chat image data). */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
