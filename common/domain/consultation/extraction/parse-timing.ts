import type { BriefField } from '../brief.ts';
import { withElidedForms } from '../languages/elided-forms.ts';
import { dialogueWordsOfEveryLanguage, LANGUAGES, wordsOfEveryLanguage } from '../languages/index.ts';
import { COMMON_WORDS } from '../text/common-words.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';
import { range, spanText, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import { RANGE_TO_WORDS } from './range-words.ts';

export const TIMING_MATCHER = createPhraseMatcher(
  [
    'asap',
    'as soon as possible',
    'right away',
    'immediately',
    'today',
    'tomorrow',
    'tonight',
    'this week',
    'next week',
    'this weekend',
    'next weekend',
    'weekend',
    'weekday',
    'in the evening',
    'evening',
    'this month',
    'next month',
    'end of the month',
    'end of month',
    'this year',
    'next year',
    'this spring',
    'next spring',
    'spring',
    'this summer',
    'next summer',
    'summer',
    'this autumn',
    'autumn',
    'this fall',
    'next fall',
    'in the fall',
    'this winter',
    'winter',
    'no rush',
    'no hurry',
    'not in a hurry',
    'not in a rush',
    'whenever',
    'anytime',
    'any time',
    'flexible with date',
    'flexible on date',
    'flexible on timing',
    'date are flexible',
    'timing is flexible',
    'before my birthday',
    'for my birthday',
    'before my wedding',
    'before my trip',
    'before my holiday',
    'before summer',
    'christmas',
    'couple of week',
    'couple week',
    'few week',
    'couple of month',
    'few month',
    // A day of the week: "is friday ok?", "are you free saturday?", "el viernes se puede?"
    ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
      day,
      `this ${day}`,
      `next ${day}`,
      `on ${day}`,
    ]),
    'lunes',
    'martes',
    'miércoles',
    'miercoles',
    'jueves',
    'viernes',
    'sábado',
    'sabado',
    'domingo',
    // Spanish, Portuguese and French: "¿puedo ir hoy?", "amanhã dá?", "demain c'est possible ?"
    'hoy',
    'esta noche',
    'mañana',
    'pasado mañana',
    'esta semana',
    'la próxima semana',
    'la semana que viene',
    'próxima semana',
    'este fin de semana',
    'el fin de semana',
    'fin de semana',
    'este mes',
    'el próximo mes',
    'el mes que viene',
    'cuanto antes',
    'lo antes posible',
    'hoje',
    'hoje à noite',
    'amanhã',
    'amanha',
    'essa semana',
    'semana que vem',
    'fim de semana',
    'esse fim de semana',
    'este mês',
    'mês que vem',
    'próximo mês',
    'o quanto antes',
    "aujourd'hui",
    'aujourdhui',
    'demain',
    'ce soir',
    'ce week end',
    'ce weekend',
    'la semaine prochaine',
  ].map((phrase) => [phrase, true] as const),
);

const MONTH_NAMES = wordsOfEveryLanguage('monthNames');
/** "jan", "sept", "févr": a month written short, as its first letters. */
const ABBREVIATION_LENGTH = 3;
/**
 * The months' short forms in every language, except those that are everyday words ("out", "ago"): read as a month
 * only beside a day or a part of the month ("jan 12", "the 3rd week of jan").
 */
const MONTH_ABBREVIATIONS = [
  ...new Set([
    ...MONTH_NAMES.map((name) => name.slice(0, ABBREVIATION_LENGTH)),
    ...MONTH_NAMES.map((name) => name.slice(0, ABBREVIATION_LENGTH + 1)),
  ]),
].filter((short) => !MONTH_NAMES.includes(short) && !COMMON_WORDS.has(short));

/** Every language's months, holidays and seasons, and the cues before them (decision 059). */
const MONTH_MATCHER = createPhraseMatcher(
  [...MONTH_NAMES, ...MONTH_ABBREVIATIONS].map((name) => [name, true] as const),
);
/** "après l'Aïd", "dopo l'estate": with an elided article glued on, as the tokenizer writes it. */
const OCCASION_MATCHER = createPhraseMatcher(
  LANGUAGES.flatMap(({ reading }) =>
    withElidedForms(
      reading.occasionNames.map((name) => [name, true] as const),
      reading.elisions,
    ),
  ),
);
const CUE_MATCHER = createPhraseMatcher(
  wordsOfEveryLanguage('timingCues').map((cue) => [cue, true] as const),
);
/** The words the timing readers compare, read as written by the spelling corrector. */
export const CALENDAR_WORDS: ReadonlySet<string> = new Set([
  ...MONTH_MATCHER.words,
  ...OCCASION_MATCHER.words,
  ...CUE_MATCHER.words,
]);
/**
 * Months that are also everyday words in one of the languages ("may", Italian "mai" for never) or a verb
 * ("march"): read as a month only with a cue ("in May", "im Mai") or a day beside them.
 */
