import { spellings, withoutAccents } from './spellings.ts';
import type { Token } from './tokenize.ts';

export interface PhraseMatch<T> {
  /** Index of the first token of the phrase. */
  start: number;
  /** Index after the last token of the phrase. */
  end: number;
  value: T;
}

export interface PhraseMatcher<T> {
  /** All non-overlapping matches, left to right, the longest phrase winning at each position. */
  findAll(tokens: readonly Token[]): PhraseMatch<T>[];
  /** The words of every phrase in every spelling: the spelling corrector reads them as written. */
  words: ReadonlySet<string>;
  /** The words as the lists write them: what the corrector reads a typo towards (an unaccented "realiste" is no
   * target for "realise"; decision 049). */
  writtenWords: ReadonlySet<string>;
}

/** A phrase's words as the tokenizer reads them: "grand-mère" is "grand mère". */
const wordsOf = (phrase: string) => phrase.split(/[ -]+/).filter((word) => word.length > 0);

interface Entry<T> {
  words: string[];
  value: T;
}

/**
 * Indexes phrases ("sailor jerry", "behind the ear") by their first word so a message is scanned once,
 * whatever the number of phrases. Phrases are lowercase words separated by single spaces, each in one spelling:
 * its unaccented forms are indexed with it (`spellings`), and a message's accented word also reads the unaccented
 * form a list wrote ("cuánto sale" matches "cuanto sale").
 */
export function createPhraseMatcher<T>(phrases: ReadonlyArray<readonly [string, T]>): PhraseMatcher<T> {
  const byFirstWord = new Map<string, Entry<T>[]>();
  const words = new Set<string>();
  // Each phrase is written once: "más grande" also reads "mas grande", "größer" "groesser" (decision 049).
  const variants = phrases.flatMap(([phrase, value]) =>
    spellings(phrase).map((spelling) => [spelling, value] as const),
  );
  const writtenWords = new Set(phrases.flatMap(([phrase]) => wordsOf(phrase)));
  for (const [phrase, value] of variants) {
    const phraseWords = wordsOf(phrase);
    for (const word of phraseWords) words.add(word);
    const entries = byFirstWord.get(phraseWords[0]!) ?? [];
    entries.push({ words: phraseWords, value });
    byFirstWord.set(phraseWords[0]!, entries);
  }
  for (const entries of byFirstWord.values()) entries.sort((a, b) => b.words.length - a.words.length);

  return {
    words,
    writtenWords,
    findAll(tokens) {
      const matches: PhraseMatch<T>[] = [];
      let index = 0;
      while (index < tokens.length) {
        const text = textOf(tokens[index]);
        const bare = bareOf(text);
        const written = byFirstWord.get(text)?.find((candidate) => matchesAt(tokens, index, candidate));
        const unaccented =
          bare === text
            ? undefined
            : byFirstWord.get(bare)?.find((candidate) => matchesAt(tokens, index, candidate));
        const entry =
          unaccented && (!written || unaccented.words.length > written.words.length) ? unaccented : written;
        if (entry) {
          matches.push({ start: index, end: index + entry.words.length, value: entry.value });
          index += entry.words.length;
        } else {
          index += 1;
        }
      }
      return matches;
    },
  };
}

/** A word as the list wrote it, or with the accents the list left off ("cuánto sale" reads "cuanto sale"). */
function matchesAt<T>(tokens: readonly Token[], start: number, entry: Entry<T>): boolean {
  return entry.words.every((word, offset) => {
    const text = textOf(tokens[start + offset]);
    return text === word || bareOf(text) === word;
  });
}

const PLAIN_WORD = /^[a-z]*$/;
/** Bare forms of the accented words messages hold, bounded: a server reads an open vocabulary. */
const bareForms = new Map<string, string>();
const MAX_BARE_FORMS = 10_000;

/** `withoutAccents`, remembered: the matchers read every word of every message. */
function bareOf(word: string): string {
  if (PLAIN_WORD.test(word)) return word;
  const known = bareForms.get(word);
  if (known !== undefined) return known;
  if (bareForms.size >= MAX_BARE_FORMS) bareForms.clear();
  const bare = withoutAccents(word);
  bareForms.set(word, bare);
  return bare;
}

/** Symbols never match, so a phrase cannot span punctuation. */
function textOf(token: Token | undefined): string {
  return token && token.kind !== 'symbol' ? token.text : '';
}
