import { MINIMUM_CLIENT_AGE } from '../../../constants/limits.ts';
import { dialogueWordsOfEveryLanguage, wordsOfEveryLanguage } from '../languages/index.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet, spellings, withoutAccents } from '../text/spellings.ts';
import { wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import { birthYearAge, ownStatedAge } from './own-age.ts';
import { COMPANION_WORDS } from './parse-companion.ts';
import { hasNonMoneyUnit, lengthUnitAt } from './units.ts';

type AgeCue = 'is' | 'turning' | 'under' | 'relative';

/** Phrases before a number that state the writer's own age: "I'm 17", "age: 17", "I'm turning 18". */
const AGE_CUE_MATCHER = createPhraseMatcher<AgeCue>([
  ['im', 'is'],
  ['i am', 'is'],
  ['iam', 'is'],
  ['im only', 'is'],
  ['im just', 'is'],
  ['i am only', 'is'],
  ['i am just', 'is'],
  ['im currently', 'is'],
  ['my age is', 'is'],
  ['age', 'is'],
  ['aged', 'is'],
  ['im turning', 'turning'],
  ['i am turning', 'turning'],
  ['i turn', 'turning'],
  ['im under', 'under'],
  ['i am under', 'under'],
  ['just turned', 'is'],
  ['i turned', 'is'],
  ['turned', 'is'],
  ['turning', 'turning'],
  ['cumplo', 'turning'],
  // "ya cumplí 18", "ho compiuto 18 anni": a birthday passed says the age now.
  ['cumplí', 'is'],
  ['cumpli', 'is'],
  ['ho compiuto', 'is'],
  ['faço', 'turning'],
  ['faco', 'turning'],
  // "tengo 16", "j'ai 16 ans", "ich bin 16", "ho 16 anni": own-age.ts reads the client as a number's subject.
  ['je vais avoir', 'turning'],
  ['ich werde', 'turning'],
  ['compio', 'turning'],
  ...relativeAgeCues(),
]);

/**
 * Issue #11: a parent asking for a child is asking for an under-age client; the child's age decides.
 * "my son is 16", "my daughter turns 16", "mi hija tiene 15".
 */
function relativeAgeCues(): Array<readonly [string, AgeCue]> {
  const relatives = [
    'son',
    'daughter',
    'kid',
    'child',
    'boy',
    'girl',
    'stepson',
    'stepdaughter',
    'teen',
    'niece',
    'nephew',
  ];
  const verbs = ['is', 'turns', 'turned', 'just turned', 'will be'];
  return [
    ...relatives.flatMap((relative) => verbs.map((verb) => [`my ${relative} ${verb}`, 'relative'] as const)),
    ...[
      'mi hijo tiene',
      'mi hija tiene',
      'meu filho tem',
      'minha filha tem',
      'mon fils a',
      'ma fille a',
      'mein sohn ist',
      'meine tochter ist',
      'mio figlio ha',
      'mia figlia ha',
    ].map((phrase) => [phrase, 'relative'] as const),
  ];
}

/** "I turn 18", "cumplo 18", "faço 18": the 18th birthday is ahead, which says 17. */
const TURNING_18_MATCHER = createPhraseMatcher(
  ['turn 18', 'turning 18', 'cumplo 18', 'faço 18', 'faco 18'].map((phrase) => [phrase, true] as const),
);
const BIRTHDAY_WORDS = dialogueWordsOfEveryLanguage('birthdayWords');

/** "my 18th birthday in march", "mein 18. Geburtstag", "I turn 18": the 18th birthday, ahead. */
function eighteenthBirthday(tokens: readonly Token[]): { start: number; end: number } | undefined {
  const turning = TURNING_18_MATCHER.findAll(tokens)[0];
  if (turning) return turning;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token?.kind !== 'number' || token.value !== MINIMUM_CLIENT_AGE) continue;
    const mark = tokens[index + 1];
    const isOrdinal = !!mark && ORDINAL_MARKS.has(mark.text);
    const wordAfter = isOrdinal ? index + 2 : index + 1;
    if (BIRTHDAY_WORDS.has(wordAt(tokens, wordAfter))) return { start: index, end: wordAfter + 1 };
  }
  return undefined;
}

const TODAY_WORDS = spelledSet(wordsOfEveryLanguage('todayWords'));

