import { describe, expect, it } from 'vitest';
import { correctWord } from './vocabulary.ts';

describe('correctWord: the engine vocabulary read through typos, stems and accents (decision 047)', () => {
  it.each([
    ['forarm', 'forearm'],
    ['geometic', 'geometric'],
    ['budjet', 'budget'],
    ['realisim', 'realism'],
    ['shouldr', 'shoulder'],
    ['thihg', 'thigh'],
    ['tatoo', 'tattoo'],
    ['rigth', 'right'],
    ['shoulders', 'shoulder'],
    ['hombros', 'hombro'],
    ['unterarn', 'unterarm'],
    ['avambracio', 'avambraccio'],
  ])('reads %j as %j', (word, expected) => {
    expect(correctWord(word)).toBe(expected);
  });

  it.each([
    'thing',
    'should',
    'late',
    'high',
    'venture',
    'note',
    'long',
    'take',
    'calm',
    'half',
    'feel',
    'wide',
    'costa',
  ])('leaves the common word %j as written', (word) => {
    expect(correctWord(word)).toBe(word);
  });
});

describe('correctWord: a diminutive is the thing it makes small (fresh-2026-11k)', () => {
  it.each([
    ['coraçãozinho', 'coração'],
    ['borboletinha', 'borboleta'],
    ['estrellita', 'estrella'],
    ['stellina', 'stella'],
    ['gattino', 'gatto'],
    ['herzchen', 'herz'],
  ])('reads %j as %j', (word, base) => {
    expect(correctWord(word)).toBe(base);
  });

  it.each(['ahorita', 'bonito', 'mattina'])(
    'leaves %j as written: no vocabulary word is made small',
    (word) => {
      expect(correctWord(word)).toBe(word);
    },
  );
});

describe('correctWord: a feminine form is the thing it names (fresh-2026-11 "mi gata")', () => {
  it.each([
    ['gata', 'gato'],
    ['perra', 'perro'],
    ['loba', 'lobo'],
    ['gatta', 'gatto'],
    ['chatte', 'chat'],
  ])('reads %j as %j', (word, base) => {
    expect(correctWord(word)).toBe(base);
  });
});

describe('correctWord: a long word spelled by ear at its first letter (fresh-2026-11k "sentimetros")', () => {
  it.each([
    ['sentimetros', 'centimetre'],
    ['sentimeters', 'centimeter'],
    ['kalavera', 'calavera'],
  ])('reads %j as %j', (word, expected) => {
    expect(correctWord(word)).toBe(expected);
  });

  it.each(['session', 'singing', 'cutting'])('leaves %j as written', (word) => {
    expect(correctWord(word)).toBe(word);
  });
});

describe('correctWord: an inflection of a known word is that word, not a longer one sharing its stem', () => {
  it.each([
    ['sterne', 'stern'],
    ['sternen', 'stern'],
  ])('reads %j as %j (fresh-2026-11 "kleiner Sterne", never "sterno")', (word, base) => {
    expect(correctWord(word)).toBe(base);
  });
});
