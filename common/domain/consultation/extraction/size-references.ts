import type { BriefField } from '../brief.ts';
import { dialogueWordsOfEveryLanguage, wordsOfEveryLanguage } from '../languages/index.ts';
import { FUNCTION_WORDS } from '../text/function-words.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';
import { hasWordAfter, isClauseBreak, isNegated, range, spanText, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { findAdultStatement } from './adult-statement.ts';
import { bodyAreaFor } from './body-areas.ts';
import { parseBodySpan } from './body-span.ts';
import type { Finding } from './finding.ts';
import { type NamedSize, namedSize, type SizeName } from './named-sizes.ts';
import { parsePaperSize } from './paper-size.ts';
import { AREA_MATCHER, SUB_AREA_WORDS } from './parse-placement.ts';
import { PIECE_WORDS } from './parse-size.ts';
import { findSizeObjects, OBJECT_CM } from './size-objects.ts';

/** "bigger", "smaller", and "twice that size" / "el doble de grande" / "doppelt so groß". */
export type SizeChange = 'bigger' | 'smaller' | 'double';

/**
 * Lengths of body parts clients measure by, where the area's largest comfortable piece (body-areas.ts) is not
 * the part's length: a hand is 18 cm long though a hand piece stays small.
 */
const BODY_PART_CM: Readonly<Record<string, number>> = { hand: 18, fingers: 8, foot: 24, face: 20 };
/** "a hand's width", "una mano de ancho": the parts clients hold up across a piece, by their width. */
const BODY_PART_WIDTH_CM: Readonly<Record<string, number>> = { hand: 9, palm: 8, foot: 10 };

const COVERAGE_MATCHER = createPhraseMatcher(wordsOfEveryLanguage('coverageWords'));
const SLEEVE_WORDS = spelledSet(wordsOfEveryLanguage('sleeveWords'));
/**
 * Pieces named by the share of the area they cover, in any language's words for the share and the area: "half
 * my back", "media espalda", "la moitié du dos" are a half back; "meia manga", "mezza manica", "Viertel-Sleeve"
 * a half or quarter sleeve. Other shares of these areas stay a measure ("a third of my back", ~25 cm).
 */
const PIECES_BY_SHARE: Readonly<Record<'sleeve' | 'back', ReadonlyArray<readonly [number, SizeName]>>> = {
  sleeve: [
    [0.25, 'quarter sleeve'],
    [0.5, 'half sleeve'],
    [1, 'full sleeve'],
  ],
  back: [
    [0.5, 'half back'],
    [1, 'back piece'],
  ],
};
export const SIZE_CHANGE_MATCHER = createPhraseMatcher(wordsOfEveryLanguage('sizeChanges'));
const COMPARISONS = spelledSet(wordsOfEveryLanguage('sizeComparisons'));
/** "size", "sized": the comparison words that may follow the thing ("stamp size"), not precede it only. */
const SIZE_NOUNS = new Set(['size', 'sized']);
const COMPARISON_LINKS = spelledSet(wordsOfEveryLanguage('sizeComparisonLinks'));
const ELISIONS_MEANING_OF = wordsOfEveryLanguage('elisionsMeaningOf');
/** "d'une", "dell'uno": an elided "of" glued to an article by the tokenizer ("dune"); the article is short. */
const MAX_GLUED_ARTICLE_LETTERS = 3;

/** How far before the thing a comparison may stand: "the size of [a] coin", "as long as [my] hand". */
const MAX_COMPARISON_TOKENS = 8;
const MAX_COMPARISON_CONTENT_WORDS = 1;
/** Words between a coverage word and the area: "half [of my] forearm", "all the way [down my] shin". */
const COVERAGE_GAP = 2;

/** A size read from a thing or a body part, and how the body part relates to the placement. */
export interface SizeReference extends Finding<NamedSize> {
  /** "as long as my hand": the hand only measures the piece, it is not where it goes. */
  isComparison: boolean;
  /** "all the way down my shin": the piece covers this area, which is where it goes. */
  coveredArea: string | null;
}

/**
 * A size said against a thing or the body (decision 047): "the size of a credit card", "as long as my hand",
 * "del tamaño de una moneda" (a comparison), "half my forearm", "all the way down my shin", "todo el
 * antebrazo" (a coverage). Sizes are approximate ("~18 cm"); null when the message measures nothing.
 */
export function parseSizeReference(tokens: readonly Token[]): SizeReference | null {
  const paper = parsePaperSize(tokens);
  if (paper) return { ...paper, isComparison: false, coveredArea: null };
  // "from my shoulder to my elbow": the stretch is the size and where it goes.
  const span = parseBodySpan(tokens);
  if (span) {
    const { area, text, cm } = span.value;
    return { start: span.start, end: span.end, value: { text, cm }, isComparison: false, coveredArea: area };
  }
  const fingers = fingersWide(tokens);
  if (fingers) return fingers;
  const objects = findSizeObjects(tokens).map(({ start, end, value }) => ({
    start,
    end,
    cm: OBJECT_CM[value],
    area: null,
  }));
  const objectStarts = new Set(objects.map((match) => match.start));
  const areas = AREA_MATCHER.findAll(tokens)
    .filter((match) => !objectStarts.has(match.start))
    .map(({ start, end, value }) => ({ start, end, cm: bodyPartCm(value), area: value }));
  const sleeves = tokens.flatMap((token, index) =>
    token.kind === 'word' && SLEEVE_WORDS.has(token.text)
      ? [{ start: index, end: index + 1, cm: null, area: 'sleeve' }]
      : [],
  );
  const things = [...objects, ...areas, ...sleeves].sort((a, b) => a.start - b.start);
  for (const { start, end, cm, area } of things) {
    const piece = area === 'sleeve' || area === 'back' ? pieceByShare(tokens, start, area) : null;
    if (piece) return { ...piece, end, isComparison: false, coveredArea: area === 'back' ? area : null };
    if (cm === null || isNegated(tokens, start)) continue;
    // "le long de la clavicule", "a lo largo de la columna": "along" holds a comparison word, and covers.
    const coverage = area ? coverageBefore(tokens, start) : null;
    if (coverage && area) {
      // "whole calf (~30 cm)": the client's words say what the artist plans around, the figure only guesses.
      const { cm: guessed, text } = approximately(cm * coverage.value);
      const said = tokens
        .slice(coverage.start, end)
        .flatMap((token) => (token.kind === 'word' && !POSSESSIVES.has(token.text) ? [token.raw] : []))
        .join(' ');
      const value = { text: `${said} (${text})`, cm: guessed, impliedArea: area };
      return { value, start: coverage.start, end, isComparison: false, coveredArea: area };
    }
    const comparisonStart = comparisonBefore(tokens, start) ?? likenessBefore(tokens, start, area);
    if (comparisonStart !== null) {
      return { value: approximately(cm), start: comparisonStart, end, isComparison: true, coveredArea: null };
    }
    // "roughly a hand's width across": a part's width, not its length.
    const width = area ? BODY_PART_WIDTH_CM[area] : undefined;
    if (width !== undefined && WIDTH_WORDS.has(wordAt(tokens, end)))
      return { value: approximately(width), start, end: end + 1, isComparison: true, coveredArea: null };
    // "like postage stamp size", "egg sized": the size word after the thing, as English compounds it.
    if (SIZE_NOUNS.has(wordAt(tokens, end)))
      return { value: approximately(cm), start, end: end + 1, isComparison: true, coveredArea: null };
  }
  return unknownThing(tokens);
}

/** "the size of a [kiwi fruit]": the words a thing the engine does not know may take, never a whole clause. */
const MAX_UNKNOWN_THING_WORDS = 2;

/**
 * "about the size of a kiwi", "del tamaño de un kiwi", "so groß wie eine Kiwi": a comparison with a thing the
 * engine has no size for keeps the client's words as a vague size, with no figure made up: the artist reads what
 * was said, and the size is not asked again as if nothing had been. Only a comparison word, its link and an
 * article ("d'une" holds both) before one or two words that end the clause; "as long as" ("as long as it heals")
 * is a condition, so a comparison between two equal links is left to the things the engine knows.
 */
const WIDTH_WORDS = spelledSet(wordsOfEveryLanguage('widthWords'));
/** A finger's width, the measure clients hold up: "two fingers wide" is about 4 cm. */
const FINGER_WIDTH_CM = 2;
const MAX_FINGERS = 5;

/** "drei Finger breit", "two fingers wide", "dos dedos de ancho": a count of fingers and a word of width. */
function fingersWide(tokens: readonly Token[]): SizeReference | null {
  for (const match of AREA_MATCHER.findAll(tokens)) {
    const count = tokens[match.start - 1];
    if (match.value !== 'fingers' || count?.kind !== 'number' || count.value > MAX_FINGERS) continue;
    const width = range(match.end, match.end + 2).find((index) => {
      const token = tokens[index];
      return token?.kind === 'word' && (WIDTH_WORDS.has(token.text) || WIDTH_WORDS.has(token.raw));
    });
    if (width === undefined) continue;
    const cm = count.value * FINGER_WIDTH_CM;
    return {
      start: match.start - 1,
      end: width + 1,
      value: { text: `${count.value} fingers wide`, cm },
      // The fingers measure the piece; they are not where it goes.
      isComparison: true,
      coveredArea: null,
    };
  }
  return null;
}

function unknownThing(tokens: readonly Token[]): SizeReference | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const link = wordAt(tokens, index + 1);
    if (!COMPARISONS.has(wordAt(tokens, index)) || !isComparisonLink(link)) continue;
    if (isNegated(tokens, index)) continue;
    const isArticleGlued = !COMPARISON_LINKS.has(link);
    const determiner = wordAt(tokens, index + 2);
    if (!isArticleGlued && !FUNCTION_WORDS.has(determiner)) continue;
    // "as long as [a] biro" measures; "as long as [it] heals" is a condition: between two equal links only an
    // article or a possessive may open the thing.
    if (link === wordAt(tokens, index - 1) && !THING_DETERMINERS.has(determiner)) continue;
    const thingStart = isArticleGlued ? index + 2 : index + 3;
    let end = thingStart;
    while (end - thingStart < MAX_UNKNOWN_THING_WORDS && isContentWord(tokens[end])) end += 1;
    const after = tokens[end];
    // "size of a welsh cake like", "so groß wie e echtes Dubbeglas halt": a filler may close the thing.
    const endsThing =
      !after ||
      isClauseBreak(after) ||
      FUNCTION_WORDS.has(wordAt(tokens, end)) ||
      (AFTERTHOUGHTS.has(wordAt(tokens, end)) && (!tokens[end + 1] || isClauseBreak(tokens[end + 1])));
    // "la parte alta de la espalda": a body area is where the piece goes, or a thing the engine knows.
    const namesPieceOrArea =
      tokens.slice(thingStart, end).some((token) => PIECE_WORDS.has(token.text)) ||
      AREA_MATCHER.findAll(tokens).some((area) => area.start < end && area.end > thingStart);
    if (end === thingStart || !endsThing || namesPieceOrArea) continue;
    const start = firstOfComparison(tokens, index);
    const value = { text: spanText(tokens, start, end), isVague: true };
    return { value, start, end, isComparison: true, coveredArea: null };
  }
  return null;
}

