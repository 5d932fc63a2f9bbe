import { describe, expect, it } from 'vitest';
import { readMessage } from './read-message.ts';
import { parseSizeReference } from './size-references.ts';

const sizeOf = (text: string) => parseSizeReference(readMessage(text, 2000).tokens)?.value ?? null;

describe('paper sizes', () => {
  it.each([
    ['about A5 size', { text: 'A5 (~21 cm)', cm: 21 }],
    ['etwa DIN A6 groß', { text: 'A6 (~15 cm)', cm: 14.8 }],
    ['formato a4', { text: 'A4 (~30 cm)', cm: 29.7 }],
    ['tamaño A7', { text: 'A7 (~11 cm)', cm: 10.5 }],
  ])("reads %j as the paper's long side", (text, size) => expect(sizeOf(text)).toEqual(size));

  it.each(['a 5 cm rose', 'I want a 5', 'a 4 inch dagger', 'a9'])('reads no paper size in %j', (text) =>
    expect(sizeOf(text)?.text ?? '').not.toMatch(/^A\d/),
  );
});

describe('a comparison with an elided "of"', () => {
  it('reads "de la taille d\'une carte bancaire" as a card\'s size', () =>
    expect(sizeOf("de la taille d'une carte bancaire, en couleur")).toEqual({ text: '~9 cm', cm: 9 }));

  it('reads no comparison in "un grand loup dans le dos": "dans" is no elided "of"', () =>
    expect(sizeOf('Un grand loup dans le dos, c’est possible ?')).toBeNull());
});
