import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text.ts';
import { combineNumberWords } from './number-words.ts';
import { parseNumber, tokenize } from './tokenize.ts';

const texts = (text: string) => combineNumberWords(tokenize(normalizeText(text))).map((token) => token.text);

describe('tokenize', () => {
  it('splits words, numbers and marks, dropping apostrophes and hyphens inside words', () => {
    expect(texts("I'm thinking neo-trad, 10cm x 15cm!")).toEqual([
      'im',
      'thinking',
      'neo',
      'trad',
      ',',
      '10',
      'cm',
      'x',
      '15',
      'cm',
      '!',
    ]);
  });

  it('reads emoji as words and folds curly quotes and ampersands', () => {
    expect(texts('🐺 & 🌹 — I’m in')).toEqual(['wolf', 'and', 'rose', '-', 'im', 'in']);
  });

  it.each([
    ['1,500', 1500],
    ['1.500', 1500],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['0.500', 0.5],
    ['1,500.50', 1500.5],
  ])('parses %j as %d', (raw, value) => {
    expect(parseNumber(raw)).toBe(value);
  });

  it.each([
    ['1.5k', ['1500']],
    ['2K', ['2000']],
    ['five hundred', ['500']],
    ['twenty five', ['25']],
    ['a grand', ['1000']],
    ['a couple hundred', ['a', '200']],
    ['one inch', ['1', 'inch']],
  ])('combines %j into one number', (text, tokens) => {
    expect(texts(text)).toEqual(tokens);
  });

  it('leaves "one" alone when it is not a number', () => {
    expect(texts('this one')).toEqual(['this', 'one']);
    expect(texts('5 k')).toEqual(['5', 'k']);
  });
});
