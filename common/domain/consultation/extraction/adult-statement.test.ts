import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text/normalize-text.ts';
import { tokenize } from '../text/tokenize.ts';
import { parseAdultStatement } from './adult-statement.ts';

const adult = (text: string) => parseAdultStatement(tokenize(normalizeText(text)));

describe('parseAdultStatement', () => {
  it.each([
    'yep over 18',
    'soy mayor de edad',
    'sou maior de idade',
    'je suis majeure',
    'ich bin volljährig',
    'sono maggiorenne',
  ])('reads "%s" as an adult', (text) => expect(adult(text)).toBe(true));

  it.each([
    "I'm in my thirties",
    'im in my late 20s',
    "early 40's here, I'm in my 40's",
    "j'ai la trentaine",
    'ich bin in den Dreißigern',
    'ich bin Ende 30er',
    'sono sulla trentina',
    'sou trintona',
    'soy cuarentona, tengo cuarentón',
  ])('reads a decade of life, "%s", from each language\'s tens words', (text) =>
    expect(adult(text)).toBe(true),
  );

  it.each([
    'my mum is in her fifties',
    'a roaring twenties flapper girl',
    'a 1920s art deco frame',
    'my brother in his 30s wants one too',
    'in my teens I had a tattoo',
    'about 30 cm',
  ])('reads no adult in "%s"', (text) => expect(adult(text)).toBeNull());
});
