import { editDistanceWithin } from './edit-distance.ts';
import type { NumberToken, SymbolToken, Token } from './tokenize.ts';

/**
 * One language's number words (each language module holds its own, `languages/<code>/number-words.ts`); the
 * rules that read them are this file's and know no language. Words are lowercase, written once with their
 * accents (they are read with accents folded, "dreißig" as "dreissig"); a hyphen is a space ("quatre vingt").
 */
export interface NumberWords {
  /**
   * Words of one value: units, teens, tens, hundreds said in one word ("seiscientos"), fractions said in one
   * word ("anderthalb", "einhalb"), and fixed phrases of up to three words the place rule cannot add up
   * ("quatre vingt" is 80, "soixante et onze" 71).
   */
  values: ReadonlyArray<readonly [string, number]>;
  /**
   * Collective numerals, "about so many", read as the number they count: "a dozen", "une quinzaine", "una
   * decina", "uma dezena", "ein Dutzend" ("une quinzaine de cm" is about 15 cm).
   */
  collectives: ReadonlyArray<readonly [string, number]>;
  /** The word joining a collective to what it counts, read with it: "de", "di" ("una decina di cm"). */
  collectiveLinks: readonly string[];
  /** Words that multiply what stands before them, or mean one of themselves alone ("cent", "mille", "hundert"). */
  multipliers: readonly Multiplier[];
  /** Parts found only inside one written word: "veinti" (veintiocho), "vent" (ventotto), "mila" (duemila). */
  compoundParts: ReadonlyArray<readonly [string, number]>;
  /** Words between the parts of one number, written apart: "and", "y", "e", "et". */
  joiners: readonly string[];
  /** Joiners inside one written word, where a unit comes before its tens: "und" (einundzwanzig is 1 + 20). */
  compoundJoiners: readonly string[];
  /** Half after a number and a joiner: "half" (four and a half), "medio", "meio", "demi", "mezzo". */
  halves: readonly string[];
  /**
   * Words that are a number only before a multiplier or a unit or currency: articles and "one" ("a hundred",
   * "one inch", never "the one on my arm", "un tatuaje"), and number words that are other words too ("once",
   * "elf", "sei", "due", "sept", "seize").
   */
  weakWords: readonly string[];
  /** Vague counts before a multiplier, read as a range: "a couple hundred" is 200-300, "a few hundred" 300-500. */
  approximations: ReadonlyArray<readonly [string, readonly [low: number, high: number]]>;
}

export interface Multiplier {
  word: string;
  value: number;
  /** Also multiplies a figure: "5 hundred", "2 mil", "1.5k"; others only follow words ("deux cents"). */
  afterFigures?: true;
  /** Only written against the figure: "1.5k", never "5 k". */
  attached?: true;
  /** Slang nobody measures a tattoo in: the number it makes is money ("2 grand", "5 bills"). */
  money?: true;
}

/** One language's words, indexed for the reader. */
interface Lexicon {
  values: ReadonlyMap<string, number>;
  /** The longest fixed phrase in `values`, in words. */
  longestPhrase: number;
  multipliers: ReadonlyMap<string, Multiplier>;
  /** Every piece a written word can be made of, longest first, for splitting compounds. */
  pieces: ReadonlyArray<readonly [string, Piece]>;
  joiners: ReadonlySet<string>;
  halves: ReadonlySet<string>;
  weak: ReadonlySet<string>;
  approximations: ReadonlyMap<string, readonly [number, number]>;
}

type Piece =
  | { kind: 'value'; value: number }
  | { kind: 'multiplier'; multiplier: Multiplier }
  | { kind: 'joiner' };

/** What a number read so far adds up to: `total` holds the thousands, `current` the rest. */
interface Sum {
  total: number;
  current: number;
  /** False while every word is weak: "one" alone, "un" alone. */
  isStrong: boolean;
  money: boolean;
  /** The largest multiplier applied so far ("hundred", "mil"): what a bare first end of a range borrows. */
  scale?: number;
}

