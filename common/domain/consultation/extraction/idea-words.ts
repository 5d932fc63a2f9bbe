import { wordsOfEveryLanguage } from '../languages/index.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';

/** Phrases after which the client describes the idea: "I want...", "thinking about getting...". */
export const INTENT_CUE_MATCHER = createPhraseMatcher(
  wordsOfEveryLanguage('intentCues').map((phrase) => [phrase, true] as const),
);

/** Words that say nothing about the design; they split clauses like punctuation ("wolf tattoo" → "wolf"). */
export const GENERIC_WORDS = spelledSet(wordsOfEveryLanguage('genericWords'));

/** Trimmed from the start of an idea: "I'd like a...", "maybe some...". */
export const LEADING_FILLERS = spelledSet(wordsOfEveryLanguage('leadingFillers'));

/** Trimmed from the end of an idea: "wolf on my", "rose and". */
export const TRAILING_FILLERS = spelledSet(wordsOfEveryLanguage('trailingFillers'));

/** Words that do not make a clause an idea on their own: "are you free", "something meaningful". */
export const NON_CONTENT_WORDS = new Set([
  ...LEADING_FILLERS,
  ...TRAILING_FILLERS,
  ...wordsOfEveryLanguage('nonContentWords'),
]);

/** A change of mind: a later idea replaces the first one only after one of these. */
export const CHANGE_CUE_MATCHER = createPhraseMatcher(
  wordsOfEveryLanguage('changeCues').map((phrase) => [phrase, true] as const),
);

/**
 * Phrases of a question or a compliment around the design, never part of it: "can I get a quote for",
 * "how do I take care of", "obsessed with that … you posted".
 */
export const NOT_DESIGN_MATCHER = createPhraseMatcher(
  wordsOfEveryLanguage('notDesignPhrases').map((phrase) => [phrase, true] as const),
);

/** "a", "una", "um", "une", "ein", "uno": what brings in a piece the client names ("a tiny sprig of heather"). */
export const INDEFINITE_ARTICLES = spelledSet(wordsOfEveryLanguage('indefiniteArticles'));
