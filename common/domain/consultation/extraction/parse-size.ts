import type { BriefField } from '../brief.ts';
import { wordsOfEveryLanguage } from '../languages/index.ts';
import { createPhraseMatcher, type PhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';
import { hasWordBefore, isNegated, wordAt } from '../text/token-helpers.ts';
import type { NumberToken, Token } from '../text/tokenize.ts';
import { ELISIONS } from './area-names.ts';
import type { Finding } from './finding.ts';
import { INDEFINITE_ARTICLES, NON_CONTENT_WORDS } from './idea-words.ts';
import {
  ANSWER_VAGUE_SIZE_PHRASES,
  NAMED_SIZE_PHRASES,
  type NamedSize,
  VAGUE_SIZE_PHRASES,
} from './named-sizes.ts';
import { LETTERING_WORDS } from './parse-client-state.ts';
import { COLOR_MATCHER } from './parse-color.ts';
import { STYLE_MATCHER } from './parse-style.ts';
import { isOpenedRangeJoiner, RANGE_TO_WORDS } from './range-words.ts';
import type { SizeReference } from './size-references.ts';
import { SUBJECT_MATCHER } from './tattoo-subjects.ts';
import { type LengthUnit, lengthUnitAt } from './units.ts';

export const NAMED_SIZE_MATCHER = createPhraseMatcher(NAMED_SIZE_PHRASES);
export const VAGUE_SIZE_MATCHER = createPhraseMatcher(VAGUE_SIZE_PHRASES);
export const ANSWER_VAGUE_SIZE_MATCHER = createPhraseMatcher(ANSWER_VAGUE_SIZE_PHRASES);

/** Words before a number that make it approximate: "about 5 inches" reads "~5 in". */
export const APPROXIMATE_WORDS: ReadonlySet<string> = new Set([
  'about',
  'around',
  'roughly',
  'approx',
  'approximately',
  'circa',
  'like',
  'maybe',
]);
/** Words between two numbers of a range ("3-4", "3 to 4", "3 bis 4") or of two dimensions ("10 x 15"). */
const RANGE_WORDS = new Set(['-', 'or', ...RANGE_TO_WORDS]);
const DIMENSION_WORDS = new Set(wordsOfEveryLanguage('dimensionWords'));
/** "a big fan", "a little bit", "little sister": not a size. */
const NOT_SIZE_AFTER = new Set([
  'fan',
  'deal',
  'bit',
  'question',
  'help',
  'issue',
  'problem',
  'part',
  'sister',
  'brother',
  'amount',
  'budget',
  'price',
  // "a small business", "a little nervous", "big day": about the client, not the piece.
  'business',
  'businesses',
  'nervous',
  'scared',
  'worried',
  'anxious',
  'shy',
  'excited',
  'late',
  'while',
  'favor',
  'favour',
  'mistake',
  'town',
  'city',
  'kid',
  'kids',
  'child',
  'day',
  'step',
  'decision',
  'time',
  'spender',
]);
/**
 * Words naming the piece itself, which a size word beside it describes: "un tatuaje pequeño", "uma peça
 * grande", "un petit tatouage", "algo pequeño".
 */
export const PIECE_WORDS: ReadonlySet<string> = new Set([
  'piece',
  'design',
  'tatuaje',
  'tatuajito',
  'tatuagem',
  'tatuagens',
  'tattoo',
  'tatouage',
  'diseño',
  'diseno',
  'desenho',
  'dessin',
  'pieza',
  'peça',
  'peca',
  'pièce',
  'algo',
  'quelque',
  'chose',
]);
/** "una rosa muy pequeña", "uma rosa bem pequena", "un très petit dragon", "eher klein": one word before. */
const INTENSIFIERS = spelledSet(
  wordsOfEveryLanguage('sizeIntensifiers').filter((word) => !word.includes(' ')),
);
/** "a small fine line rose", "ein kleines geometrisches Herz": describing words between the size and the piece. */
const DESCRIBER_MATCHERS: ReadonlyArray<PhraseMatcher<unknown>> = [STYLE_MATCHER, COLOR_MATCHER];
/** Marks between the items of a list of facts: "a fox on my thigh, rather small". */
const ITEM_BREAKS = new Set([',', '.', '!', ';']);

/** Plausible tattoo dimensions, so "2025 cm" or "0 inches" is not read as a size. */
const MIN_CM = 0.5;
const MAX_CM = 250;

/**
 * The size: a measurement with units ("3-4 inches", "10 x 15 cm", "5in"), else a named size
 * ("palm-sized", "half sleeve"), else a vague word ("small"). When the assistant just asked about
 * size, a bare number ("about 10") is an answer too.
 */
export function parseSize(
  tokens: readonly Token[],
  askedField: BriefField | null,
  /** A size said against a thing or the body (size-references.ts), read after named sizes. */
  reference: SizeReference | null = null,
  /** The message changes the size ("a touch larger, like 11?"): a bare figure is the new size. */
  changesSize = false,
): Finding<NamedSize> | null {
  const named = NAMED_SIZE_MATCHER.findAll(tokens).find((match) => !isNegated(tokens, match.start));
  // "Viertel-Sleeve", "a quarter sleeve": the share read with the piece names it, not the bare "sleeve".
  const isWiderReference =
    !!reference &&
    !reference.isComparison &&
    !!named &&
    reference.start <= named.start &&
    reference.end >= named.end;
  return (
    findMeasurement(tokens, askedField === 'size' || changesSize, changesSize) ??
    (isWiderReference ? reference : named) ??
    reference ??
    // "a little smaller": the vague word belongs to the change, which the brief applies to the earlier size.
    (changesSize ? null : vagueSize(tokens, askedField))
  );
}

function vagueSize(tokens: readonly Token[], askedField: BriefField | null): Finding<NamedSize> | null {
  return (
    VAGUE_SIZE_MATCHER.findAll(tokens).find((match) => isVagueSize(tokens, match.start, match.end)) ??
    ANSWER_VAGUE_SIZE_MATCHER.findAll(tokens).find(
      (match) =>
        isVagueSize(tokens, match.start, match.end) &&
        (isSizeAnswer(tokens, askedField) || describesPiece(tokens, match.start, match.end)),
    ) ??
    null
  );
}

/** Words of a message short enough to be an answer on its own. */
const MAX_ANSWER_WORDS = 2;

function isSizeAnswer(tokens: readonly Token[], askedField: BriefField | null): boolean {
  return askedField === 'size' || tokens.filter((token) => token.kind === 'word').length <= MAX_ANSWER_WORDS;
}

/**
 * The size word stands beside the subject or the piece it describes: "una rosa pequeña", "un petit dragon".
 * In a question, "un tatuaje pequeño" is the question's topic ("¿cuánto cobras por un tatuaje pequeño?"),
 * not a piece described; a subject still is ("¿cuánto por una rosa pequeña?").
 */
function describesPiece(tokens: readonly Token[], start: number, end: number): boolean {
  const before = INTENSIFIERS.has(wordAt(tokens, start - 1)) ? start - 1 : start;
  if (isListItem(tokens, before, end)) return true;
  const isQuestion = tokens.some((token) => token.text === '?' || token.text === '¿');
  const isPiece = (index: number) =>
    !isQuestion && (PIECE_WORDS.has(wordAt(tokens, index)) || LETTERING_WORDS.has(wordAt(tokens, index)));
  const after = pastDescribers(tokens, end, 'forwards');
  // "una rosa [tradizionale] piccola": in the Romance order the size comes after the noun and its style.
  const nounEnd = pastDescribers(tokens, before, 'backwards');
  if (isPiece(nounEnd - 1) || isPiece(after)) return true;
  // "un'ancora tradizionale piccola", "una cerecita fine line pequeña": in the Romance order, the size of the thing
  // an indefinite article brings in ("una pregunta pequeña" names the conversation, no piece).
  const bringsInThing =
    (bringsIn(tokens, nounEnd - 2) || isElidedArticleNoun(tokens, nounEnd - 1)) &&
    !NON_CONTENT_WORDS.has(wordAt(tokens, nounEnd - 1));
  if (!isQuestion && bringsInThing) return true;
  // "un petit chat": the size word may open the subject's own name (a kitten is "petit chat").
  return SUBJECT_MATCHER.findAll(tokens).some(
    (subject) =>
      subject.end === nounEnd || subject.start === after || (!isQuestion && subject.start === start),
  );
}

const bringsIn = (tokens: readonly Token[], index: number) => INDEFINITE_ARTICLES.has(wordAt(tokens, index));
/** "un'ancora", read as "unancora": an elided indefinite article glued to the noun it brings in. */
const ELIDED_ARTICLES = [...INDEFINITE_ARTICLES].filter((article) => ELISIONS.includes(article));
const MIN_ELIDED_NOUN_LETTERS = 4;
function isElidedArticleNoun(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token?.kind !== 'word') return false;
  return ELIDED_ARTICLES.some(
    (article) =>
      token.raw.startsWith(article) && token.raw.length - article.length >= MIN_ELIDED_NOUN_LETTERS,
  );
}