/** After a stated 17 only ("18 in" alone could be inches): "im 17 but 18 in 2 weeks". */
const EIGHTEEN_SOON_MATCHER = createPhraseMatcher(
  ['18 in', '18 next', '18 soon', '18 this'].map((phrase) => [phrase, true] as const),
);

/** After a number: "17 years old", "17yo", "17 y/o" (normalized to "yo"). */
const YEARS_OLD_MATCHER = createPhraseMatcher([
  ['year old', true],
  ['yr old', true],
  ['yrs old', true],
  ['yo', true],
] as const);

/** "he is 15 years old", "I was 16 years old when...": someone else, or the past. */
const NOT_OWN_AGE_BEFORE = new Set([
  'is',
  'was',
  'turned',
  'when',
  'since',
  'at',
  'he',
  'she',
  'son',
  'daughter',
]);

/** "my 16 year old", "our 15yo", "mi hija de 16": the number is someone else's age. */
const POSSESSIVES = new Set(['my', 'our', 'her', 'his', 'mi', 'meu', 'minha']);

export interface AgeFinding extends Finding<number> {
  /** "I'm turning 18": the age is one less, and the birthday is coming. */
  isBirthdayAhead?: boolean;
  /** "my son is 16": the age of the person to be tattooed, not the writer's. */
  isSomeoneElse?: boolean;
  /** "je suis en première": the oldest a pupil in that school year usually is, no age said. */
  isEstimate?: boolean;
}

/** A child or a centenarian writing in is less likely than a number meaning something else. */
const MIN_AGE = 12;
const MAX_AGE = 99;

/**
 * The client's stated age, for the under-age gate (spec §5). "I'm turning 18" and "I'm under 18" mean 17.
 * "I'm 5'8" and "I'm 25cm tall" are not ages.
 */
export function parseAge(tokens: readonly Token[], currentYear: number | null = null): AgeFinding | null {
  const school = schoolYear(tokens);
  const schoolAge = school && school.value < MINIMUM_CLIENT_AGE ? { ...school, isEstimate: true } : null;
  const own = ownStatedAge(tokens);
  const said =
    statedAge(tokens) ??
    (own && !isWhenAge(tokens, own.start) ? own : null) ??
    birthYearAge(tokens, currentYear);
  // "i'm in year 13": the year's number is no age.
  const isYearNumber = !!said && !!school && said.start < school.end && school.start < said.end;
  const age = (isYearNumber ? null : said) ?? schoolAge;
  const birthday = eighteenthBirthday(tokens);
  const isSeventeen = age?.value === MINIMUM_CLIENT_AGE - 1 && !age.isSomeoneElse;
  // "TODAY IS MY 18TH BIRTHDAY", "cumplo 18 hoy": the birthday has come, the client is 18.
  const isToday = tokens.some((token) => token.kind === 'word' && TODAY_WORDS.has(token.text));
  if (birthday && isToday && (!age || isSeventeen))
    return { value: MINIMUM_CLIENT_AGE, start: birthday.start, end: birthday.end, isBirthdayAhead: false };
  if (age && isSeventeen && (birthday || EIGHTEEN_SOON_MATCHER.findAll(tokens).length > 0))
    return { ...age, isBirthdayAhead: true };
  if (age || !birthday) return age;
  // "for my 18th birthday in march" says 17 without the number.
  return { value: MINIMUM_CLIENT_AGE - 1, start: birthday.start, end: birthday.end, isBirthdayAhead: true };
}

function statedAge(tokens: readonly Token[]): AgeFinding | null {
  for (const cue of AGE_CUE_MATCHER.findAll(tokens)) {
    // "age: 17"; "im actually 18", "i'm really 19": an adverb between the cue and the number.
    const numberIndex =
      tokens[cue.end]?.text === ':' || (cue.value === 'is' && isAdverb(wordAt(tokens, cue.end)))
        ? cue.end + 1
        : cue.end;
    const number = tokens[numberIndex];
    if (number?.kind !== 'number' || isMeasurement(tokens, numberIndex) || isWhenAge(tokens, cue.start))
      continue;
    const age = cue.value === 'is' || cue.value === 'relative' ? number.value : number.value - 1;
    if (!isPlausible(age)) continue;
    const isBirthdayAhead = cue.value === 'turning';
    const isSomeoneElse = cue.value === 'relative';
    return { value: age, start: cue.start, end: numberIndex + 1, isBirthdayAhead, isSomeoneElse };
  }
  for (const suffix of YEARS_OLD_MATCHER.findAll(tokens)) {
    const number = tokens[suffix.start - 1];
    if (number?.kind !== 'number' || !isPlausible(number.value)) continue;
    const before = wordAt(tokens, suffix.start - 2);
    if (NOT_OWN_AGE_BEFORE.has(before) || isWhenAge(tokens, suffix.start - 1)) continue;
    // "my 16 year old sister": a friend's or a sibling's age, never the client's (parse-companion.ts).
    if (COMPANION_WORDS.has(wordAt(tokens, suffix.end))) continue;
    // "asking for my 16 year old": a parent writing about their child, whose age decides.
    const isSomeoneElse = POSSESSIVES.has(before) || undefined;
    return { value: number.value, start: suffix.start - 1, end: suffix.end, isSomeoneElse };
  }
  return null;
}

