import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text.ts';
import { parseNumber, tokenize } from './tokenize.ts';

const texts = (text: string) => tokenize(normalizeText(text)).map((token) => token.text);

describe('tokenize', () => {
  it('reads a name in another script as a word (fresh-2026-11g)', () => {
    expect(texts('my grandmas name in korean, 순자, on my finger')).toContain('순자');
    expect(texts('le prénom ليلى en arabe')).toContain('ليلى');
    expect(texts('имя Мария')).toEqual(['имя', 'мария']);
    expect(texts('a 🐺 wolf')).toEqual(['a', 'wolf', 'wolf']);
  });

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
});
