import { withElidedForms } from '../languages/elided-forms.ts';
import { LANGUAGES, wordsOfEveryLanguage } from '../languages/index.ts';
import { COMMON_WORDS } from '../text/common-words.ts';
import { FUNCTION_WORDS } from '../text/function-words.ts';
import { spelledSet, spellings } from '../text/spellings.ts';
import type { Token } from '../text/tokenize.ts';
import { createWordCorrector } from '../text/word-corrector.ts';
import { AREA_PHRASES, FUZZY_AREA_WORDS } from './body-areas.ts';
import {
  BUDGET_CUES,
  CURRENCY_WORDS,
  FLEXIBLE_BUDGET_MATCHER,
  FLEXIBLE_WORDS,
  LIMIT_WORDS,
} from './budget-words.ts';
import { DERIVED_FORMS } from './derived-forms.ts';
import { BLACK_WORDS, COLOR_MATCHER, ONLY_WORDS } from './parse-color.ts';
import { COVER_UP_WORDS } from './parse-cover-up.ts';
import { DEFERRAL_MATCHER, QUESTION_MATCHER } from './parse-intents.ts';
import { AREA_MATCHER, SIDE_WORDS } from './parse-placement.ts';
import { HAVING_WORDS, REFERENCE_NOUNS } from './parse-references.ts';
import { NAMED_SIZE_MATCHER, VAGUE_SIZE_MATCHER } from './parse-size.ts';
import { STYLE_MATCHER } from './parse-style.ts';
import { CALENDAR_WORDS, TIMING_MATCHER } from './parse-timing.ts';
import { SIZE_OBJECT_WORDS } from './size-objects.ts';
import { SUBJECT_MATCHER } from './tattoo-subjects.ts';
import { LENGTH_UNITS, NON_MONEY_WORDS } from './units.ts';

/** Misspellings further than their length allows (decision 047), or too short to be read by distance. */
const KNOWN_TYPOS: ReadonlyMap<string, string> = new Map([
  ['wirst', 'wrist'],
  ['calff', 'calf'],
  // Decision 018: body areas as clients misspell them, too far from the name for the corrector.
  ['clavical', 'clavicle'],
  ['armpitt', 'armpit'],
  ['buttox', 'buttock'],
  ['ancle', 'ankle'],
  ['tattoe', 'tattoo'],
  ['collor', 'color'],
  ['lft', 'left'],
  ['leftt', 'left'],
  ['inchez', 'inch'],
  ['ur', 'your'],
  ['u', 'you'],
  ['pls', 'please'],
  ['wnt', 'want'],
  ['wnat', 'want'],
  ['watn', 'want'],
  ['wamt', 'want'],
  ['plz', 'please'],
]);

/** Short subject names ("owl", "adder", "eagle") are a letter away from common words ("alder"): read as written only. */
const MIN_SUBJECT_TARGET_LENGTH = 6;
const MIN_SIDE_TARGET_LENGTH = 7;

const ELISIONS = LANGUAGES.flatMap(({ reading }) => reading.elisions);

/**
 * The words that say what the tattoo is, in every language: a client's word is read towards these through its
 * stem, its accents and its typos (decision 047). A short name stays short glued to an elided article ("l'ancre" →
 * "lancre"): read as written only, so "lancer" stays a verb.
 */
const TARGETS = withoutElidedForms([
  ...STYLE_MATCHER.writtenWords,
  ...FUZZY_AREA_WORDS,
  ...NAMED_SIZE_MATCHER.writtenWords,
  ...COLOR_MATCHER.writtenWords,
  ...BLACK_WORDS,
  ...LENGTH_UNITS.keys(),
  // Decision 059: what the piece shows, misspelt as often as where it goes ("sunflowr", "dragn").
  ...[...SUBJECT_MATCHER.writtenWords].filter((word) => word.length >= MIN_SUBJECT_TARGET_LENGTH),
  'budget',
  'reference',
  'inspiration',
  'tattoo',
  'left',
  'right',
  // Where on the body, in every language: a side is misspelt as often as the area ("isquierdo"); short ones
  // are a letter away from common words or from each other ("like" and "linke", "links" and "linkes").
  ...SIDE_WORDS.filter((word) => word.length >= MIN_SIDE_TARGET_LENGTH),
]);

