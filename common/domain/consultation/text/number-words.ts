import type { NumberToken, Token } from './tokenize.ts';

const UNITS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fifty: 50,
    sixty: 60,
    seventy: 70,
    eighty: 80,
    ninety: 90,
  }),
);

/** Words that stand for a number only before a multiplier: "a grand", "a couple hundred", "one inch". */
const QUANTIFIERS: ReadonlyMap<string, number> = new Map(Object.entries({ a: 1, one: 1, couple: 2, few: 3 }));

const MULTIPLIERS: ReadonlyMap<string, number> = new Map(
  // "5 bills" is $500 in US slang; "2 mil" is 2000 in Spanish and Portuguese.
  Object.entries({ hundred: 100, thousand: 1000, grand: 1000, k: 1000, bill: 100, bills: 100, mil: 1000 }),
);
/** Multipliers nobody uses for sizes or ages: the number they make is money. */
const MONEY_MULTIPLIERS = new Set(['k', 'grand', 'bill', 'bills', 'mil']);

/** "one" is a number only before one of these; otherwise it is "this one", "one day". */
const WORDS_AFTER_ONE = new Set(['inch', 'inches', 'cm', 'foot', 'feet', 'hundred', 'thousand', 'grand']);

/**
 * Turns number words into number tokens and applies multipliers: "five hundred" → 500,
 * "twenty five" → 25, "1.5k" → 1500, "a couple hundred" → 200. Runs after spelling correction.
 */
export function combineNumberWords(tokens: readonly Token[]): Token[] {
  const combined: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    const number = readSpelledNumber(tokens, index) ?? (token.kind === 'number' ? token : null);
    if (!number) {
      combined.push(token);
      index += 1;
      continue;
    }
    const consumed = number === token ? 1 : countSpelled(tokens, index);
    const multiplied = applyMultiplier(number, tokens[index + consumed]);
    combined.push(multiplied ?? number);
    index += consumed + (multiplied ? 1 : 0);
  }
  return combined;
}

function readSpelledNumber(tokens: readonly Token[], index: number): NumberToken | null {
  const token = tokens[index];
  if (token?.kind !== 'word') return null;
  const next = tokens[index + 1];
  const nextWord = next?.kind === 'word' ? next.text : '';
  const unit = UNITS.get(token.text);
  if (unit !== undefined) {
    const ones = unit >= 20 && unit % 10 === 0 ? UNITS.get(nextWord) : undefined;
    const value = ones !== undefined && ones < 10 ? unit + ones : unit;
    return { kind: 'number', text: String(value), value, start: token.start, end: token.end };
  }
  const quantity = QUANTIFIERS.get(token.text);
  const isQuantity =
    quantity !== undefined && (MULTIPLIERS.has(nextWord) || nextWordFollowsOne(token, nextWord));
  if (!isQuantity || nextWord === 'k') return null;
  return { kind: 'number', text: String(quantity), value: quantity, start: token.start, end: token.end };
}

function nextWordFollowsOne(token: Token, nextWord: string): boolean {
  return token.text === 'one' && WORDS_AFTER_ONE.has(nextWord);
}

function countSpelled(tokens: readonly Token[], index: number): number {
  const first = tokens[index];
  const second = tokens[index + 1];
  if (first?.kind !== 'word' || second?.kind !== 'word') return 1;
  const tens = UNITS.get(first.text);
  const ones = UNITS.get(second.text);
  const isCompound = tens !== undefined && tens >= 20 && tens % 10 === 0 && ones !== undefined && ones < 10;
  return isCompound ? 2 : 1;
}

function applyMultiplier(number: NumberToken, next: Token | undefined): NumberToken | null {
  if (next?.kind !== 'word') return null;
  const factor = MULTIPLIERS.get(next.text);
  if (factor === undefined) return null;
  // "1.5k" must be written together; "5 k" is too ambiguous to read as money.
  if (next.text === 'k' && next.start !== number.end) return null;
  const value = number.value * factor;
  return {
    kind: 'number',
    text: String(value),
    value,
    impliesMoney: MONEY_MULTIPLIERS.has(next.text) || number.impliesMoney,
    start: number.start,
    end: next.end,
  };
}
