import { dialogueWordsOfEveryLanguage, LANGUAGES } from '../languages/index.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';
import { wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';

/**
 * An adult who says so without a number: "I'm over 18", "soy mayor de edad", "sono maggiorenne", or a decade
 * of life ("in my thirties", "j'ai la trentaine", "ich bin in den Dreißigern", "late 20s"). Each language's
 * words are in its module (decision 059); the decades are made from its own tens words, never listed.
 */

const wordsOf = dialogueWordsOfEveryLanguage;

const ADULT_STATEMENT_MATCHER = createPhraseMatcher<true>(
  LANGUAGES.flatMap((module) => module.dialogue.adultStatements).map((phrase) => [phrase, true] as const),
);

const FIRST_DECADE_OF_ADULTHOOD = 20;
const LAST_DECADE = 90;
const isAdultDecade = (value: number) =>
  value % 10 === 0 && value >= FIRST_DECADE_OF_ADULTHOOD && value <= LAST_DECADE;

/** "thirty" + "ies", "trente" + "aine": each language's one-word tens with its decade endings. */
const DECADE_WORDS: ReadonlySet<string> = spelledSet(
  LANGUAGES.flatMap((module) => {
    const tens = module.numbers.values.filter(([word, value]) => !word.includes(' ') && isAdultDecade(value));
    return tens.flatMap(([word]) =>
      module.dialogue.decadeEndings.map((ending) => word.replace(/[aeiouy]$/, '') + ending),
    );
  }),
);
/** "30s", "30's", "30er": a number with a decade ending. */
const NUMBER_DECADE_ENDINGS = wordsOf('decadeEndings');

/** The client speaking of themselves before the decade: "in my", "j'ai la", "ich bin in den", "sono sulla". */
const SELF_CUES = new Set([...wordsOf('selfWords'), ...wordsOf('selfAgeLinks'), ...wordsOf('possessives')]);
/** "my mum is in her fifties": someone else's decade. */
const OTHER_PERSON = new Set([
  ...wordsOf('people'),
  ...wordsOf('children'),
  ...wordsOf('thirdPersonPronouns'),
]);
/** "ich bin in den Dreißigern": at most this many words between the client and their decade. */
const MAX_WORDS_TO_DECADE = 3;

/** True when the client says they are an adult without giving their age; null when the message does not. */
export function parseAdultStatement(tokens: readonly Token[]): true | null {
  return findAdultStatement(tokens) ? true : null;
}

/** Where the client says so: "sou maior de idade" is no size made bigger ("maior") (size-references.ts). */
export function findAdultStatement(tokens: readonly Token[]): { start: number; end: number } | null {
  const statement = ADULT_STATEMENT_MATCHER.findAll(tokens)[0];
  if (statement) return statement;
  const decade = tokens.findIndex((_, index) => isDecadeAt(tokens, index) && isClientsOwn(tokens, index));
  return decade < 0 ? null : { start: decade, end: decade + 1 };
}

function isDecadeAt(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token?.kind === 'word') return DECADE_WORDS.has(token.text);
  if (token?.kind !== 'number' || !isAdultDecade(token.value)) return false;
  const ending = tokens[index + 1]?.text === "'" ? index + 2 : index + 1;
  return NUMBER_DECADE_ENDINGS.has(wordAt(tokens, ending));
}

function isClientsOwn(tokens: readonly Token[], decadeIndex: number): boolean {
  for (let index = decadeIndex - 1; index >= Math.max(0, decadeIndex - MAX_WORDS_TO_DECADE); index -= 1) {
    const word = wordAt(tokens, index);
    if (OTHER_PERSON.has(word)) return false;
    if (SELF_CUES.has(word)) return true;
  }
  return false;
}
