import type { BriefField, ColorMode } from '../brief.ts';
import { dialogueWordsOfEveryLanguage, LANGUAGES, wordsOfEveryLanguage } from '../languages/index.ts';
import { createPhraseMatcher, type PhraseMatch } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';
import {
  hasWordAfter,
  hasWordBefore,
  isClauseBreak,
  isNegated,
  range,
  wordAt,
} from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import { lengthUnitAt } from './units.ts';

/** Black and grey, then colour and the hues ("a red rose", "black cat with green eyes"), in every language. */
export const COLOR_MATCHER = createPhraseMatcher<ColorMode>([
  ...wordsOfEveryLanguage('blackOnlyPhrases').map((phrase) => [phrase, 'black'] as const),
  ...wordsOfEveryLanguage('blackAndGreyPhrases').map((phrase) => [phrase, 'black_and_grey'] as const),
  ...wordsOfEveryLanguage('colorPhrases').map((phrase) => [phrase, 'color'] as const),
]);
/** The word for black and its forms ("nera", "schwarze"), in every language, each spelling once. */
export const BLACK_WORDS: ReadonlySet<string> = spelledSet(wordsOfEveryLanguage('blackWords'));

/**
 * When the assistant just asked about colour, a bare "black" or "grey" is an answer; so is one standing alone
 * between commas ("about 4 inches long, black", "12 cm, nera"), where it cannot describe a subject. A black-word
 * in any of its forms records what the client said, black ink, and not a grey wash they never asked for (issue
 * #23: claims); "grey" or "blackish" alone is black and grey.
 */
const BARE_BLACK_MATCHER = createPhraseMatcher<ColorMode>([
  ...[...BLACK_WORDS].map((word) => [word, 'black'] as const),
  ...wordsOfEveryLanguage('bareGreyAnswers').map((phrase) => [phrase, 'black_and_grey'] as const),
]);

/**
 * Colour or black and grey. Any hue wins over black ("black and grey with a red rose" is colour);
 * a negated mention flips ("I don't want colour" is black and grey).
 */
export function parseColor(
  tokens: readonly Token[],
  askedField: BriefField | null,
  answersOtherQuestion = false,
): Finding<ColorMode> | null {
  const matches = COLOR_MATCHER.findAll(tokens);
  matches.push(...blackOnly(tokens).filter((match) => !matches.some((other) => overlaps(other, match))));
  // Said first, read first: "just black, no colour" is black.
  matches.sort((a, b) => a.start - b.start);
  const bare = BARE_BLACK_MATCHER.findAll(tokens);
  const said = bare.filter(
    (match) =>
      askedField === 'color' ||
      standsAlone(tokens, match, answersOtherQuestion) ||
      COLOR_PREPOSITIONS.has(wordAt(tokens, match.start - 1)),
  );
  matches.push(...said.filter((match) => !matches.some((other) => overlaps(other, match))));
  const modes = matches.map((match) => {
    const isTurned = isNegated(tokens, match.start) || hasWordBefore(tokens, match.start, NEGATION_WORDS, 2);
    return { ...match, value: isTurned ? opposite(match.value) : match.value, isTurned };
  });
  // "colour or black and grey?", "¿a color o solo blanco y negro?": two inks offered as a choice, none chosen.
  if (isChoiceBetween(tokens, modes)) return null;
  // "scratch the colour, black and grey is more me": an ink said outright says more than the opposite of one
  // taken back.
  const outright = modes.filter((match) => !match.isTurned);
  const found =
    correctedInk(tokens, outright) ??
    outright.find((match) => match.value === 'color') ??
    outright[0] ??
    modes[0];
  return found ? { value: found.value, start: found.start, end: found.end } : null;
}

/**
 * "com um bocadinho de lilás? não, melhor só a preto e cinzento", "red, no wait, black": a negation between two
 * inks said outright takes the first back; the one said after it is the choice.
 */
function correctedInk(
  tokens: readonly Token[],
  inks: ReadonlyArray<Finding<ColorMode>>,
): Finding<ColorMode> | undefined {
  const last = inks.at(-1);
  const first = inks[0];
  if (!first || !last || first.value === last.value) return undefined;
  const between = range(first.end, last.start);
  return between.some((index) => NEGATION_WORDS.has(wordAt(tokens, index))) ? last : undefined;
}

