import type { Currency } from '../brief.ts';
import { LANGUAGES, wordsOfEveryLanguage } from '../languages/index.ts';
import { InflectedWords } from '../text/inflected-words.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet, spellings } from '../text/spellings.ts';

/**
 * The words a budget is said in (issue #4: currency symbols and words, ranges, "up to", "whatever it costs"),
 * in every language read; the symbols and the marks after an amount are the same in all of them.
 */
export const CURRENCY_SYMBOLS: ReadonlyMap<string, Currency> = new Map([
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
]);

export const CURRENCY_WORDS: ReadonlyMap<string, Currency> = new Map(
  wordsOfEveryLanguage('currencyWords').flatMap(([word, currency]) =>
    spellings(word).map((spelling) => [spelling, currency] as const),
  ),
);

/**
 * Words near a bare number that make it money, in any of their forms: "my budget is 400", "I can spend 300-500",
 * "I've saved up 700", "he ahorrado 500".
 */
export const BUDGET_CUES = new InflectedWords(
  LANGUAGES.map((module) => [module.code, module.reading.budgetCues] as const),
);
/** "I've got", "tengo", "hab … gespart": the client holding money (parse-budget.ts reads slang money beside it). */
export const MONEY_HAVING_WORDS = new InflectedWords(
  LANGUAGES.map((module) => [module.code, module.reading.moneyHavingWords] as const),
);

export type Bound = 'up to' | 'at least' | 'around';
export const BOUND_MATCHER = createPhraseMatcher<Bound>([
  ...wordsOfEveryLanguage('upToPhrases').map((phrase) => [phrase, 'up to'] as const),
  ...wordsOfEveryLanguage('atLeastPhrases').map((phrase) => [phrase, 'at least'] as const),
  ...wordsOfEveryLanguage('aroundPhrases').map((phrase) => [phrase, 'around'] as const),
]);
/** After the amount: "400 max", "500 tops", "500+", "400ish". */
export const BOUND_AFTER: ReadonlyMap<string, Bound> = new Map([
  ['max', 'up to'],
  ['tops', 'up to'],
  ['maximum', 'up to'],
  ['+', 'at least'],
  ['plus', 'at least'],
  ['ish', 'around'],
]);

/** Issue #4: "whatever it costs" is a budget, a flexible one. */
export const FLEXIBLE_BUDGET_MATCHER = createPhraseMatcher(
  wordsOfEveryLanguage('flexibleBudgetPhrases').map((phrase) => [phrase, true] as const),
);
/** "flexibel", "flessibile": a budget said to be open, beside a budget word (each spelling once). */
export const FLEXIBLE_WORDS: ReadonlySet<string> = spelledSet(wordsOfEveryLanguage('flexibleWords'));
/** "Limit", "límite": a budget said to be open when a negation turns it round ("sin límite", "kein Limit"). */
export const LIMIT_WORDS: ReadonlySet<string> = spelledSet(wordsOfEveryLanguage('limitWords'));
/** When the assistant just asked about budget, "doesn't matter" or "whatever" answers it. */
export const FLEXIBLE_ANSWER_MATCHER = createPhraseMatcher(
  wordsOfEveryLanguage('flexibleBudgetAnswers').map((phrase) => [phrase, true] as const),
);

/** Words that lead up to an amount ("my budget is around"), claimed with it. */
export const BUDGET_LEAD_WORDS = new Set([
  ...BUDGET_CUES,
  ...BOUND_MATCHER.words,
  ...wordsOfEveryLanguage('budgetLeadWords'),
]);

/** The deposit's words in every language ("deposit", "seña", "sinal", "acompte", "Anzahlung", "caparra"). */
export const DEPOSIT_WORDS: ReadonlySet<string> = spelledSet(
  wordsOfEveryLanguage('studioTopics').flatMap(([words, topic]) =>
    topic === 'deposit' && !words.includes(' ') ? [words] : [],
  ),
);
