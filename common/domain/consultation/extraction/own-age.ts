import { dialogueWordsOfEveryLanguage, LANGUAGES, wordsOfEveryLanguage } from '../languages/index.ts';
import { spelledSet } from '../text/spellings.ts';
import { range, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import type { AgeFinding } from './parse-age.ts';
import { readNumbers } from './read-numbers.ts';
import { hasNonMoneyUnit, lengthUnitAt } from './units.ts';
import { isOwnWord } from './vocabulary.ts';

/**
 * The client's own age said the way people say it in any language, read from each module's words (decision
 * 059), never one phrase per wording: the client as the subject of a number ("ich 28, meine Freundin 26", "io
 * 47", "yo (20)", "moi c'est 24", "bin 30"), a number of years in a sentence the client speaks in ("tengo 500
 * euros y 31 años"), and a year of birth ("born in 2009", "nací en el 2010", "bin 2009 geboren").
 */

const wordsOf = dialogueWordsOfEveryLanguage;

const SELF = wordsOf('selfWords');
const SELF_LINKS = wordsOf('selfAgeLinks');
const YEARS = wordsOf('yearsWords');
const PAST = wordsOf('pastAgeWords');
const AND_WORDS = new Set(LANGUAGES.map((module) => module.replies.listWords.and));
/** "I'm 17 but my mum agrees", "tengo 17 pero…": a contrast opens a new statement, as "and" does. */
const CONTRAST_WORDS = new Set(LANGUAGES.flatMap((module) => module.reading.contrastWords));
const BIRTH_YEAR_CUES = wordsOf('birthYearCues');
/** "30 euros", "500 reais": money, never an age. */
const CURRENCY_WORDS = spelledSet(wordsOfEveryLanguage('currencyWords').map(([word]) => word));
const OTHERS = new Set([
  ...wordsOf('people'),
  ...wordsOf('children'),
  ...wordsOf('thirdPersonPronouns'),
  ...wordsOf('possessives'),
]);

const MIN_AGE = 12;
const MAX_AGE = 99;
/** "(20)", "moi, c'est 24": marks allowed between the client and their age. */
const SUBJECT_MARKS = new Set(['(', ',', ':', '=']);
/** "io 47": at most this many link words between the client and the number. */
const MAX_LINKS = 2;
/** "nací en el 2010": at most this many words between the cue and the year. */
const MAX_WORDS_TO_YEAR = 2;
const EARLIEST_BIRTH_YEAR = 1920;
const MAX_SHORT_LINK_LETTERS = 3;

/** The age the client states as their own, or null. */
export function ownStatedAge(tokens: readonly Token[]): AgeFinding | null {
  return (
    selfAsSubject(tokens) ??
    sharedAge(tokens) ??
    yearsInOwnSentence(tokens) ??
    ageAsListItem(tokens) ??
    elidedYears(tokens)
  );
}

/** The vowels Italian drops from a number before "anni": "trent(a)'anni", "vent(i)'anni", "trentun(o)'anni". */
const ELIDED_VOWELS = ['a', 'i', 'o', 'e', ''];
const YEARS_LIST = [...YEARS];
/** "io ho trent'anni": the client's words at most this many words before. */
const ELIDED_SELF_REACH = 2;

/**
 * "ho trent'anni tondi tondi", "ho vent'anni": a number elided into its years word, which the tokenizer writes as
 * one word ("trentanni"); the number is read back with its vowel by the number words of every language.
 */
function elidedYears(tokens: readonly Token[]): Finding<number> | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token?.kind !== 'word') continue;
    const years = YEARS_LIST.find((word) => token.raw.endsWith(word) && token.raw.length > word.length + 2);
    if (!years) continue;
    const value = numberOfWord(token.raw.slice(0, -years.length));
    const hasSelf = range(Math.max(0, index - ELIDED_SELF_REACH), index).some((at) =>
      SELF.has(wordAt(tokens, at)),
    );
    if (value !== null && value >= MIN_AGE && value <= MAX_AGE && hasSelf)
      return { value, start: index, end: index + 1 };
  }
  return null;
}

function numberOfWord(stem: string): number | null {
  for (const vowel of ELIDED_VOWELS) {
    const word = `${stem}${vowel}`;
    const [read] = readNumbers([{ kind: 'word', text: word, raw: word, start: 0, end: word.length }]);
    if (read?.kind === 'number') return read.value;
  }
  return null;
}

const WE = wordsOf('weWords');
const BOTH = wordsOf('bothWords');
/** "we're [both] 24", "tenemos los dos 25": words between the "we" and the number. */
const SHARED_REACH = 4;