function withoutElidedForms(words: readonly string[]): string[] {
  const targets = new Set(words);
  const isShortName = (word: string) => SUBJECT_MATCHER.writtenWords.has(word) && !targets.has(word);
  return words.filter(
    (word) =>
      !ELISIONS.some((elision) => word.startsWith(elision) && isShortName(word.slice(elision.length))),
  );
}

/** What a one-word area or style name means: two spellings of one meaning are no ambiguity for a typo. */
const MEANINGS: ReadonlyMap<string, string> = new Map([
  ...AREA_PHRASES.filter(([phrase]) => !phrase.includes(' ')),
  ...wordsOfEveryLanguage('styleNames')
    .filter(([phrase]) => !phrase.includes(' '))
    .flatMap(([name, style]) => spellings(name).map((spelling) => [spelling, style] as const)),
]);

/** Verbs of coming along and wishing, in every language: never folded into a body area ("venire" → "ventre"). */
const DIALOGUE_WORDS = (['bringWords', 'comeAlongWords', 'withWords', 'wantWords'] as const).flatMap((kind) =>
  LANGUAGES.flatMap((module) => module.dialogue[kind]),
);

/** Every word a parser compares against: read as written. */
const VOCABULARY = [
  ...AREA_MATCHER.words,
  ...VAGUE_SIZE_MATCHER.words,
  ...SIZE_OBJECT_WORDS,
  ...SUBJECT_MATCHER.words,
  ...TIMING_MATCHER.words,
  ...CALENDAR_WORDS,
  // "los sábados", "samedis": plurals of the days fold to the day.
  ...spelledSet(wordsOfEveryLanguage('dayNames')),
  ...DEFERRAL_MATCHER.words,
  ...QUESTION_MATCHER.words,
  ...FLEXIBLE_BUDGET_MATCHER.words,
  ...FLEXIBLE_WORDS,
  ...ONLY_WORDS,
  ...LIMIT_WORDS,
  ...BUDGET_CUES,
  ...CURRENCY_WORDS.keys(),
  ...NON_MONEY_WORDS,
  ...REFERENCE_NOUNS,
  ...HAVING_WORDS,
  ...COVER_UP_WORDS,
  ...DIALOGUE_WORDS,
  ...wordsOfEveryLanguage('concealVerbs'),
  ...wordsOfEveryLanguage('existingTattooWords'),
  ...wordsOfEveryLanguage('oldTattooWords'),
  'tattoo',
  'piece',
  'abs',
];

const VOCABULARY_WORDS: ReadonlySet<string> = new Set(VOCABULARY);

/** A word some parser reads (an area, a subject, money, a unit, a dialogue verb…), as the corrector gives it. */
export function isVocabularyWord(word: string): boolean {
  return VOCABULARY_WORDS.has(word);
}

/**
 * A word of the client's own, which slang may be ("29 tacos", "200 fulas"): no emoji, no common word, and no word
 * the engine reads, as written or as the corrector reads it.
 */
export function isOwnWord(token: Token | undefined): boolean {
  return (
    token?.kind === 'word' &&
    !token.isEmoji &&
    !COMMON_WORDS.has(token.raw) &&
    !isVocabularyWord(token.raw) &&
    !isVocabularyWord(token.text)
  );
}

/** The common words, also as the tokenizer glues them to an elided article: "sull'altro" → "sullaltro". */
const EVERYDAY_WORDS = new Set(
  withElidedForms(
    [...COMMON_WORDS].map((word) => [word, true] as const),
    ELISIONS,
  ).map(([word]) => word),
);

/** Maps a word to the vocabulary word it most likely means; built once per process. */
export const correctWord = createWordCorrector({
  vocabulary: VOCABULARY,
  targets: TARGETS,
  meaningOf: (word) => MEANINGS.get(word),
  commonWords: [...FUNCTION_WORDS],
  everydayWords: EVERYDAY_WORDS,
  knownTypos: KNOWN_TYPOS,
  derivedForms: DERIVED_FORMS,
});
