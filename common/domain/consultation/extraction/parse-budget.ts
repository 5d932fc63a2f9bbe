import type { BriefField, Budget, Currency } from '../brief.ts';
import { formatMoney } from '../format-money.ts';
import { dialogueWordsOfEveryLanguage } from '../languages/index.ts';
import { hasWordAfter, hasWordBefore, isNegated, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import {
  BOUND_AFTER,
  BOUND_MATCHER,
  type Bound,
  BUDGET_CUES,
  BUDGET_LEAD_WORDS,
  CURRENCY_SYMBOLS,
  CURRENCY_WORDS,
  DEPOSIT_WORDS,
  FLEXIBLE_ANSWER_MATCHER,
  FLEXIBLE_BUDGET_MATCHER,
  FLEXIBLE_WORDS,
  LIMIT_WORDS,
  MONEY_HAVING_WORDS,
} from './budget-words.ts';
import type { Finding } from './finding.ts';
import { NEGATION_WORDS } from './parse-color.ts';
import { isOpenedRangeJoiner, RANGE_TO_WORDS } from './range-words.ts';
import { namedMoneyObjects } from './size-objects.ts';
import { hasNonMoneyUnit } from './units.ts';
import { isOwnWord } from './vocabulary.ts';

/** Below this, a bare number with no currency is more likely a count than a budget. */
const MIN_BARE_AMOUNT = 20;
/** "up to 600", "around 400": a bound alone makes a number money when it is too big to be a size or an age. */
const MIN_BOUNDED_AMOUNT = 100;
const MAX_AMOUNT = 1_000_000;

interface Amount {
  value: number;
  /** Index of the number token itself (the amount may start at a currency symbol). */
  index: number;
  currency: Currency | null;
  impliesMoney: boolean;
  /** Followed by a word the engine does not know, which money slang may be ("200 fulas", "250 Mäuse"). */
  hasSlangWord: boolean;
  /** The multiplier it was said with, if any (NumberToken.scale). */
  scale?: number;
  start: number;
  end: number;
}

/**
 * The budget: "$400", "300-500 euros", "1k", "1.5k", "up to 600", "around 400", "500+",
 * "whatever it costs" (flexible). A bare number counts only next to a budget word or right after
 * the assistant asked about budget, so sizes and ages are never read as money.
 */
export function parseBudget(tokens: readonly Token[], askedField: BriefField | null): Finding<Budget> | null {
  const flexible =
    FLEXIBLE_BUDGET_MATCHER.findAll(tokens)[0] ??
    openBudget(tokens, askedField === 'budget') ??
    (askedField === 'budget' ? FLEXIBLE_ANSWER_MATCHER.findAll(tokens)[0] : undefined);
  const amounts = readAmounts(tokens, askedField === 'budget');
  if (amounts) return { ...amounts, value: { ...amounts.value, ...(flexible && { isFlexible: true }) } };
  if (!flexible) return null;
  return {
    value: { currency: null, text: 'flexible', isFlexible: true },
    start: flexible.start,
    end: flexible.end,
  };
}

/**
 * "Beim Budget bin ich flexibel", "budget: non ho un limite preciso", "presupuesto sin límite": a flexible word,
 * or a limit word a negation turns round, in the sentence of a budget word, or alone as the answer to the budget
 * question (decision 049). One reader for every language, instead of a phrase per way of saying it.
 */
function openBudget(tokens: readonly Token[], wasAsked: boolean): { start: number; end: number } | undefined {
  for (let index = 0; index < tokens.length; index += 1) {
    const word = wordAt(tokens, index);
    const saysNoLimit =
      LIMIT_WORDS.has(word) &&
      (isNegated(tokens, index) || hasWordBefore(tokens, index, NEGATION_WORDS, LIMIT_NEGATION_REACH));
    if (!FLEXIBLE_WORDS.has(word) && !saysNoLimit) continue;
    if (wasAsked) return { start: index, end: index + 1 };
    const cue = budgetCueNear(tokens, index);
    if (cue !== null) return { start: Math.min(cue, index), end: Math.max(cue, index) + 1 };
  }
  return undefined;
}
/** "non ho un limite", "je n'ai pas vraiment de limite": the negation a few words before the limit. */
const LIMIT_NEGATION_REACH = 4;
/** How far a budget word may stand from "flexible" in its sentence: "beim Budget bin ich flexibel". */
const BUDGET_CUE_REACH = 6;
const SENTENCE_ENDS = new Set(['.', '!', '?', ';']);

/** The index of a budget word in the same sentence within reach, across commas and colons ("Budget: …"). */
function budgetCueNear(tokens: readonly Token[], index: number): number | null {
  for (const step of [-1, 1]) {
    for (let offset = 1; offset <= BUDGET_CUE_REACH; offset += 1) {
      const token = tokens[index + step * offset];
      if (!token || (token.kind === 'symbol' && SENTENCE_ENDS.has(token.text))) break;
      if (token.kind === 'word' && BUDGET_CUES.has(token.text)) return index + step * offset;
    }
  }
  return null;
}

/**
 * How surely an amount is the budget: said as money; cued before ("budget 400", "Budget: 800") or bounded, or
 * the answer to the budget question; or only followed by a budget word ("400 budget"). In "im 41 budget 700
 * dollars" the 41 is followed by "budget" but the 700 is money: the surer reading wins, the earlier on a tie.
 */
const Sureness = { CueAfter: 1, Cued: 2, SlangMoney: 3, Money: 4 } as const;
type Sureness = (typeof Sureness)[keyof typeof Sureness];

function readAmounts(tokens: readonly Token[], wasAsked: boolean): Finding<Budget> | null {
  let best: { finding: Finding<Budget>; sureness: Sureness } | null = null;
  // "una moneta da 2 euro", "a 20 dollar bill": an amount inside a coin's or a note's name is no money.
  const objectNames = namedMoneyObjects(tokens);
  const isInObjectName = (index: number) =>
    objectNames.some((name) => name.start <= index && index < name.end);
  for (let index = 0; index < tokens.length; index += 1) {
    const said = isInObjectName(index) ? null : readAmount(tokens, index);
    // "die 60 € Anzahlung zurück", "a $50 deposit": what was paid to book, not what the piece may cost.
    if (!said || isDeposit(tokens, said)) continue;
    const second = readRangeEnd(tokens, said.end, said) ?? readStretch(tokens, said);
    const first = second ? withBorrowedScale(said, second) : said;
    const sureness = surenessOf(tokens, first, second, wasAsked);
    const isMoney = sureness !== null && sureness >= Sureness.SlangMoney;
    if (sureness === null || !isPlausible(first, isMoney) || (best && best.sureness >= sureness)) continue;
    const budget = second ? toRange(first, second) : toSingle(tokens, first);
    if (!budget) continue;
    const start = extendOverBudgetWords(tokens, first.start);
    best = { finding: { value: budget, start, end: (second ?? first).end }, sureness };
    if (sureness === Sureness.Money) break;
  }
  return best?.finding ?? null;
}

/** "a deposit of 100", "100 € Anzahlung": how near a deposit word names the amount. */
const DEPOSIT_REACH = 2;

function isDeposit(tokens: readonly Token[], amount: Amount): boolean {
  return (
    hasWordBefore(tokens, amount.start, DEPOSIT_WORDS, DEPOSIT_REACH) ||
    hasWordAfter(tokens, amount.end - 1, DEPOSIT_WORDS, DEPOSIT_REACH)
  );
}

function surenessOf(
  tokens: readonly Token[],
  first: Amount,
  second: Amount | null,
  wasAsked: boolean,
): Sureness | null {
  if ([first, second].some((amount) => amount && (amount.currency || amount.impliesMoney)))
    return Sureness.Money;
  // "400 lucas... digo, 400 euros": money named outright is surer than money in slang.
  if (isSlangMoney(tokens, second ?? first, wasAsked)) return Sureness.SlangMoney;
  // "a tribal armband from 2005": a bound before a year is a date; "from 2005" alone names no budget.
  const isBoundedAmount =
    first.value >= MIN_BOUNDED_AMOUNT &&
    (second !== null || (boundOf(tokens, first) !== undefined && !looksLikeYear(first)));
  if (
    wasAsked ||
    isBoundedAmount ||
    hasWordBefore(tokens, first.start, BUDGET_CUES, 4) ||
    followsCueAndColon(tokens, first.start)
  )
    return Sureness.Cued;
  return BUDGET_CUES.has(wordAt(tokens, (second ?? first).end)) ? Sureness.CueAfter : null;
}

/** "have 200 [fulas]": how far the words of holding money may stand before the number, or after its word. */
const MONEY_HAVING_REACH = 4;

/**
 * "tengo como 200 fulas", "hab so 250 Mäuse dafür", "got about 4 benjamins saved up": a number followed by a word
 * the engine does not know, in a statement of the client holding money (or answering the budget question), is
 * money in whatever slang: one rule for every currency's nicknames instead of a list of them. Below a hundred
 * the number may be an age said in slang ("30 abriles", decision 087), so only the budget question makes it money.
 */
function isSlangMoney(tokens: readonly Token[], amount: Amount, wasAsked: boolean): boolean {
  if (!amount.hasSlangWord) return false;
  if (wasAsked) return amount.value >= MIN_BARE_AMOUNT;
  return (
    amount.value >= MIN_BOUNDED_AMOUNT &&
    (hasWordBefore(tokens, amount.start, MONEY_HAVING_WORDS, MONEY_HAVING_REACH) ||
      hasWordBefore(tokens, amount.start, BUDGET_CUES, MONEY_HAVING_REACH) ||
      hasWordAfter(tokens, amount.end - 1, MONEY_HAVING_WORDS, MONEY_HAVING_REACH))
  );
}

/** "31 ans", "30 abriles": years, which own-age.ts reads, are never money. */
const YEARS_WORDS = dialogueWordsOfEveryLanguage('yearsWords');

/** A bare four-figure number of a recent year, as "from 2005" or "since 2019" say it. */
function looksLikeYear(amount: Amount): boolean {
  return (
    amount.scale === undefined &&
    Number.isInteger(amount.value) &&
    amount.value >= EARLIEST_YEAR &&
    amount.value <= LATEST_YEAR
  );
}
const EARLIEST_YEAR = 1950;
const LATEST_YEAR = 2039;

/** [currency symbol] number [k] [currency symbol or word] */
function readAmount(tokens: readonly Token[], index: number): Amount | null {
  const token = tokens[index];
  if (token?.kind !== 'number' || hasNonMoneyUnit(tokens, index)) return null;
  const symbolBefore = currencySymbolBefore(tokens, index);
  // "500+ dollars": the currency may follow a plus.
  const afterIndex = tokens[index + 1]?.text === '+' ? index + 2 : index + 1;
  const currencyAfter =
    CURRENCY_SYMBOLS.get(tokens[afterIndex]?.text ?? '') ?? CURRENCY_WORDS.get(wordAt(tokens, afterIndex));
  const next = tokens[index + 1];
  const isYears = next?.kind === 'word' && YEARS_WORDS.has(next.raw);
  const hasSlangWord = !symbolBefore && !currencyAfter && isOwnWord(next) && !isYears;
  return {
    value: token.value,
    index,
    currency: symbolBefore ?? currencyAfter ?? null,
    impliesMoney: token.impliesMoney === true,
    hasSlangWord,
    ...(token.scale && { scale: token.scale }),
    start: symbolBefore ? index - (symbolBefore === 'BRL' ? 2 : 1) : index,
    end: currencyAfter ? afterIndex + 1 : hasSlangWord ? index + 2 : index + 1,
  };
}

/** "$500", "€250", "£300", and "R$ 500" (Brazilian reais: the "R" is a word token before the "$"). */
function currencySymbolBefore(tokens: readonly Token[], index: number): Currency | undefined {
  const symbol = CURRENCY_SYMBOLS.get(tokens[index - 1]?.text ?? '');
  return symbol === 'USD' && wordAt(tokens, index - 2) === 'r' ? 'BRL' : symbol;
}

/** "Budget: 800": a cue, then a colon, then the amount. */
function followsCueAndColon(tokens: readonly Token[], start: number): boolean {
  return tokens[start - 1]?.text === ':' && BUDGET_CUES.has(wordAt(tokens, start - 2));
}

/** "300-500", "300 to 500", "1-1.5k", "$300 - $500", "between 300 and 500", "entre 300 et 400", "300 bis 500". */
function readRangeEnd(tokens: readonly Token[], index: number, first: Amount): Amount | null {
  const separator = tokens[index]?.text ?? '';
  const isRangeWord = separator === '-' || RANGE_TO_WORDS.has(separator);
  if (!isRangeWord && !isOpenedRangeJoiner(tokens, index, first.start)) return null;
  const start = CURRENCY_SYMBOLS.has(tokens[index + 1]?.text ?? '') ? index + 2 : index + 1;
  const amount = readAmount(tokens, start);
  return amount && { ...amount, start: index + 1 };
}

/**
 * "$150-ish, 200 tops", "sui 200, al massimo 250 euro", "400, maybe 500 max": an amount, then in the same sentence a
 * larger one bounded as a ceiling, is a range up to the ceiling.
 */
function readStretch(tokens: readonly Token[], first: Amount): Amount | null {
  if (boundOf(tokens, first) === 'up to') return null;
  for (let index = first.end; index < first.end + STRETCH_REACH; index += 1) {
    const token = tokens[index];
    if (!token || (token.kind === 'symbol' && SENTENCE_ENDS.has(token.text))) return null;
    if (token.kind !== 'number') continue;
    const ceiling = readAmount(tokens, index);
    const isCeiling = ceiling !== null && boundOf(tokens, ceiling) === 'up to' && ceiling.value > first.value;
    return isCeiling ? { ...ceiling, start: index } : null;
  }
  return null;
}
/** Words from an amount to the ceiling it stretches to: ", al massimo", ", maybe up to". */
const STRETCH_REACH = 5;

function isPlausible(amount: Amount, isMoney: boolean): boolean {
  const minimum = isMoney ? 1 : MIN_BARE_AMOUNT;
  return amount.value >= minimum && amount.value <= MAX_AMOUNT;
}

function toRange(first: Amount, second: Amount): Budget | null {
  const [min, max] = first.value <= second.value ? [first.value, second.value] : [second.value, first.value];
  if (max > MAX_AMOUNT) return null;
  const currency = first.currency ?? second.currency;
  return { min, max, currency, text: `${formatMoney(min, currency)}-${formatMoney(max, null)}` };
}

/**
 * In "4-5 hundred", "1-1.5k", "2 to 3 thousand" the multiplier said once belongs to both ends: a bare first end
 * takes it when that keeps it at or below the second ("300-5k" stays 300).
 */
function withBorrowedScale(first: Amount, second: Amount): Amount {
  if (first.scale !== undefined || second.scale === undefined) return first;
  const scaled = first.value * second.scale;
  return scaled <= second.value ? { ...first, value: scaled, scale: second.scale } : first;
}

function toSingle(tokens: readonly Token[], amount: Amount): Budget {
  const bound = boundOf(tokens, amount);
  const money = formatMoney(amount.value, amount.currency);
  const { value, currency } = amount;
  if (bound === 'up to') return { max: value, currency, text: `up to ${money}` };
  if (bound === 'at least') return { min: value, currency, text: `${money}+` };
  return { min: value, max: value, currency, text: bound === 'around' ? `~${money}` : money };
}

/** "my budget is around 1k" as a whole, so the idea parser does not keep "my budget is around". */
function extendOverBudgetWords(tokens: readonly Token[], start: number): number {
  let index = start;
  while (index > 0 && BUDGET_LEAD_WORDS.has(wordAt(tokens, index - 1))) index -= 1;
  return index;
}

/** "up to 600", "~400", "500+", "400 max", "400ish". */
function boundOf(tokens: readonly Token[], amount: Amount): Bound | undefined {
  if (tokens[amount.start - 1]?.text === '~') return 'around';
  const before = BOUND_MATCHER.findAll(tokens.slice(Math.max(0, amount.start - 3), amount.start)).at(
    -1,
  )?.value;
  return before ?? boundAfter(tokens[amount.index + 1]) ?? boundAfter(tokens[amount.end]);
}

/** "400 max", "200 tops": as written too, since the corrector reads "tops" as the plural of "top". */
function boundAfter(token: Token | undefined): Bound | undefined {
  if (!token) return undefined;
  return BOUND_AFTER.get(token.text) ?? (token.kind === 'word' ? BOUND_AFTER.get(token.raw) : undefined);
}

/** A budget read without a currency, given the one the client named before: "300" becomes "$300". */
export function withCurrency(budget: Budget, currency: Currency): Budget {
  const amount = budget.min ?? budget.max;
  if (amount === undefined) return { ...budget, currency };
  return {
    ...budget,
    currency,
    text: budget.text.replace(formatMoney(amount, null), formatMoney(amount, currency)),
  };
}
