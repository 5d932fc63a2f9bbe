import { spelledSet } from './spellings.ts';
import { type StemLanguage, stemIn } from './stem-keys.ts';

const MAX_REMEMBERED_WORDS = 10_000;

/** What the token helpers ask of a set of words: whether a word is one of them. */
export interface WordTest {
  has(word: string): boolean;
}

/**
 * A word list that also knows its words' inflections, each by the Snowball stemmer of the word's own language
 * ("saved" and "saving" are "save"; "ahorrado" is "ahorrar"; "risparmiato" is "risparmiare"), so a list names a
 * word once and never its forms. Stemming in the word's own language only keeps languages apart: Italian
 * "costato" (ribs) stems to "cost", which no Italian budget word is.
 */
export class InflectedWords implements WordTest, Iterable<string> {
  private readonly written: ReadonlySet<string>;
  private readonly stems: ReadonlyArray<readonly [StemLanguage, ReadonlySet<string>]>;
  private readonly known = new Map<string, boolean>();

  constructor(wordsByLanguage: ReadonlyArray<readonly [StemLanguage, readonly string[]]>) {
    this.written = spelledSet(wordsByLanguage.flatMap(([, words]) => words));
    this.stems = wordsByLanguage.map(
      ([language, words]) => [language, new Set(words.map((word) => stemIn(language, word)))] as const,
    );
  }

  has(word: string): boolean {
    if (this.written.has(word)) return true;
    let isKnown = this.known.get(word);
    if (isKnown === undefined) {
      isKnown = this.stems.some(([language, stems]) => stems.has(stemIn(language, word)));
      // Clients' words are unbounded; the memo is a cache of the recent ones, not a record.
      if (this.known.size >= MAX_REMEMBERED_WORDS) this.known.clear();
      this.known.set(word, isKnown);
    }
    return isKnown;
  }

  [Symbol.iterator](): Iterator<string> {
    return this.written[Symbol.iterator]();
  }
}
