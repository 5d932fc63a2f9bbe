import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('detectImageType', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ['gif', bytes('GIF89a', 1, 0)],
    ['webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')],
    ['heic', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0)],
    ['avif', bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0)],
  ])('recognises %s from its magic bytes', (type, data) => {
    expect(detectImageType(data)).toBe(type);
  });

  it.each([
    ['a PDF', bytes('%PDF-1.7')],
    ['an SVG (markup, can carry script)', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['an MP4 video', bytes(0, 0, 0, 0x18, 'ftypmp42')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, data) => {
    expect(detectImageType(data)).toBeUndefined();
  });
});