/** "a", "the", "my": what opens a thing after "as long as"; nothing else there is measured. */
const THING_DETERMINERS = new Set([
  ...dialogueWordsOfEveryLanguage('articles'),
  ...dialogueWordsOfEveryLanguage('possessives'),
]);
const AFTERTHOUGHTS = dialogueWordsOfEveryLanguage('afterthoughts');

function isContentWord(token: Token | undefined): boolean {
  return token?.kind === 'word' && !FUNCTION_WORDS.has(token.text);
}

/**
 * "bigger", "un poco más pequeño": the client changes the size said before (the brief applies it to that
 * size); null when the message changes nothing. "Sou maior de idade" says an age, not "bigger".
 */
export function parseSizeChange(tokens: readonly Token[]): Finding<SizeChange> | null {
  const adult = findAdultStatement(tokens);
  return (
    SIZE_CHANGE_MATCHER.findAll(tokens).find(
      (match) =>
        !isNegated(tokens, match.start) &&
        !namesAPerson(tokens, match) &&
        (match.value !== 'double' || isAboutSize(tokens, match.end)) &&
        !(adult && match.start < adult.end && adult.start < match.end),
    ) ?? null
  );
}

const PEOPLE_WORDS = new Set([
  ...dialogueWordsOfEveryLanguage('people'),
  ...dialogueWordsOfEveryLanguage('children'),
]);