/**
 * Past any style or colour words from `index`, forwards ("small [fine line] rose": the index after them) or
 * backwards ("rosa [tradizionale] piccola": the index where they start).
 */
function pastDescribers(
  tokens: readonly Token[],
  index: number,
  direction: 'forwards' | 'backwards',
): number {
  const spans = DESCRIBER_MATCHERS.flatMap((matcher) => matcher.findAll(tokens));
  const isForwards = direction === 'forwards';
  let at = index;
  for (
    let span = spans.find((match) => (isForwards ? match.start : match.end) === at);
    span;
    span = spans.find((match) => (isForwards ? match.start : match.end) === at)
  )
    at = isForwards ? span.end : span.start;
  return at;
}

/** "…, eher klein", "no pulso, bem pequenininha": the size word (and its intensifier) is a whole item of a list. */
function isListItem(tokens: readonly Token[], start: number, end: number): boolean {
  const isBreak = (index: number) => {
    const token = tokens[index];
    return !token || (token.kind === 'symbol' && ITEM_BREAKS.has(token.text));
  };
  return start > 0 && isBreak(start - 1) && isBreak(end);
}

function isVagueSize(tokens: readonly Token[], start: number, end: number): boolean {
  return !NOT_SIZE_AFTER.has(wordAt(tokens, end)) && !isNegated(tokens, start);
}