const AMBIGUOUS_MONTHS: ReadonlySet<string> = new Set([
  'march',
  ...[...MONTH_MATCHER.words].filter((month) => COMMON_WORDS.has(month)),
]);
const SHORT_MONTHS: ReadonlySet<string> = new Set(MONTH_ABBREVIATIONS);
/** "mi" (French "mid") is a part too short to make a short month's word a month. */
const SHORT_PART_LENGTH = 2;
const MAX_SHORT_CUE_LENGTH = 2;
const NOT_A_TIMING = new Set(
  'yes yeah yep yup ya no nope nah ok okay k kk sure lol haha thanks thank you si sí sim não nao'.split(' '),
);
const DURATION_UNITS = new Set(['day', 'week', 'month']);
const DURATION_CUES = new Set(['in', 'within']);

/** When the assistant just asked about timing, a short free answer ("after payday") is the timing. */
const MAX_FREE_ANSWER_WORDS = 8;

/**
 * Timing or availability in the client's words: "next month", "in 2 weeks", "by june", "asap",
 * "no rush". Kept as text: the engine never turns it into a date (issue #4 "Safety").
 */
export function parseTiming(tokens: readonly Token[], askedField: BriefField | null): Finding<string> | null {
  const found = findDuration(tokens) ?? findCalendarTime(tokens) ?? TIMING_MATCHER.findAll(tokens)[0];
  if (found) return { value: spanText(tokens, found.start, found.end), start: found.start, end: found.end };
  const words = tokens.filter((token) => token.kind !== 'symbol');
  if (askedField !== 'timing' || words.length === 0 || words.length > MAX_FREE_ANSWER_WORDS) return null;
  // "yes", "ok lol" after "when are you hoping to get it done?" says no date.
  if (words.every((word) => NOT_A_TIMING.has(word.text))) return null;
  return { value: spanText(words, 0, words.length), start: 0, end: tokens.length };
}

/** Ordinal endings and the words between a day and its month: "3rd of", "15 de", "1er", "3." */
const DAY_LINKS = new Set(['st', 'nd', 'rd', 'th', 'of', 'the', 'de', 'di', 'del', 'er', 'º', 'º', '.']);
const MAX_DAY = 31;

/** Where a day of the month said before the month starts ("the 3rd of march" → "3"), or null. */
function dayBefore(tokens: readonly Token[], monthStart: number): number | null {
  let index = monthStart - 1;
  while (index >= 0 && monthStart - index <= 3 && DAY_LINKS.has(tokens[index]?.text ?? '')) index -= 1;
  return isDayOfMonth(tokens[index]) ? index : null;
}

/** A whole number a day of the month can be. */
function isDayOfMonth(token: Token | undefined): boolean {
  return (
    token?.kind === 'number' && Number.isInteger(token.value) && token.value >= 1 && token.value <= MAX_DAY
  );
}

/** "in 2 weeks", "within 3 months", "6 weeks from now". */
function findDuration(tokens: readonly Token[]): { start: number; end: number } | null {
  for (let index = 0; index < tokens.length; index += 1) {
    if (tokens[index]?.kind !== 'number' || !DURATION_UNITS.has(wordAt(tokens, index + 1))) continue;
    const start = DURATION_CUES.has(wordAt(tokens, index - 1)) ? index - 1 : index;
    const hasFromNow = wordAt(tokens, index + 2) === 'from' && wordAt(tokens, index + 3) === 'now';
    if (start < index || hasFromNow) return { start, end: index + (hasFromNow ? 4 : 2) };
  }
  return null;
}

/** A range's words ("to", "bis", "a"), with the ones days take: "al", "au", "ao", "through", "till". */
const DAY_RANGE_WORDS = new Set([...RANGE_TO_WORDS, 'al', 'au', 'ao', 'through', 'thru', 'till', 'until']);
/** "the", "el", "le": an article a range's last day may take ("to the 14th"). */
const DAY_ARTICLES = new Set(['the', 'el', 'le', 'il', 'o', 'der', 'den', 'zum']);

/**
 * "december 9th to the 14th", "del 3 al 10 de marzo", "9-14 dezember": a date read up to the day its range ends, so
 * the artist sees the whole window. Returns the end past the last day, or `end` when no range follows.
 */
function endOfDayRange(tokens: readonly Token[], end: number): number {
  let index = end;
  while (ORDINAL_ENDINGS.has(wordAt(tokens, index))) index += 1;
  const separator = tokens[index];
  if (separator?.text !== '-' && !DAY_RANGE_WORDS.has(wordAt(tokens, index))) return end;
  index += 1;
  if (DAY_ARTICLES.has(wordAt(tokens, index))) index += 1;
  if (!isDayOfMonth(tokens[index])) return end;
  index += 1;
  while (ORDINAL_ENDINGS.has(wordAt(tokens, index))) index += 1;
  return index;
}
const ORDINAL_ENDINGS = new Set(['st', 'nd', 'rd', 'th', 'er', 'º']);