/** "mein kleiner Bruder", "my big sister", "mi hermano menor": the word describes a person, not the piece's size. */
function namesAPerson(tokens: readonly Token[], match: { start: number; end: number }): boolean {
  return PEOPLE_WORDS.has(wordAt(tokens, match.end)) || PEOPLE_WORDS.has(wordAt(tokens, match.start - 1));
}

/** "twice [that] size", "el doble [de] grande", "doppelt [so] groß": a doubling is of the size only beside a size word;
 * "I've been tattooed twice" changes nothing. */
function isAboutSize(tokens: readonly Token[], end: number): boolean {
  return hasWordAfter(tokens, end - 1, COMPARISONS, DOUBLING_REACH);
}
const DOUBLING_REACH = 3;

/** How much bigger or smaller "a bit bigger" makes a size: a third either way; a doubling, twice. */
const CHANGE_FACTOR: Readonly<Record<SizeChange, number>> = { bigger: 4 / 3, smaller: 3 / 4, double: 2 };
/** The vague size a change names when no size was said before. */
const CHANGE_WITHOUT_SIZE: Readonly<Record<SizeChange, NamedSize>> = {
  bigger: { text: 'large', cm: 25, isVague: true },
  smaller: { text: 'small', cm: 6, isVague: true },
  double: { text: 'large', cm: 25, isVague: true },
};

