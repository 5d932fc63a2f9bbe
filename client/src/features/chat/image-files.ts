import { MAX_CHAT_MESSAGE_IMAGE_BYTES } from '#common/constants/limits.ts';
import { MAX_CHAT_IMAGE_BYTES, MAX_CHAT_IMAGES_PER_MESSAGE } from './chat-limits.ts';

type PickedFile = Pick<File, 'name' | 'type' | 'size'>;

export interface ImageSelection<T extends PickedFile> {
  accepted: T[];
  /** Spec §5 and §8: only image/* files are attached; the rest are skipped and only logged. */
  nonImages: T[];
  tooLarge: T[];
  /** Images beyond MAX_CHAT_IMAGES_PER_MESSAGE for this message. */
  overLimit: T[];
  /** Images that would take the message's images past MAX_CHAT_MESSAGE_IMAGE_BYTES together (decision 013). */
  overTotal: T[];
}

/** Sorts a file selection into the images to attach and the files left out, with the reason. */
export function selectImageFiles<T extends PickedFile>(
  files: readonly T[],
  attached: { count: number; bytes: number },
): ImageSelection<T> {
  const selection: ImageSelection<T> = {
    accepted: [],
    nonImages: [],
    tooLarge: [],
    overLimit: [],
    overTotal: [],
  };
  let bytes = attached.bytes;
  for (const file of files) {
    if (!file.type.startsWith('image/')) selection.nonImages.push(file);
    else if (file.size > MAX_CHAT_IMAGE_BYTES) selection.tooLarge.push(file);
    else if (attached.count + selection.accepted.length >= MAX_CHAT_IMAGES_PER_MESSAGE)
      selection.overLimit.push(file);
    else if (bytes + file.size > MAX_CHAT_MESSAGE_IMAGE_BYTES) selection.overTotal.push(file);
    else {
      selection.accepted.push(file);
      bytes += file.size;
    }
  }
  return selection;
}

/** What to tell the client about images that were left out; null when nothing needs saying. */
export function describeLeftOutImages({
  tooLarge,
  overLimit,
  overTotal,
}: ImageSelection<PickedFile>): string | null {
  const notes = [];
  if (tooLarge.length > 0) {
    notes.push(`${tooLarge.map((file) => file.name).join(', ')}: over 5 MB, so not attached.`);
  }
  if (overLimit.length > 0) notes.push(`Up to ${MAX_CHAT_IMAGES_PER_MESSAGE} images per message.`);
  if (overTotal.length > 0) {
    const megabytes = MAX_CHAT_MESSAGE_IMAGE_BYTES / 1024 / 1024;
    notes.push(
      `${overTotal.map((file) => file.name).join(', ')}: over ${megabytes} MB together, so not attached.`,
    );
  }
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
