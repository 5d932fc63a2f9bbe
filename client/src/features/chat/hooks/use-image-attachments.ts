import { nanoid } from 'nanoid';
import { useState } from 'react';
import { MAX_CHAT_IMAGES_PER_MESSAGE } from '../chat-limits.ts';
import type { AttachedImage } from '../chat-message.ts';
import { describeLeftOutImages, readFileAsBase64, selectImageFiles } from '../image-files.ts';

/** The images waiting to go with the next message (spec §5): several allowed, each removable. */
export function useImageAttachments() {
  const [images, setImages] = useState<AttachedImage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  async function attach(files: readonly File[]) {
    const attachedBytes = images.reduce((sum, image) => sum + decodedBytes(image.data), 0);
    const selection = selectImageFiles(files, { count: images.length, bytes: attachedBytes });
    // Spec §8: a file that is not an image is skipped and only logged.
    for (const file of selection.nonImages)
      console.warn(`Skipped "${file.name}": only images can be attached.`);
    setNotice(describeLeftOutImages(selection));
    try {
      const read = await Promise.all(
        selection.accepted.map(async (file) => ({
          id: nanoid(),
          name: file.name,
          mimeType: file.type,
          data: await readFileAsBase64(file),
        })),
      );
      // Another selection may have finished reading meanwhile: the per-message limit still holds.
      setImages((current) => [...current, ...read].slice(0, MAX_CHAT_IMAGES_PER_MESSAGE));
    } catch (error) {
      console.warn('Could not read the selected images:', error);
      setNotice('Those images could not be read. Please try other files.');
    }
  }

  return {
    images,
    notice,
    attach,
    remove: (id: string) => setImages((current) => current.filter((image) => image.id !== id)),
    /** Puts back the images of a message that failed to send (issue #12). */
    restore: (restored: readonly AttachedImage[]) => setImages([...restored]),
    clear: () => {
      setImages([]);
      setNotice(null);
    },
  };
}

/** The size of base64 data once decoded, which is what the server counts. */
const decodedBytes = (base64: string) => Math.floor((base64.length * 3) / 4);
