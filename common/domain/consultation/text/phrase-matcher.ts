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
  /** The words of every phrase, so the spelling corrector knows what to correct towards. */
  words: ReadonlySet<string>;
}

interface Entry<T> {
  words: string[];
  value: T;
}

/**
 * Indexes phrases ("sailor jerry", "behind the ear") by their first word so a message is scanned once,
 * whatever the number of phrases. Phrases are lowercase words separated by single spaces.
 */
export function createPhraseMatcher<T>(phrases: ReadonlyArray<readonly [string, T]>): PhraseMatcher<T> {
  const byFirstWord = new Map<string, Entry<T>[]>();
  const words = new Set<string>();
  for (const [phrase, value] of phrases) {
    const phraseWords = phrase.split(' ');
    for (const word of phraseWords) words.add(word);
    const entries = byFirstWord.get(phraseWords[0]!) ?? [];
    entries.push({ words: phraseWords, value });
    byFirstWord.set(phraseWords[0]!, entries);
  }
  for (const entries of byFirstWord.values()) entries.sort((a, b) => b.words.length - a.words.length);

  return {
    words,
    findAll(tokens) {
      const matches: PhraseMatch<T>[] = [];
      let index = 0;
      while (index < tokens.length) {
        const entry = byFirstWord
          .get(textOf(tokens[index]))
          ?.find((candidate) => matchesAt(tokens, index, candidate));
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

function matchesAt<T>(tokens: readonly Token[], start: number, entry: Entry<T>): boolean {
  return entry.words.every((word, offset) => textOf(tokens[start + offset]) === word);
}

/** Symbols never match, so a phrase cannot span punctuation. */
function textOf(token: Token | undefined): string {
  return token && token.kind !== 'symbol' ? token.text : '';
}