/**
 * "we're both 24", "wir sind beide 26", "los dos tenemos 25 años", "abbiamo entrambi 30 anni": a number given to
 * the client and someone else together, each of them, is the client's age as well.
 */
function sharedAge(tokens: readonly Token[]): Finding<number> | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const end = isYearsWord(tokens, index + 1) ? index + 2 : index + 1;
    if (!isAgeNumber(tokens, index) || !endsTheStatement(tokens, end)) continue;
    const before = range(Math.max(0, index - SHARED_REACH), index);
    const we = before.find((at) => WE.has(wordAt(tokens, at)));
    if (we !== undefined && before.some((at) => BOTH.has(wordAt(tokens, at))))
      return { value: numberAt(tokens, index), start: Math.min(we, index), end };
  }
  return null;
}

/** Marks between the items of a list of facts ("dagger, neck, 8cm. 33, no refs"). */
const ITEM_BREAKS = new Set([',', '.', '!', '?', ';']);
/** "27f", "31 m", "29 w": the age with the writer's sex, as dating and DM shorthand writes it. */
const SEX_MARKS = new Set(['f', 'm', 'w', 'nb']);

/**
 * A number that is a whole item of a list of facts, alone or with its years word or sex mark: "…, 8cm. 33, no
 * refs", "27f", "29, budget 300", "30 anos.". Nothing else in a list of a tattoo's facts is a bare whole
 * number: sizes and money carry units, and a number beside another number ("10, 15 cm") is one of a range.
 * A message that is only the number is an answer the asked-field reading owns; an item after someone else
 * ("my sister, 19") is theirs.
 */
function ageAsListItem(tokens: readonly Token[]): AgeFinding | null {
  for (let index = 0; index < tokens.length; index += 1) {
    if (!isAgeNumber(tokens, index)) continue;
    // "…. am 21, got my ID", "red obviously. 26 I am": the client's own words in the item, its subject dropped or
    // put after the number, leave it theirs.
    const selfBefore = selfWordsAround(tokens, index, -1);
    const itemStart = index - selfBefore;
    const numberEnd =
      isYearsWord(tokens, index + 1) || SEX_MARKS.has(wordAt(tokens, index + 1)) ? index + 2 : index + 1;
    const selfAfter = selfWordsAround(tokens, numberEnd - 1, 1);
    const after = numberEnd + selfAfter;
    // "red obviously 26 I am": with the client's own words in it, an afterthought before closes the item before,
    // as a comma would ("bigger, like 15" is no age).
    const opensItem =
      isItemBreakAt(tokens, itemStart - 1) ||
      (selfBefore + selfAfter > 0 && AFTERTHOUGHTS.has(wordAt(tokens, itemStart - 1)));
    if (!opensItem) continue;
    if (!endsTheItem(tokens, after) || isDayOfDate(tokens, after)) continue;
    const isWholeMessage = itemStart === 0 && after >= tokens.length;
    // Only a comma makes a list of numbers ("10, 15 cm"); "… 4-5 hundred. 29" is a new statement.
    const neighbours = [
      tokens[index - 1]?.text === ',' ? tokens[index - 2] : undefined,
      tokens[after]?.text === ',' ? tokens[after + 1] : undefined,
    ];
    // "24 ans, 150 £": a number with its years word is no end of a range.
    const isInNumberList =
      !isYearsWord(tokens, index + 1) && neighbours.some((token) => token?.kind === 'number');
    if (isWholeMessage || isInNumberList || OTHERS.has(wordAt(tokens, itemStart - 2))) continue;
    return { value: numberAt(tokens, index), start: itemStart, end: after };
  }
  return null;
}

/** "am 21", "26 I am": at most this many of the client's own words beside the number in its item. */
const MAX_SELF_WORDS_IN_ITEM = 2;

/** How many of the client's own words ("I", "am", "bin") stand next to a number, going back (-1) or forward (1). */
function selfWordsAround(tokens: readonly Token[], index: number, step: -1 | 1): number {
  let count = 0;
  while (count < MAX_SELF_WORDS_IN_ITEM) {
    const word = wordAt(tokens, index + step * (count + 1));
    if (!SELF.has(word) && !SELF_LINKS.has(word)) break;
    count += 1;
  }
  return count;
}

/** "am 21. März": a full stop after a day, then its month, is a date, not the end of an item. */
function isDayOfDate(tokens: readonly Token[], index: number): boolean {
  return tokens[index]?.text === '.' && MONTHS.has(wordAt(tokens, index + 1));
}

/**
 * Where an item of a list ends: at a break, at "and" opening the next item ("25 and i can do $250"), or after an
 * afterthought that closes it ("29 btw", "31 lol").
 */