interface Reading {
  value: number;
  /** A range ("a couple hundred"): the high end, `value` being the low one. */
  high?: number;
  /** Index after the last token read. */
  end: number;
  money: boolean;
  scale?: number;
}

/** A written compound longer than this is not split: no number word is, and splitting costs. */
const MAX_COMPOUND_LENGTH = 40;
const MAX_FRACTION_DENOMINATOR = 16;
const MAX_CACHED_WORDS = 20_000;
const MIN_TYPO_COMPOUND = 8;
const MIN_TYPO_PIECE = 6;

/**
 * Builds the reader of numbers said in words, in every language given, and in figures with fractions and
 * multipliers (decision 047): "dreihundertfünfzig" → 350, "quatre-vingt-dix" → 90, "two hundred and fifty" →
 * 250, "4 1/2" and "four and a half" → 4.5, "half a grand" → 500, "a couple hundred" → 200-300 (a range, as
 * the budget reader reads "200-300"). The words of one number come from one language; figures from any.
 * `measureWords` (units and currencies) are what make a weak word a number ("one inch", "un euro").
 */
export function createNumberReader(
  languages: readonly NumberWords[],
  measureWords: ReadonlySet<string>,
): (tokens: readonly Token[]) => Token[] {
  const lexicons = languages.map(indexWords);
  const figureMultipliers = new Map(
    languages.flatMap((words) =>
      words.multipliers
        .filter((entry) => entry.afterFigures)
        .map((entry) => [fold(entry.word), entry] as const),
    ),
  );
  const splits = new Map<string, ReadonlyArray<Piece[] | null>>();

  function splitWord(word: string): ReadonlyArray<Piece[] | null> {
    const known = splits.get(word);
    if (known) return known;
    const result = lexicons.map((lexicon) =>
      word.length <= MAX_COMPOUND_LENGTH ? splitCompound(word, lexicon) : null,
    );
    if (splits.size >= MAX_CACHED_WORDS) splits.clear();
    splits.set(word, result);
    return result;
  }

  function readAt(tokens: readonly Token[], index: number): Reading | null {
    let best: Reading | null = tokens[index]?.kind === 'number' ? readFromFigure(tokens, index) : null;
    lexicons.forEach((lexicon, position) => {
      const reading = readWords(tokens, index, lexicon, (word) => splitWord(word)[position] ?? null);
      if (reading && (!best || reading.end > best.end)) best = reading;
    });
    return best;
  }

  function readFromFigure(tokens: readonly Token[], index: number): Reading {
    const figure = tokens[index] as NumberToken;
    const whole: Reading = { value: figure.value, end: index + 1, money: figure.impliesMoney === true };
    const fraction = readFraction(tokens, index + 1);
    const withHalf =
      fraction ??
      lexicons.map((lexicon) => readHalf(tokens, index + 1, lexicon)).find((half) => half !== null) ??
      null;
    const sum =
      withHalf && Number.isInteger(figure.value)
        ? { ...whole, value: figure.value + withHalf.value, end: withHalf.end }
        : whole;
    const next = tokens[sum.end];
    const multiplier = next?.kind === 'word' ? figureMultipliers.get(fold(next.text)) : undefined;
    if (!multiplier || (multiplier.attached && next?.start !== tokens[sum.end - 1]?.end)) return sum;
    return {
      value: sum.value * multiplier.value,
      end: sum.end + 1,
      money: sum.money || multiplier.money === true,
      scale: multiplier.value,
    };
  }

  function readWords(
    tokens: readonly Token[],
    index: number,
    lexicon: Lexicon,
    split: (word: string) => Piece[] | null,
  ): Reading | null {
    const approximate = readApproximation(tokens, index, lexicon);
    if (approximate) return approximate;
    const halfOf = readHalfOfMultiplier(tokens, index, lexicon);
    if (halfOf) return halfOf;
    let sum: Sum = { total: 0, current: 0, isStrong: false, money: false };
    let end = index;
    while (end < tokens.length) {
      const step = readPieces(tokens, end, lexicon, split);
      const added = step && addPieces(sum, step.pieces);
      if (step && added) {
        sum = { ...added, isStrong: added.isStrong || !step.isWeak };
        end += step.consumed;
        continue;
      }
      const joined = readAfterJoiner(tokens, end, lexicon, split, sum);
      if (!joined) break;
      sum = joined.sum;
      end = joined.end;
    }
    if (end === index) return null;
    const value = sum.total + sum.current;
    const next = tokens[end];
    const isMeasured = next?.kind === 'word' && (measureWords.has(next.text) || measureWords.has(next.raw));
    if (!sum.isStrong && !isMeasured) return null;
    return { value, end, money: sum.money, ...(sum.scale && { scale: sum.scale }) };
  }

  /** "and a half", "y medio", "e meio", "et demi", "e mezzo" after a whole number. */
  function readHalf(tokens: readonly Token[], index: number, lexicon: Lexicon): Reading | null {
    if (!lexicon.joiners.has(foldedWord(tokens[index]))) return null;
    const article = lexicon.weak.has(foldedWord(tokens[index + 1])) ? 1 : 0;
    if (!lexicon.halves.has(foldedWord(tokens[index + 1 + article]))) return null;
    return { value: 0.5, end: index + 2 + article, money: false };
  }

  function readAfterJoiner(
    tokens: readonly Token[],
    index: number,
    lexicon: Lexicon,
    split: (word: string) => Piece[] | null,
    sum: Sum,
  ): { sum: Sum; end: number } | null {
    if (sum.current + sum.total === 0) return null;
    const half = readHalf(tokens, index, lexicon);
    const whole = sum.total + sum.current;
    if (half)
      return Number.isInteger(whole)
        ? { sum: { ...sum, current: sum.current + 0.5, isStrong: true }, end: half.end }
        : null;
    if (!lexicon.joiners.has(foldedWord(tokens[index]))) return null;
    const step = readPieces(tokens, index + 1, lexicon, split);
    if (!step?.pieces.every((piece) => piece.kind === 'value')) return null;
    const added = addPieces(sum, step.pieces);
    return added ? { sum: { ...added, isStrong: true }, end: index + 1 + step.consumed } : null;
  }

  function readApproximation(tokens: readonly Token[], index: number, lexicon: Lexicon): Reading | null {
    const article = lexicon.weak.has(foldedWord(tokens[index])) ? 1 : 0;
    const range = lexicon.approximations.get(foldedWord(tokens[index + article]));
    const multiplier = lexicon.multipliers.get(foldedWord(tokens[index + article + 1]));
    if (!range || !multiplier) return null;
    return {
      value: range[0] * multiplier.value,
      high: range[1] * multiplier.value,
      end: index + article + 2,
      money: multiplier.money === true,
    };
  }

  /** "half a grand", "half a thousand": half of what the multiplier makes of the article's one. */
  function readHalfOfMultiplier(tokens: readonly Token[], index: number, lexicon: Lexicon): Reading | null {
    if (!lexicon.halves.has(foldedWord(tokens[index])) || !lexicon.weak.has(foldedWord(tokens[index + 1])))
      return null;
    const multiplier = lexicon.multipliers.get(foldedWord(tokens[index + 2]));
    return multiplier
      ? { value: multiplier.value / 2, end: index + 3, money: multiplier.money === true }
      : null;
  }

  return function readNumbers(tokens: readonly Token[]): Token[] {
    const read: Token[] = [];
    let index = 0;
    while (index < tokens.length) {
      const reading = readAt(tokens, index);
      const token = tokens[index]!;
      const isUnchanged = !reading || (reading.end === index + 1 && token.kind === 'number');
      if (!reading || isUnchanged) {
        read.push(token);
        index += 1;
        continue;
      }
      const start = token.start;
      const end = tokens[reading.end - 1]!.end;
      read.push(numberToken(reading.value, reading.money, start, end, reading.scale));
      if (reading.high !== undefined) {
        // A range is written as the budget and size readers read one: "200 - 300".
        const dash: SymbolToken = { kind: 'symbol', text: '-', start: end, end };
        read.push(dash, numberToken(reading.high, reading.money, end, end));
      }
      index = reading.end;
    }
    return read;
  };
}

