import type { Currency } from '../brief.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';

/** The words a budget is said in (issue #4: currency symbols and words, ranges, "up to", "whatever it costs"). */
export const CURRENCY_SYMBOLS: ReadonlyMap<string, Currency> = new Map([
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
]);

export const CURRENCY_WORDS: ReadonlyMap<string, Currency> = new Map([
  ['usd', 'USD'],
  ['dollar', 'USD'],
  ['buck', 'USD'],
  ['eur', 'EUR'],
  ['euro', 'EUR'],
  ['gbp', 'GBP'],
  ['pound', 'GBP'],
  ['quid', 'GBP'],
  ['cad', 'CAD'],
  ['aud', 'AUD'],
  ['dolar', 'USD'],
  ['dolares', 'USD'],
  ['dólar', 'USD'],
  ['dólares', 'USD'],
  ['reais', 'BRL'],
  ['brl', 'BRL'],
  ['libra', 'GBP'],
  ['libras', 'GBP'],
]);

/** Words near a bare number that make it money: "my budget is 400", "I can spend 300-500". */
export const BUDGET_CUES = new Set([
  'budget',
  'spend',
  'spending',
  'pay',
  'paying',
  'afford',
  'price',
  'cost',
  'costs',
  'quote',
  'max',
  'maximum',
  'presupuesto',
  'gastar',
  'pagar',
  'orçamento',
  'orcamento',
  'investir',
]);

const UP_TO_PHRASES = [
  'up to',
  'upto',
  'under',
  'max',
  'maximum',
  'below',
  'less than',
  'no more than',
  'not more than',
  'at most',
  'within',
  'hasta',
  'máximo',
  'maximo',
  'menos de',
  'até',
  'ate',
  'no máximo',
  'no maximo',
];
const AT_LEAST_PHRASES = [
  'at least',
  'over',
  'more than',
  'min',
  'minimum',
  'starting at',
  'from',
  'más de',
  'mas de',
  'mais de',
  'pelo menos',
  'por lo menos',
  'al menos',
];
const AROUND_PHRASES = [
  'around',
  'about',
  'roughly',
  'approx',
  'approximately',
  'circa',
  'like',
  'maybe',
  'unos',
  'alrededor de',
  'cerca de',
  'aprox',
  'uns',
  'mais ou menos',
  'por volta de',
];
export type Bound = 'up to' | 'at least' | 'around';
export const BOUND_MATCHER = createPhraseMatcher<Bound>([
  ...UP_TO_PHRASES.map((phrase) => [phrase, 'up to'] as const),
  ...AT_LEAST_PHRASES.map((phrase) => [phrase, 'at least'] as const),
  ...AROUND_PHRASES.map((phrase) => [phrase, 'around'] as const),
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
const FLEXIBLE_PHRASES = [
  'whatever it costs',
  'whatever it takes',
  'money is no object',
  'money no object',
  'no object',
  'money isnt a problem',
  'any price',
  'dinero no es problema',
  'sin límite',
  'sin limite',
  'dinheiro não é problema',
  'sem limite',
  'money isnt an issue',
  'money is not an issue',
  'price doesnt matter',
  'price does not matter',
  'cost doesnt matter',
  'budget is flexible',
  'flexible budget',
  'flexible on budget',
  'flexible on price',
  'no budget limit',
  'no limit',
  'open budget',
  'sky is the limit',
  'dont mind paying',
  'happy to pay whatever',
  'willing to pay whatever',
];
/** When the assistant just asked about budget, "flexible" or "doesn't matter" answers it. */
const FLEXIBLE_ANSWERS = [
  'flexible',
  'doesnt matter',
  'not an issue',
  'whatever',
  'open',
  'no limit',
  'no idea',
];
export const FLEXIBLE_BUDGET_MATCHER = createPhraseMatcher(
  FLEXIBLE_PHRASES.map((phrase) => [phrase, true] as const),
);
export const FLEXIBLE_ANSWER_MATCHER = createPhraseMatcher(
  FLEXIBLE_ANSWERS.map((phrase) => [phrase, true] as const),
);

/** Words that lead up to an amount ("my budget is around"), claimed with it. */
export const BUDGET_LEAD_WORDS = new Set([
  ...BUDGET_CUES,
  ...BOUND_MATCHER.words,
  ...[
    'my',
    'is',
    'of',
    'i',
    'can',
    'could',
    'have',
    'got',
    'willing',
    'to',
    'the',
    'a',
    'was',
    'thinking',
    'would',
  ],
]);