/**
 * The size after a change: the earlier size scaled, or a vague size when there was none. A size kept in the
 * client's words with no figure ("as long as a school ruler, maybe a bit less") stays as said: there is nothing
 * to scale, and "small" would lose what the artist needs to read.
 */
export function changedSize(previous: NamedSize | null, change: SizeChange): NamedSize {
  if (previous && previous.cm === undefined && previous.isVague) return previous;
  if (!previous?.cm) return CHANGE_WITHOUT_SIZE[change];
  return approximately(previous.cm * CHANGE_FACTOR[change]);
}

/** "~12 cm" after "8 cm" said before: a bare figure takes the unit of the size it changes. */
export function inUnitOf(previous: NamedSize | null, size: NamedSize): NamedSize {
  if (size.cm !== undefined || !previous?.text) return size;
  const unit = /\s(cm|mm|in|ft)$/.exec(previous.text)?.[1];
  const value = Number(size.text.replace('~', ''));
  const toCm = unit ? UNIT_CM[unit] : undefined;
  if (!toCm || !Number.isFinite(value)) return size;
  return { text: `${size.text} ${unit}`, cm: Math.round(value * toCm * 10) / 10 };
}
const UNIT_CM: Readonly<Record<string, number>> = { cm: 1, mm: 0.1, in: 2.54, ft: 30.48 };

/** Whether a bare figure in this message is a size: after the size question, or beside a size change. */
export function acceptsBareSize(tokens: readonly Token[], askedField: BriefField | null): boolean {
  return askedField === 'size' || parseSizeChange(tokens) !== null;
}

function bodyPartCm(area: string): number | null {
  return BODY_PART_CM[area] ?? bodyAreaFor(area)?.maxCm ?? null;
}

/** "my", "mi", "mein": the client's own words, said back by the assistant, drop whose the body is. */
const POSSESSIVES = dialogueWordsOfEveryLanguage('possessives');

function approximately(cm: number): NamedSize {
  const rounded = Math.round(cm);
  return { text: `~${rounded} cm`, cm: rounded };
}

/**
 * The start of "size of", "as long as", "tamaño de", "so groß wie" shortly before the thing, or of a size word
 * right before it, else null.
 */
function comparisonBefore(tokens: readonly Token[], thingStart: number): number | null {
  // "taille carte postale", "tamaño pósit": a size word right before the thing needs no link.
  if (COMPARISONS.has(wordAt(tokens, thingStart - 1))) return thingStart - 1;
  let hasLink = false;
  // "grande più o meno come la custodia delle airpods": the function words of an approximation and of the thing's
  // own name do not count against the reach, only the words that say something.
  let contentWords = 0;
  for (let index = thingStart - 1; index >= 0 && thingStart - index <= MAX_COMPARISON_TOKENS; index -= 1) {
    if (isClauseBreak(tokens[index])) return null;
    const word = wordAt(tokens, index);
    if (isComparisonLink(word)) hasLink = true;
    else if (hasLink && COMPARISONS.has(word)) return firstOfComparison(tokens, index);
    else if (!FUNCTION_WORDS.has(word) && ++contentWords > MAX_COMPARISON_CONTENT_WORDS) return null;
  }
  return null;
}