const WHEN_WORDS = dialogueWordsOfEveryLanguage('whenWords');
/** "when I'm 18", "quand j'aurai 18 ans": how far before the age its "when" stands. */
const WHEN_REACH = 2;

/** "I'll come back when I'm 18", "cuando tenga 18": an age the client will be, not the one they are. */
function isWhenAge(tokens: readonly Token[], start: number): boolean {
  for (let index = start - 1; index >= Math.max(0, start - WHEN_REACH); index -= 1) {
    const token = tokens[index];
    if (token?.kind !== 'word') return false;
    if (WHEN_WORDS.has(token.text)) return true;
  }
  return false;
}

/** "actually", "really", "literally": English adverbs say how, never who or what. */
function isAdverb(word: string): boolean {
  return word.length > ADVERB_ENDING.length + 2 && word.endsWith(ADVERB_ENDING);
}
const ADVERB_ENDING = 'ly';

/** "I'm 5'8", "I'm 25cm", "I am 12 weeks pregnant": followed by a unit other than years. */
function isMeasurement(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  if (next?.kind === 'symbol') return next.text === "'" || next.text === '"' || next.text === '%';
  if (lengthUnitAt(tokens, index + 1)) return true;
  const nextWord = wordAt(tokens, index + 1);
  return nextWord !== 'year' && nextWord !== 'yo' && hasNonMoneyUnit(tokens, index);
}

function isPlausible(age: number): boolean {
  return Number.isInteger(age) && age >= MIN_AGE && age <= MAX_AGE;
}

/** A school year's phrase in words, "#" for its number. */
const SCHOOL_YEARS = wordsOfEveryLanguage('schoolYears').map(
  ([phrase, oldestAge]) => ({ words: phrase.split(' '), oldestAge }) as const,
);
/** "11th", "1st", "10.", "4º", "18esimo": what may follow a school year's or a birthday's number. */
const ORDINAL_MARKS = new Set([
  'th',
  'st',
  'nd',
  'rd',
  'e',
  'er',
  're',
  'eme',
  'ème',
  '.',
  'º',
  '°',
  'o',
  'esimo',
]);

/**
 * "i'm in 11th grade", "year 11", "estoy en 4º de la ESO", "je suis en seconde", "ich bin in der 10. Klasse":
 * a school year says the client's age without a number of years: the oldest a pupil in that year usually has.
 * Under 18 it is kept, so the 18+ rule is said; a year whose oldest pupils are 18 says nothing of the client.
 */
function schoolYear(tokens: readonly Token[]): AgeFinding | null {
  for (let start = 0; start < tokens.length; start += 1) {
    for (const year of SCHOOL_YEARS) {
      const found = schoolYearAt(tokens, start, year.words);
      if (!found) continue;
      const age = found.number === null ? year.oldestAge : found.number + year.oldestAge;
      if (age >= MIN_AGE && age <= MINIMUM_CLIENT_AGE) return { value: age, start, end: found.end };
    }
  }
  return null;
}

function schoolYearAt(
  tokens: readonly Token[],
  start: number,
  words: readonly string[],
): { number: number | null; end: number } | null {
  let at = start;
  let number: number | null = null;
  for (const word of words) {
    const token = tokens[at];
    if (word === '#') {
      if (token?.kind !== 'number') return null;
      number = token.value;
      at += ORDINAL_MARKS.has(tokens[at + 1]?.text ?? '') ? 2 : 1;
    } else if (
      token?.kind === 'word' &&
      [token.text, token.raw].some((form) => spellings(word).includes(withoutAccents(form)))
    )
      at += 1;
    else return null;
  }
  return { number, end: at };
}