function endsTheItem(tokens: readonly Token[], index: number): boolean {
  if (isItemBreakAt(tokens, index)) return true;
  // "12 and 15 cm" is a range of numbers, not an age and a size.
  if (AND_WORDS.has(wordAt(tokens, index))) return tokens[index + 1]?.kind !== 'number';
  return AFTERTHOUGHTS.has(wordAt(tokens, index)) && isItemBreakAt(tokens, index + 1);
}
const AFTERTHOUGHTS = dialogueWordsOfEveryLanguage('afterthoughts');

/** The start or end of the message, or a mark between list items. */
function isItemBreakAt(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  return !token || (token.kind === 'symbol' && ITEM_BREAKS.has(token.text));
}

/** A number whose subject, walking back over link words and a bracket or comma, is the client. */
function selfAsSubject(tokens: readonly Token[]): Finding<number> | null {
  for (let index = 0; index < tokens.length; index += 1) {
    if (!isAgeNumber(tokens, index)) continue;
    const end = endsTheStatement(tokens, index + 1)
      ? index + 1
      : isSlangYearsWord(tokens, index + 1)
        ? index + 2
        : -1;
    if (end < 0) continue;
    let at = index - 1;
    let links = 0;
    while (at >= 0 && links <= MAX_LINKS) {
      const token = tokens[at];
      if (token?.kind === 'symbol' && SUBJECT_MARKS.has(token.text)) at -= 1;
      else if (SELF.has(wordAt(tokens, at))) return { value: numberAt(tokens, index), start: at, end };
      else if (SELF_LINKS.has(wordAt(tokens, at))) {
        at -= 1;
        links += 1;
      } else break;
    }
  }
  return null;
}

/**
 * "tengo 500 euros y 31 años": a number of years in a sentence opened by the client, with nobody else named
 * between them ("io e mia figlia (lei ha 19 anni…" is the daughter's), and not in the past ("I was 16 years
 * old when…", "hace 10 años").
 */
function yearsInOwnSentence(tokens: readonly Token[]): Finding<number> | null {
  let selfAt = -1;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    const word = wordAt(tokens, index);
    if (token?.kind === 'symbol' && ['.', '!', '?'].includes(token.text)) selfAt = -1;
    else if (SELF.has(word)) selfAt = index;
    else if (OTHERS.has(word)) selfAt = -1;
    else if (
      selfAt >= 0 &&
      isAgeNumber(tokens, index) &&
      isYearsWord(tokens, index + 1) &&
      !PAST.has(wordAt(tokens, index - 1))
    )
      return { value: numberAt(tokens, index), start: index, end: index + 2 };
  }
  return null;
}

/** Month names of every language: a day and a month before a year are one date ("15 febbraio 2009"). */
const MONTHS = spelledSet(wordsOfEveryLanguage('monthNames'));
/** Marks inside a written date: "02/04/2008", "3-5-2009". */
const DATE_MARKS = new Set(['/', '-', '.']);
/** A date written as one figure: "15.02.2009", "3.5.09". */
const DOTTED_DATE = /^\d{1,2}[./-]\d{1,2}[./-](\d{2}|\d{4})$/;

/**
 * A year of birth beside a cue ("born in 2009", "nací en el 2010", "2009 geboren", "Jahrgang 95", "nasci em
 * 99"), or a whole date of birth ("dob 02/04/2008", "nata il 15 febbraio 2009", "geboren am 15.02.2009"): the
 * day and month between the cue and the year are part of the date, not words apart. Read against the year
 * the message was sent: the age reached this year (the shop checks ID anyway).
 */
export function birthYearAge(tokens: readonly Token[], currentYear: number | null): AgeFinding | null {
  if (currentYear === null) return null;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token?.kind !== 'number' || !(Number.isInteger(token.value) || DOTTED_DATE.test(token.text)))
      continue;
    // "02/04/2008": the day and the month lead to the year; they are no year themselves.
    const next = tokens[index + 1];
    if (next?.kind === 'symbol' && DATE_MARKS.has(next.text) && tokens[index + 2]?.kind === 'number')
      continue;
    const year = fullYear(token, currentYear);
    const age = year === null ? null : currentYear - year;
    if (age === null || age < MIN_AGE || age > MAX_AGE) continue;
    const cue = cueNear(tokens, index, token.text.length === 2);
    if (cue !== null) return { value: age, start: Math.min(cue, index), end: Math.max(cue, index) + 1 };
  }
  return null;
}