function numberToken(value: number, money: boolean, start: number, end: number, scale?: number): NumberToken {
  return {
    kind: 'number',
    text: String(value),
    value,
    ...(money && { impliesMoney: true }),
    ...(scale && { scale }),
    start,
    end,
  };
}

/** "4 1/2": a proper fraction written after a whole figure, apart from it. */
function readFraction(tokens: readonly Token[], index: number): Reading | null {
  const [numerator, slash, denominator] = [tokens[index], tokens[index + 1], tokens[index + 2]];
  if (numerator?.kind !== 'number' || slash?.text !== '/' || denominator?.kind !== 'number') return null;
  const isProper =
    numerator.value > 0 &&
    numerator.value < denominator.value &&
    denominator.value <= MAX_FRACTION_DENOMINATOR;
  const isTight = slash.start === numerator.end && denominator.start === slash.end;
  return isProper && isTight
    ? { value: numerator.value / denominator.value, end: index + 3, money: false }
    : null;
}

/** The longest fixed phrase, a single word, or a written compound, at `index`. */
function readPieces(
  tokens: readonly Token[],
  index: number,
  lexicon: Lexicon,
  split: (word: string) => Piece[] | null,
): { pieces: Piece[]; consumed: number; isWeak: boolean } | null {
  for (let length = lexicon.longestPhrase; length >= 1; length -= 1) {
    const words = tokens.slice(index, index + length);
    if (words.length < length || words.some((token) => token.kind !== 'word')) continue;
    const phrase = words.map(foldedWord).join(' ');
    const value = lexicon.values.get(phrase);
    const isWeak = lexicon.weak.has(phrase);
    if (value !== undefined) return { pieces: [{ kind: 'value', value }], consumed: length, isWeak };
    const multiplier = length === 1 ? lexicon.multipliers.get(phrase) : undefined;
    if (multiplier) return { pieces: [{ kind: 'multiplier', multiplier }], consumed: 1, isWeak };
  }
  const word = foldedWord(tokens[index]);
  const pieces = word ? split(word) : null;
  return pieces ? { pieces, consumed: 1, isWeak: false } : null;
}

