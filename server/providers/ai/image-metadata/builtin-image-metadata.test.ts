import { describe, expect, it } from 'vitest';
import { makeTestImage } from '../../../../tests/fixtures/test-images.ts';
import { describeImageBuiltIn } from './builtin-image-metadata.ts';
import { fileNameWords } from './file-name-words.ts';
import { type ImageMeasurements, measureImage } from './measure-image.ts';

describe('fileNameWords', () => {
  it('keeps what an artist wrote and drops what a camera or app wrote', () => {
    expect(fileNameWords('koi-sleeve_FINAL (2).jpg')).toEqual(['koi', 'sleeve']);
    expect(fileNameWords('snakeAndDagger.png')).toEqual(['snake', 'and', 'dagger']);
    for (const cameraName of [
      'IMG_2041.JPG',
      'PXL_20240101_123456789.jpg',
      'WhatsApp Image 2024-01-01 at 10.11.12.jpeg',
      'Screenshot 2024-05-01 at 9.41.02 PM.png',
      '3f9a1c2e-77b0-4c1e-9f2a-0d6b2c1e4a55.webp',
    ]) {
      expect(fileNameWords(cameraName), cameraName).toEqual([]);
    }
  });
});

describe('measureImage', () => {
  it('tells black and grey ink on skin from colour work, with the colours it sees', async () => {
    const blackAndGrey = await measureImage(await makeTestImage());
    expect(blackAndGrey.colourMode).toBe('black-and-grey');
    expect(blackAndGrey.palette).toEqual(['black', 'grey']);
    const colour = await measureImage(await makeTestImage({ isColour: true }));
    expect(colour.colourMode).toBe('colour');
    expect(colour.palette).toEqual(['red', 'teal']);
    // The skin around the ink is canvas, not ink.
    expect(colour.inkCoverage).toBeGreaterThan(0.1);
    expect(colour.inkCoverage).toBeLessThan(0.25);
  });
});

describe('describeImageBuiltIn', () => {
  const blackAndGrey: ImageMeasurements = {
    colourMode: 'black-and-grey',
    palette: ['black', 'charcoal'],
    inkCoverage: 0.5,
    contrast: 0.3,
  };
  const input = (fileName: string, artistStyles: string[] = []) => ({
    thumbnail: Buffer.alloc(0),
    fileName,
    artistStyles,
  });

  it('takes the title and a named style from the file name', () => {
    expect(describeImageBuiltIn(input('neo-trad-panther.jpg', ['Blackwork']), blackAndGrey)).toMatchObject({
      title: 'Neo Trad Panther',
      style: 'Neo-traditional',
      tags: ['black and grey', 'neo', 'trad', 'panther'],
    });
  });

  it('without a name, states only the style and colours, never a subject', () => {
    expect(describeImageBuiltIn(input('IMG_0001.jpg', ['Watercolor', 'Dotwork']), blackAndGrey)).toEqual({
      title: 'Dotwork piece in black and grey',
      style: 'Dotwork',
      description: 'Black and grey work in black and charcoal, with heavy ink coverage and strong contrast.',
      tags: ['black and grey'],
    });
  });

  it('picks a style the colours allow when the artist has none that fits', () => {
    const colour: ImageMeasurements = {
      colourMode: 'colour',
      palette: ['red'],
      inkCoverage: 0.2,
      contrast: 0.1,
    };
    expect(describeImageBuiltIn(input('x.jpg', ['Blackwork']), colour).style).toBe('Traditional');
    const sparse = { ...blackAndGrey, inkCoverage: 0.05 };
    expect(describeImageBuiltIn(input('x.jpg', ['Watercolor']), sparse).style).toBe('Minimalist');
  });
});