/** "2009", or "95" after "Jahrgang": the year it names, or null. */
function fullYear(token: Extract<Token, { kind: 'number' }>, currentYear: number): number | null {
  const yearText = DOTTED_DATE.test(token.text) ? (token.text.split(/[./-]/).at(-1) ?? '') : token.text;
  const value = Number(yearText);
  if (yearText.length === 4) return value >= EARLIEST_BIRTH_YEAR ? value : null;
  if (yearText.length !== 2) return null;
  const century = value + 2000 <= currentYear ? 2000 : 1900;
  return century + value;
}

/** A day, a month or a mark of the date before its year: "[15] [febbraio] 2009", "02[/]04[/]2008". */
function isDatePart(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token?.kind === 'number') return Number.isInteger(token.value) && token.value >= 1 && token.value <= 31;
  if (token?.kind === 'symbol') return DATE_MARKS.has(token.text);
  return MONTHS.has(wordAt(tokens, index));
}

/**
 * The cue's index before the year (over a few words, no punctuation, the date's day and month not counted) or
 * right after it; a two-digit year at most one link word after the cue ("nasci em 99", "Jahrgang 95").
 */
function cueNear(tokens: readonly Token[], yearAt: number, isTwoDigits: boolean): number | null {
  if (!isTwoDigits && BIRTH_YEAR_CUES.has(wordAt(tokens, yearAt + 1))) return yearAt + 1;
  const reach = isTwoDigits ? 2 : MAX_WORDS_TO_YEAR + 1;
  let words = 0;
  // "born in '99": the apostrophe that stands for the century.
  const before = isTwoDigits && tokens[yearAt - 1]?.text === "'" ? yearAt - 2 : yearAt - 1;
  for (let at = before; at >= 0 && words < reach; at -= 1) {
    if (!isTwoDigits && isDatePart(tokens, at)) continue;
    if (tokens[at]?.kind !== 'word') return null;
    if (BIRTH_YEAR_CUES.has(wordAt(tokens, at))) return at;
    // "em", "del", "in": a two-digit year is a year only after a short link ("born with 12 fingers" is not).
    if (isTwoDigits && wordAt(tokens, at).length > MAX_SHORT_LINK_LETTERS) return null;
    words += 1;
  }
  return null;
}

/** "io 47)", "bin 30", "tengo 20 y…": the age closes what is said of the client ("io ho 20 minuti" does not). */
function endsTheStatement(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (!token || token.kind === 'symbol') return true;
  const word = wordAt(tokens, index);
  // "tengo 27 po", "j'ai 24 ans mdr": an afterthought closes the statement as a full stop does.
  const closesWithAfterthought = AFTERTHOUGHTS.has(word) && isItemBreakAt(tokens, index + 1);
  return (
    isYearsWord(tokens, index) || AND_WORDS.has(word) || CONTRAST_WORDS.has(word) || closesWithAfterthought
  );
}

/**
 * "tengo 29 tacos", "j'ai 28 balais", "tengo 31 pirulos": after the client's own number, one word of their own
 * that closes the statement stands for "years", whatever the slang; a word the engine reads (money, a unit, a
 * tattoo, a design) or a common word is never one.
 */
function isSlangYearsWord(tokens: readonly Token[], index: number): boolean {
  return isOwnWord(tokens[index]) && endsTheStatement(tokens, index + 1);
}

/** A whole number an age could be, not followed by a unit ("22 cm", "30 euros", "20 weeks"). */
function isAgeNumber(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token?.kind !== 'number' || !Number.isInteger(token.value) || token.impliesMoney) return false;
  if (token.value < MIN_AGE || token.value > MAX_AGE) return false;
  const next = tokens[index + 1];
  if (next?.kind === 'symbol' && ["'", '"', '%', '$', '€', '£'].includes(next.text)) return false;
  const before = tokens[index - 1];
  if (before?.kind === 'symbol' && ['$', '€', '£'].includes(before.text)) return false;
  // "15 x 10", "300-400": one end of a measure or a range.
  if (before?.kind === 'symbol' && ['-', '~', '/'].includes(before.text)) return false;
  if (wordAt(tokens, index - 1) === 'x' || lengthUnitAt(tokens, index + 1)) return false;
  const nextWord = wordAt(tokens, index + 1);
  if (isYearsWord(tokens, index + 1)) return true;
  return !CURRENCY_WORDS.has(nextWord) && !hasNonMoneyUnit(tokens, index);
}

/** "años" as written or as the corrector folds its plural ("año"). */
function isYearsWord(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  return token?.kind === 'word' && (YEARS.has(token.text) || YEARS.has(token.raw));
}

function numberAt(tokens: readonly Token[], index: number): number {
  const token = tokens[index];
  return token?.kind === 'number' ? token.value : Number.NaN;
}
