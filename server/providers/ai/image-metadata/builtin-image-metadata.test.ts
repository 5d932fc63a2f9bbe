import { describe, expect, it } from 'vitest';
import { describeImageBuiltIn } from './builtin-image-metadata.ts';
import { fileNameWords } from './file-name-words.ts';

describe('fileNameWords', () => {
  it('keeps what an artist wrote and drops what a camera or app wrote', () => {
    expect(fileNameWords('koi-sleeve_FINAL (2).jpg')).toEqual(['koi', 'sleeve']);
    expect(fileNameWords('snakeAndDagger.png')).toEqual(['snake', 'and', 'dagger']);
    for (const cameraName of [
      'IMG_2041.JPG',
      'PXL_20240101_123456789.jpg',
      'DSC01234.JPG',
      'WhatsApp Image 2024-01-01 at 10.11.12.jpeg',
      'Screenshot 2024-05-01 at 9.41.02 PM.png',
      '3f9a1c2e-77b0-4c1e-9f2a-0d6b2c1e4a55.webp',
    ]) {
      expect(fileNameWords(cameraName), cameraName).toEqual([]);
    }
  });
});

describe('describeImageBuiltIn (no vision model: decision 057)', () => {
  const input = (fileName: string, artistStyles: string[] = []) => ({
    thumbnail: Buffer.alloc(0),
    fileName,
    artistStyles,
  });

  it('titles a piece from its cleaned file name, and tags it with the name’s words', () => {
    expect(describeImageBuiltIn(input('red-rose_final2.jpg', ['Traditional']))).toEqual({
      title: 'Red rose',
      style: 'Traditional',
      description: '',
      tags: ['red', 'rose'],
      suggestedByModel: false,
    });
  });

  it('leaves the title empty for a camera’s name, and never titles from colour', () => {
    for (const cameraName of [
      'IMG_1234.jpg',
      'PXL_20240101_123456789.jpg',
      'DSC_0042.JPG',
      'Screenshot 2024-05-01.png',
    ]) {
      expect(describeImageBuiltIn(input(cameraName, ['Traditional'])), cameraName).toMatchObject({
        title: '',
        tags: [],
      });
    }
  });

  it('takes the style only from the artist’s own styles: one the name says, else their only one, else none', () => {
    expect(describeImageBuiltIn(input('dotwork-mandala.jpg', ['Blackwork', 'Dotwork'])).style).toBe(
      'Dotwork',
    );
    expect(describeImageBuiltIn(input('neo-trad-panther.jpg', ['Blackwork'])).style).toBe('Blackwork');
    expect(describeImageBuiltIn(input('neo-trad-panther.jpg', ['Blackwork', 'Dotwork'])).style).toBeNull();
    expect(describeImageBuiltIn(input('panther.jpg')).style).toBeNull();
  });
});