/** "del 3 al 10 de marzo", "9-14 dezember": where a range of days before the month starts. */
function startOfDayRange(tokens: readonly Token[], dayStart: number): number {
  const separator = dayStart - 1;
  if (tokens[separator]?.text !== '-' && !DAY_RANGE_WORDS.has(wordAt(tokens, separator))) return dayStart;
  let index = separator - 1;
  while (ORDINAL_ENDINGS.has(wordAt(tokens, index)) || tokens[index]?.text === '.') index -= 1;
  return isDayOfMonth(tokens[index]) ? index : dayStart;
}

const MONTH_PARTS = spelledSet(wordsOfEveryLanguage('monthParts'));
/** "of", "de", "di", "von": what joins a part of a month to it; "Ende Januar" needs none. */
const MONTH_PART_LINKS = new Set([
  'of',
  'de',
  'di',
  'del',
  'della',
  'do',
  'da',
  'du',
  'des',
  'von',
  'im',
  'in',
  'the',
]);
/** "the 3rd week of", "la seconda metà di": at most this many words before the month. */
const MONTH_PART_REACH = 5;

/**
 * "the 3rd week of jan", "nella terza settimana di gennaio", "finales de marzo", "Ende Januar": where the part of
 * the month said before it starts, or null.
 */
function monthPartBefore(tokens: readonly Token[], monthStart: number): number | null {
  let start: number | null = null;
  for (let index = monthStart - 1; index >= Math.max(0, monthStart - MONTH_PART_REACH); index -= 1) {
    const isPart =
      MONTH_PARTS.has(wordAt(tokens, index)) ||
      ORDINAL_ENDINGS.has(wordAt(tokens, index)) ||
      isDayOfMonth(tokens[index]);
    if (isPart) start = index;
    else if (!MONTH_PART_LINKS.has(wordAt(tokens, index))) break;
  }
  // A part is a word of the month's parts, never a bare number ("15 de janeiro" is the day, read before).
  const hasPartWord =
    start !== null && range(start, monthStart).some((index) => MONTH_PARTS.has(wordAt(tokens, index)));
  return hasPartWord ? start : null;
}

/** "años", "abriles": words of years, never a month when the client reads them as years. */
const YEARS_WORDS = dialogueWordsOfEveryLanguage('yearsWords');

/**
 * A month or an occasion in any language: "by june", "june 12th", "a settembre", "nach Ostern", "depois do
 * carnaval". A month needs no cue unless it is also a verb ("may", "march"); an occasion needs one ("after the
 * holidays"), since "a summer scene" or "Christmas tree" name a design.
 */
function findCalendarTime(tokens: readonly Token[]): { start: number; end: number } | null {
  const cueEnds = new Map(CUE_MATCHER.findAll(tokens).map((cue) => [cue.end, cue.start]));
  const cueBefore = (index: number) => cueEnds.get(index) ?? cueEnds.get(index - 1);
  for (const month of MONTH_MATCHER.findAll(tokens)) {
    // "tengo 30 abriles": the month's plural as the corrector folds it, said for years of age (own-age.ts).
    const monthToken = tokens[month.start];
    if (monthToken?.kind === 'word' && YEARS_WORDS.has(monthToken.raw)) continue;
    // "the 3rd of march", "le 15 avril", "el 3 de marzo", "am 3. März": the day said before the month.
    const dayStart = dayBefore(tokens, month.start);
    const part = dayStart === null ? monthPartBefore(tokens, month.start) : null;
    const from = dayStart === null ? (part ?? month.start) : startOfDayRange(tokens, dayStart);
    const cue = cueBefore(from);
    const hasDay = tokens[month.end]?.kind === 'number' || dayStart !== null || part !== null;
    const monthWord = wordAt(tokens, month.start);
    if (AMBIGUOUS_MONTHS.has(monthWord) && cue === undefined && !hasDay) continue;
    // "mi mar favorito", "a set of stars": a short form needs a day or a part of the month said in full ("week",
    // not "mi"), a cue is not enough.
    const hasDayOrPart =
      tokens[month.end]?.kind === 'number' ||
      dayStart !== null ||
      (part !== null &&
        range(part, month.start).some((index) => wordAt(tokens, index).length > SHORT_PART_LENGTH));
    if (SHORT_MONTHS.has(monthWord) && !hasDayOrPart) continue;
    const end = tokens[month.end]?.kind === 'number' ? month.end + 1 : month.end;
    return { start: cue ?? from, end: endOfDayRange(tokens, end) };
  }
  for (const occasion of OCCASION_MATCHER.findAll(tokens)) {
    const cue = cueBefore(occasion.start);
    // "a summer scene", "in winter colours": a short cue is an article or a preposition of the design too; with a
    // word between ("in the new year", "by the holidays") it is the time.
    const isLongCue = cue !== undefined && spanText(tokens, cue, cue + 1).length > MAX_SHORT_CUE_LENGTH;
    if (cue !== undefined && (isLongCue || occasion.start - cue > 1))
      return { start: cue, end: occasion.end };
  }
  return null;
}
