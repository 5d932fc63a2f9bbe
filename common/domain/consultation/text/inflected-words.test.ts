import { describe, expect, it } from 'vitest';
import { InflectedWords } from './inflected-words.ts';

describe('InflectedWords', () => {
  const words = new InflectedWords([
    ['en', ['spend', 'save']],
    ['it', ['pagare']],
  ]);

  it.each(['spend', 'spending', 'saved', 'saving', 'pagato', 'pagando'])(
    'knows "%s": a listed word or a form that shares its stem',
    (word) => expect(words.has(word)).toBe(true),
  );

  // English "pagan" is no form of Italian "pagare"; Italian "spendo" is no form of English "spend".
  it.each(['pagan', 'spendo', 'safe', 'costato'])(
    'stems "%s" in each list\'s own language only: no match across languages',
    (word) => expect(words.has(word)).toBe(false),
  );

  it('iterates the written words, for lists that need them all (the word corrector)', () => {
    expect([...words]).toEqual(['spend', 'save', 'pagare']);
  });
});
