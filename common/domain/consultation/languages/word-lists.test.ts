import { describe, expect, it } from 'vitest';
import { classifyMessage } from '../classify/classify-message.ts';
import { extractMessage } from '../extraction/extract-message.ts';
import { spellings } from '../text/spellings.ts';
import { LANGUAGES } from './index.ts';

const read = (text: string) =>
  extractMessage(text, { askedField: null, preferredStyles: [], hasAttachments: false });

/** Every list of words or [word, meaning] pairs in a module, with where it is. */
function wordLists(value: unknown, path: string): Array<{ path: string; words: string[] }> {
  if (Array.isArray(value)) {
    const words = value.map((entry) => (Array.isArray(entry) ? entry[0] : entry));
    return words.every((word) => typeof word === 'string') ? [{ path, words }] : [];
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => wordLists(inner, `${path}.${key}`));
  return [];
}

/** Decision 049: word lists hold one spelling of a word; the readers add its unaccented forms (`spellings`). */
describe('language word lists', () => {
  it('hold no word beside one of its own unaccented spellings', () => {
    const duplicates = LANGUAGES.flatMap((module) =>
      wordLists(
        { hintWords: module.hintWords, reading: module.reading, dialogue: module.dialogue },
        module.code,
      ).flatMap(({ path, words }) =>
        words.flatMap((word) =>
          spellings(word)
            .filter((spelling) => spelling !== word && words.includes(spelling))
            .map((spelling) => `${path}: ${word} / ${spelling}`),
        ),
      ),
    );
    expect(duplicates).toEqual([]);
  });

  it.each([
    ['cuanto cuesta un tatuaje pequeño?', 'price'],
    ['cual es la direccion del estudio?', 'location'],
    ['quantas sessoes precisa?', 'duration'],
  ])('reads the studio question %j written without accents from its one accented entry', (text, topic) => {
    expect(classifyMessage(text).topics).toContain(topic);
  });

  it('reads unaccented areas, styles, money and people from their one accented entry', () => {
    expect(read('una golondrina en el omoplato').placement?.area).toBe('shoulder blade');
    expect(read('un lobo geometrico').style).toBe('Geometric');
    expect(read('presupuesto 300 dolares').budget).toMatchObject({ currency: 'USD' });
    expect(read('una rosa, tu decides el tamaño').deferredField).not.toBeNull();
  });
});
