import { describe, expect, it } from 'vitest';
import { createPhraseMatcher } from './phrase-matcher.ts';
import { tokenize } from './tokenize.ts';

describe('createPhraseMatcher', () => {
  const matcher = createPhraseMatcher([
    ['cuanto sale', 'price'],
    ['más grande', 'bigger'],
  ] as const);

  it('reads a phrase written without accents in a message that has them ("cuánto sale")', () => {
    expect(matcher.findAll(tokenize('¿cuánto sale uno pequeño?'))).toEqual([
      { start: 1, end: 3, value: 'price' },
    ]);
  });

  it('reads a phrase written with accents in a message without them ("mas grande")', () => {
    expect(matcher.findAll(tokenize('un poco mas grande'))).toEqual([{ start: 2, end: 4, value: 'bigger' }]);
  });

  it('matches nothing across an unrelated word', () => {
    expect(matcher.findAll(tokenize('cuánto me sale'))).toEqual([]);
  });
});