/** The sum with `pieces` added, or null when they cannot continue it (a new number starts, or none). */
function addPieces(sum: Sum, pieces: readonly Piece[]): Sum | null {
  let next: Sum | null = sum;
  for (let position = 0; position < pieces.length && next; position += 1) {
    const piece = pieces[position]!;
    if (piece.kind === 'joiner') {
      // Inside a written word a unit comes before its tens: "fünfundzwanzig" is 5 + 20.
      const following: Piece | undefined = pieces[position + 1];
      const tens = following?.kind === 'value' ? following.value : 0;
      const unit: number = next.current % 100;
      const isUnitThenTens = unit >= 1 && unit <= 9 && tens >= 20 && tens <= 90 && tens % 10 === 0;
      next = isUnitThenTens ? { ...next, current: next.current + tens, isStrong: true } : null;
      position += 1;
    } else if (piece.kind === 'value') {
      next = addValue(next, piece.value);
    } else {
      next = multiply(next, piece.multiplier);
    }
  }
  return next;
}

/** A value continues a number only below its lowest place: 300 + 50, 30 + 5, 5 + ½; never 10 + 12 or 2 + 3. */
function addValue(sum: Sum, value: number): Sum | null {
  const last = sum.current > 0 ? sum.current : sum.total;
  if (last > 0 && value >= lowestPlace(last)) return null;
  return { ...sum, current: sum.current + value };
}