interface Measurement {
  values: number[];
  separator: 'range' | 'dimension' | null;
  unit: LengthUnit | null;
  end: number;
}

function findMeasurement(
  tokens: readonly Token[],
  acceptsBareNumber: boolean,
  /** "so like 12cm?? actually nah smaller, 8 is fine": in a change of size, the last figure is the new one. */
  takesLast = false,
): Finding<NamedSize> | null {
  let found: Finding<NamedSize> | null = null;
  let lastUnit: LengthUnit | null = null;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token?.kind !== 'number' || token.impliesMoney) continue;
    const measurement = readMeasurement(tokens, index, token);
    if (!measurement || (!measurement.unit && !acceptsBareNumber)) continue;
    // A bare figure after a measured one is said in its unit ("12cm… 8 is fine").
    const unit: LengthUnit | null = measurement.unit ?? lastUnit;
    const size = toSize({ ...measurement, unit }, isApproximate(tokens, index, measurement.end));
    if (!size) continue;
    found = { value: size, start: index, end: measurement.end };
    if (!takesLast) return found;
    lastUnit = unit;
    index = measurement.end - 1;
  }
  return found;
}

/** number [ish] [unit] [(- | to | x | by) number [unit]] */
function readMeasurement(tokens: readonly Token[], index: number, first: NumberToken): Measurement {
  let end = index + 1;
  if (wordAt(tokens, end) === 'ish') end += 1;
  const firstUnit = lengthUnitAt(tokens, end);
  if (firstUnit) end += 1;
  const separatorText = tokens[end]?.text ?? '';
  const second = tokens[end + 1];
  const isJoinedRange = isOpenedRangeJoiner(tokens, end, index);
  const separator =
    RANGE_WORDS.has(separatorText) || isJoinedRange
      ? 'range'
      : DIMENSION_WORDS.has(separatorText)
        ? 'dimension'
        : null;
  if (!separator || second?.kind !== 'number')
    return { values: [first.value], separator: null, unit: firstUnit, end };
  const secondUnit = lengthUnitAt(tokens, end + 2);
  const unit = secondUnit ?? firstUnit;
  return { values: [first.value, second.value], separator, unit, end: end + (secondUnit ? 3 : 2) };
}

function isApproximate(tokens: readonly Token[], start: number, end: number): boolean {
  const before = tokens[start - 1];
  return (
    (before?.kind === 'symbol' && before.text === '~') ||
    hasWordBefore(tokens, start, APPROXIMATE_WORDS, 2) ||
    wordAt(tokens, start + 1) === 'ish' ||
    wordAt(tokens, end) === 'ish'
  );
}

function toSize(measurement: Measurement, isApprox: boolean): NamedSize | null {
  const { values, separator, unit } = measurement;
  const largest = Math.max(...values);
  const cm = unit ? round(largest * unit.toCm) : undefined;
  if (cm !== undefined ? cm < MIN_CM || cm > MAX_CM : largest <= 0 || largest > MAX_CM) return null;
  const joined = values.map(formatNumber).join(separator === 'dimension' ? ' x ' : '-');
  const text = `${isApprox ? '~' : ''}${joined}${unit ? ` ${unit.short}` : ''}`;
  return cm === undefined ? { text } : { text, cm };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function formatNumber(value: number): string {
  return String(round(value));
}