const OR_WORDS = new Set(LANGUAGES.map((module) => module.replies.listWords.or));
/** "colour [or only] black and grey": words between two inks offered as alternatives. */
const CHOICE_REACH = 3;

function isChoiceBetween(tokens: readonly Token[], modes: ReadonlyArray<Finding<ColorMode>>): boolean {
  return modes.some((first, index) => {
    const second = modes[index + 1];
    if (!second || second.value === first.value) return false;
    const between = range(first.end, second.start);
    return (
      between.length <= CHOICE_REACH &&
      between.some((at) => OR_WORDS.has(wordAt(tokens, at))) &&
      between.every((at) => tokens[at]?.kind === 'word')
    );
  });
}

/**
 * "sin color", "pas de couleur", "ohne Farbe", "senza colore": the other languages' "without" and "no", each
 * written once (an unaccented "nao" is the same word).
 */
export const NEGATION_WORDS: ReadonlySet<string> = spelledSet(wordsOfEveryLanguage('negations'));

export const ONLY_WORDS: ReadonlySet<string> = spelledSet(wordsOfEveryLanguage('onlyWords'));
/** "solo en negro", "tout en noir": an only-word up to two words before black, or right after it. */
const ONLY_REACH_BEFORE = 2;

/** "black only", "nur schwarz", "tutta nera", "só preto": black beside a word of only or all (decision 049). */
function blackOnly(tokens: readonly Token[]): PhraseMatch<ColorMode>[] {
  return tokens.flatMap((token, index) =>
    token.kind === 'word' &&
    BLACK_WORDS.has(token.text) &&
    (hasWordBefore(tokens, index, ONLY_WORDS, ONLY_REACH_BEFORE) ||
      hasWordAfter(tokens, index, ONLY_WORDS, 1))
      ? [{ start: index, end: index + 1, value: 'black' as const }]
      : [],
  );
}

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** "no colour" is black and grey; "not just black" is colour. */
function opposite(mode: ColorMode): ColorMode {
  return mode === 'color' ? 'black_and_grey' : 'color';
}

/** "in black", "la quiero en negro", "in nero": a black-word after "in" is the ink, whatever follows it. */
const COLOR_PREPOSITIONS: ReadonlySet<string> = spelledSet(wordsOfEveryLanguage('colorPrepositions'));

/**
 * One item of a list ("about 4 inches long, black"): punctuation on one side, nothing but it on either. The
 * whole message counts too when it answers a question about something else ("black" after "are you 18?").
 */
function standsAlone(
  tokens: readonly Token[],
  span: { start: number; end: number },
  answersOtherQuestion: boolean,
): boolean {
  const before = tokens[span.start - 1];
  // "black ofc.", "black pls": an afterthought closes the item as a break would.
  const afterAt = AFTERTHOUGHTS.has(wordAt(tokens, span.end)) ? span.end + 1 : span.end;
  const after = tokens[afterAt];
  const isEdgeOrBreak = (token: Token | undefined) => token === undefined || isClauseBreak(token);
  const isWholeMessage = before === undefined && after === undefined;
  // "ankle 3cm black, 23yo": the list's item before was a measure, as good a break as a comma.
  const followsMeasure =
    lengthUnitAt(tokens, span.start - 1) !== null && tokens[span.start - 2]?.kind === 'number';
  // "let's just keep it black", "make it black": the piece named by a pronoun is given its ink.
  const followsPiece = OBJECT_PRONOUNS.has(wordAt(tokens, span.start - 1));
  return (
    (isEdgeOrBreak(before) || followsMeasure || followsPiece) &&
    isEdgeOrBreak(after) &&
    (!isWholeMessage || answersOtherQuestion)
  );
}
const AFTERTHOUGHTS = dialogueWordsOfEveryLanguage('afterthoughts');
const OBJECT_PRONOUNS = spelledSet(wordsOfEveryLanguage('objectPronouns'));