function multiply(sum: Sum, multiplier: Multiplier): Sum | null {
  const count = sum.current === 0 ? 1 : sum.current;
  if (count >= multiplier.value) return null;
  const money = sum.money || multiplier.money === true;
  const scale = Math.max(sum.scale ?? 0, multiplier.value);
  // A count before a multiplier makes a number of two weak words: "a grand", "un mil".
  const isStrong = sum.isStrong || sum.current > 0;
  if (multiplier.value < 1000) {
    const current = count * multiplier.value;
    if (sum.total > 0 && current >= lowestPlace(sum.total)) return null;
    return { ...sum, current, isStrong, money, scale };
  }
  if (sum.total > 0) return null;
  return { total: count * multiplier.value, current: 0, isStrong, money, scale };
}

/** 300 → 100, 30 → 10, 35 → 1; a fraction takes nothing more. */
function lowestPlace(value: number): number {
  if (!Number.isInteger(value)) return 0;
  let place = 1;
  while (value % (place * 10) === 0) place *= 10;
  return place;
}

/** Splits a written compound into one language's pieces ("dreihundertfünfzig" → drei·hundert·fünfzig). */
function splitCompound(word: string, lexicon: Lexicon): Piece[] | null {
  const search = (from: number, typos: number): Piece[] | null => {
    if (from === word.length) return [];
    for (const [text, piece] of lexicon.pieces) {
      for (const length of typos > 0 && text.length >= MIN_TYPO_PIECE
        ? [text.length - 1, text.length + 1, text.length]
        : [text.length]) {
        const written = word.slice(from, from + length);
        const isExact = written === text;
        if (
          !isExact &&
          (typos === 0 || written.length !== length || editDistanceWithin(written, text, 1) === null)
        )
          continue;
        const rest = search(from + length, isExact ? typos : typos - 1);
        if (rest) return [piece, ...rest];
      }
    }
    return null;
  };
  // A typo is read in a long compound only, once, in a long piece ("dreihundet"), as the corrector would.
  const pieces = search(0, 0) ?? (word.length >= MIN_TYPO_COMPOUND ? search(0, 1) : null);
  // One piece is a word read as written, not a compound; a compound must also add up.
  if (!pieces || pieces.length < 2) return null;
  const sum = addPieces({ total: 0, current: 0, isStrong: false, money: false }, pieces);
  return sum && sum.total + sum.current > 0 ? pieces : null;
}

function indexWords(words: NumberWords): Lexicon {
  const values = new Map(
    [...words.values, ...collectivePhrases(words)].map(
      ([word, value]) => [fold(word.replaceAll('-', ' ')), value] as const,
    ),
  );
  const multipliers = new Map(words.multipliers.map((entry) => [fold(entry.word), entry] as const));
  const pieces: Array<readonly [string, Piece]> = [
    ...[...values]
      .filter(([word]) => !word.includes(' '))
      .map(([word, value]) => [word, { kind: 'value', value }] as const),
    ...words.compoundParts.map(([word, value]) => [fold(word), { kind: 'value', value }] as const),
    ...[...multipliers].map(([word, multiplier]) => [word, { kind: 'multiplier', multiplier }] as const),
    ...words.compoundJoiners.map((word) => [fold(word), { kind: 'joiner' }] as const),
  ] as Array<readonly [string, Piece]>;
  pieces.sort(([a], [b]) => b.length - a.length);
  return {
    values,
    longestPhrase: Math.max(1, ...[...values.keys()].map((word) => word.split(' ').length)),
    multipliers,
    pieces,
    joiners: new Set(words.joiners.map(fold)),
    halves: new Set(words.halves.map(fold)),
    weak: new Set(words.weakWords.map(fold)),
    approximations: new Map(words.approximations.map(([word, range]) => [fold(word), range] as const)),
  };
}

/** The word as written, accents folded: number words are read before (and apart from) the spelling corrector. */
/** Each collective alone ("j'ai la trentaine") and with its link ("une quinzaine de centimètres"). */
function collectivePhrases(words: NumberWords): Array<readonly [string, number]> {
  return words.collectives.flatMap(([word, value]) => [
    [word, value] as const,
    ...words.collectiveLinks.map((link) => [`${word} ${link}`, value] as const),
  ]);
}

function foldedWord(token: Token | undefined): string {
  return token?.kind === 'word' ? fold(token.raw) : '';
}

function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('ß', 'ss');
}