const LIKENESS_WORDS = spelledSet(wordsOfEveryLanguage('likenessWords'));

/**
 * "comme ma main", "like my hand", "wie mein Unterarm": a likeness opening its clause, before the client's own
 * body part, measures the piece by it (where a placement takes a preposition: "on my hand"). Its start, else null.
 */
function likenessBefore(tokens: readonly Token[], areaStart: number, area: string | null): number | null {
  if (area === null) return null;
  // The area's own name may hold the possessive ("ma main").
  const possessive = POSSESSIVES.has(wordAt(tokens, areaStart)) ? areaStart : areaStart - 1;
  if (!POSSESSIVES.has(wordAt(tokens, possessive))) return null;
  const likeness = possessive - 1;
  if (!LIKENESS_WORDS.has(wordAt(tokens, likeness))) return null;
  const before = tokens[likeness - 1];
  return !before || isClauseBreak(before) ? likeness : null;
}

/** "as", "de", and "d'une" ("de la taille d'une carte"): a link, or an elided "of" glued to its article. */
function isComparisonLink(word: string): boolean {
  if (COMPARISON_LINKS.has(word)) return true;
  // "down" is a word of its own, not "d'own".
  if (FUNCTION_WORDS.has(word)) return false;
  return ELISIONS_MEANING_OF.some((elision) => {
    const article = word.slice(elision.length);
    // "dans" is no "d'ans": what follows the elision must be a function word ("une", "uno").
    return (
      word.startsWith(elision) &&
      article.length <= MAX_GLUED_ARTICLE_LETTERS &&
      /^[aeiouh]/.test(article) &&
      FUNCTION_WORDS.has(article)
    );
  });
}

/** "[as] long as", "[del] tamaño de": the link before the comparison word belongs to it. */
function firstOfComparison(tokens: readonly Token[], index: number): number {
  return COMPARISON_LINKS.has(wordAt(tokens, index - 1)) ? index - 1 : index;
}

/** "half [my] back", "meia manga": the named piece when the share before the area names one. */
function pieceByShare(
  tokens: readonly Token[],
  areaStart: number,
  area: 'sleeve' | 'back',
): Finding<NamedSize> | null {
  const coverage = coverageBefore(tokens, areaStart);
  if (!coverage || isNegated(tokens, coverage.start)) return null;
  const name = PIECES_BY_SHARE[area].find(([share]) => share === coverage.value)?.[1];
  return name ? { value: namedSize(name), start: coverage.start, end: areaStart + 1 } : null;
}

/**
 * "half [of my] forearm", "whole [left] arm": a coverage word a few words before its area; "most of [the front of
 * my] thigh": further, over nothing but function words and the part of the area named ("front", "inner"). "The
 * whole [thing on my] forearm" covers a thing, not the forearm.
 */
function reachesArea(tokens: readonly Token[], from: number, to: number): boolean {
  if (to - from <= COVERAGE_GAP) return true;
  const between = range(from, to).map((index) => wordAt(tokens, index));
  return (
    between.length <= MAX_COVERAGE_REACH &&
    between.some((word) => SUB_AREA_WORDS.has(word)) &&
    between.every((word) => FUNCTION_WORDS.has(word) || SUB_AREA_WORDS.has(word))
  );
}
const MAX_COVERAGE_REACH = 5;

function coverageBefore(tokens: readonly Token[], areaStart: number): Finding<number> | null {
  // "full koi half sleeve": the share nearest the area is its share.
  const coverage = COVERAGE_MATCHER.findAll(tokens)
    .filter((match) => match.end <= areaStart && reachesArea(tokens, match.end, areaStart))
    .at(-1);
  if (!coverage) return null;
  for (let index = coverage.end; index < areaStart; index += 1) if (isClauseBreak(tokens[index])) return null;
  return coverage;
}
