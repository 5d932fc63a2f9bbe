import { describe, expect, it } from 'vitest';
import { readMessage } from './read-message.ts';

const words = (text: string) =>
  readMessage(text, 1000).tokens.flatMap((token) => (token.kind === 'word' ? [token.text] : []));

describe('readMessage', () => {
  it.each([
    ['en el ante brazo derecho', 'antebrazo'],
    ['cuatrocientos euros de pre supuesto', 'presupuesto'],
  ])('joins a word dictation split in two (%j)', (text, word) => {
    expect(words(text)).toContain(word);
  });

  it.each([
    ['on the back side of my arm', ['back', 'side']],
    ['nací en el 2010', ['nací', 'en', 'el']],
    ['por supuesto', ['por', 'supuesto']],
  ])('leaves words that read on their own apart (%j)', (text, expected) => {
    expect(words(text)).toEqual(expect.arrayContaining(expected));
  });

  it('reads a verb as a verb, not as a short name glued to its article ("lancer", not "l\'ancre")', () => {
    expect(words('avant de me lancer')).toContain('lancer');
  });
});
