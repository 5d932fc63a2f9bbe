import { wordsOfEveryLanguage } from '../languages/index.ts';
import { spelledSet } from '../text/spellings.ts';
import { wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';

/**
 * How a range is said between two numbers, in every language read, for sizes and budgets alike: "300 to 500",
 * "300 a 500", "300 à 500", "300 bis 500"; and, after an opener, the language's "and": "between 300 and 500",
 * "entre 300 et 400", "zwischen 10 und 12 cm", "tra 200 e 300".
 */
export const RANGE_TO_WORDS: ReadonlySet<string> = spelledSet(wordsOfEveryLanguage('rangeTo'));
const RANGE_OPENERS = spelledSet(wordsOfEveryLanguage('rangeOpeners'));
const RANGE_JOINERS = spelledSet(wordsOfEveryLanguage('rangeJoiners'));

/**
 * The word at `separator` joins a range opened just before the first number (at `first`, a currency symbol
 * allowed between): "between $300 and $500". A joiner alone ("500 and 20 years old") joins nothing.
 */
export function isOpenedRangeJoiner(tokens: readonly Token[], separator: number, first: number): boolean {
  if (!RANGE_JOINERS.has(wordAt(tokens, separator))) return false;
  return RANGE_OPENERS.has(wordAt(tokens, first - 1)) || RANGE_OPENERS.has(wordAt(tokens, first - 2));
}
