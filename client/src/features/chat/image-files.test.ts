import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_IMAGE_BYTES } from '#common/constants/limits.ts';
import { MAX_CHAT_IMAGE_BYTES } from './chat-limits.ts';
import { describeLeftOutImages, readFileAsBase64, selectImageFiles } from './image-files.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('selectImageFiles', () => {
  it('keeps image/* files and skips the rest', () => {
    const selection = selectImageFiles(
      [file('wolf.png', 'image/png'), file('notes.txt', 'text/plain'), file('ref.webp', 'image/webp')],
      { count: 0, bytes: 0 },
    );
    expect(selection.accepted.map((f) => f.name)).toEqual(['wolf.png', 'ref.webp']);
    expect(selection.nonImages.map((f) => f.name)).toEqual(['notes.txt']);
  });

  it('leaves out images over 5 MB and those beyond 4 per message', () => {
    const selection = selectImageFiles(
      [
        file('huge.jpg', 'image/jpeg', MAX_CHAT_IMAGE_BYTES + 1),
        file('a.jpg', 'image/jpeg'),
        file('b.jpg', 'image/jpeg'),
        file('c.jpg', 'image/jpeg'),
      ],
      { count: 2, bytes: 0 },
    );
    expect(selection.tooLarge.map((f) => f.name)).toEqual(['huge.jpg']);
    expect(selection.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(selection.overLimit.map((f) => f.name)).toEqual(['c.jpg']);
  });
});

describe('describeLeftOutImages', () => {
  it('says nothing about skipped non-images (spec §8: logged only)', () => {
    expect(
      describeLeftOutImages(selectImageFiles([file('notes.txt', 'text/plain')], { count: 0, bytes: 0 })),
    ).toBeNull();
  });

  it('names the images that were too large and the per-message limit', () => {
    const selection = selectImageFiles(
      [file('huge.jpg', 'image/jpeg', MAX_CHAT_IMAGE_BYTES + 1), file('e.jpg', 'image/jpeg')],
      { count: 4, bytes: 0 },
    );
    expect(describeLeftOutImages(selection)).toBe(
      'huge.jpg: over 5 MB, so not attached. Up to 4 images per message.',
    );
  });

  it('leaves out images that would take the message past the 8 MB the server accepts together', () => {
    const nearlyFull = MAX_CHAT_MESSAGE_IMAGE_BYTES - 1000;
    const selection = selectImageFiles(
      [file('small.jpg', 'image/jpeg', 900), file('big.jpg', 'image/jpeg', 4_000_000)],
      {
        count: 2,
        bytes: nearlyFull,
      },
    );
    expect(selection.accepted.map((f) => f.name)).toEqual(['small.jpg']);
    expect(describeLeftOutImages(selection)).toBe('big.jpg: over 8 MB together, so not attached.');
  });
});

describe('readFileAsBase64', () => {
  it('returns the bytes as base64 without the data: prefix', async () => {
    const blob = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(readFileAsBase64(blob)).resolves.toBe('iVBORw==');
  });
});
