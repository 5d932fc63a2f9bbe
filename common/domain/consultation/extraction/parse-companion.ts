import { MINIMUM_CLIENT_AGE } from '../../../constants/limits.ts';
import { dialogueWordsOfEveryLanguage, LANGUAGES } from '../languages/index.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';
import { range, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';

/**
 * Someone the client brings along or who wants a tattoo too: "can i bring my friend? shes 16", "my bf wants
 * one too, he's 17", "can my mom come with me". A question about the studio's policy for another person,
 * never the client's own age (a parent asking for their child is parse-age's "my son is 16" instead).
 */
export interface CompanionFinding {
  /** Their stated age, when given; `ageStart`..`ageEnd` are its tokens, which no other parser may read. */
  age: number | null;
  ageStart: number;
  ageEnd: number;
  /** They want a tattoo too, not only to keep the client company. */
  wantsTattoo: boolean;
  /** The tokens naming them ("my mom"): never a subject of the client's design. */
  personStart: number;
  personEnd: number;
}

/**
 * Friends, partners, siblings, parents and grandparents: every language module's people words (decision 059),
 * so a grandmother coming along is read in each language the engine knows. Children are parse-age's, unless
 * they are brought along.
 */
export const COMPANION_WORDS: ReadonlySet<string> = spelledSet(
  LANGUAGES.flatMap((module) => module.dialogue.people),
);

const wordsOf = dialogueWordsOfEveryLanguage;
const CHILD_WORDS = wordsOf('children');

/** "bring my friend", "traer a mi novia", "amener ma sœur". */
const BRING_WORDS = wordsOf('bringWords');
/** "can my mom come", "my friend wants to tag along", "ma sœur peut venir", "meine Schwester kommt mit". */
const COME_WORDS = wordsOf('comeAlongWords');
/** "i come with my sister", "voy con mi amiga", "vou com minha irmã". */
const WITH_WORDS = wordsOf('withWords');
/** "my friend said to come to you" reports what someone said: no one is coming along. */
const REPORTING_WORDS = new Set([
  'said',
  'says',
  'told',
  'recommended',
  'sent',
  'showed',
  'got',
  'has',
  'had',
]);
/** "wants one too", "can she get one", "también quiere", "veut aussi". */
const WANT_WORDS = wordsOf('wantWords');
/** A wish for a tattoo of their own: "too", "matching", or the tattoo itself ("my sister wants one"). */
const TOO_WORDS = new Set([
  ...wordsOf('alsoWords'),
  ...'one tattoo tat ink piece uno tatuaje uma tatuagem'.split(' '),
]);
/** "she's 16", "ele tem 17", "mi amiga tiene 16". */
const THIRD_PERSON_WORDS = new Set([...wordsOf('thirdPersonPronouns'), 'tiene', 'tem']);
/** Words between a person and their age: "she is only 16", "he's just turning 18", "ma sœur de 16 ans". */
const AGE_LINK_WORDS = new Set(
  [...wordsOf('ageLinks'), 'like'].filter((word) => !THIRD_PERSON_WORDS.has(word)),
);
/** "her 18th birthday": an ordinal and the occasion, after the number. */
const OCCASION_WORDS = new Set([
  'th',
  'st',
  'nd',
  'rd',
  'birthday',
  'bday',
  'cumple',
  'cumpleaños',
  'aniversário',
]);
const TURNING_WORDS = new Set(['turning', 'turns', 'cumple', 'faz']);
/** "16 yr old sister": the suffix after the number. */
const YEARS_OLD_WORDS = new Set(['year', 'years', 'yr', 'yrs', 'yo', 'old']);

/** How far apart the words of one phrase may be ("bring [my best] friend", "[my bf] wants one [too]"). */
const BRING_REACH = 5;
const COME_REACH = 3;
/** "my little sister (15) wants to come watch": the verb after them may come a few words later. */
const COME_AFTER_REACH = 6;
const WANT_REACH = 8;

/** The person the client brings or who wants a tattoo too, with their age if said; null when there is none. */
export function parseCompanion(tokens: readonly Token[]): CompanionFinding | null {
  // Found once, not per person word, so a long message stays linear.
  const pronounComingAt = findLastIndex(
    tokens,
    (index) => PRONOUNS.has(wordAt(tokens, index)) && COME_WORDS.has(wordAt(tokens, index + 1)),
  );
  for (let index = 0; index < tokens.length; index += 1) {
    // A child brought along ("can i bring my daughter? she's 12") keeps the client company; a child who wants
    // one is the one to be tattooed, parse-age's (decision 046).
    const isChild = CHILD_WORDS.has(wordAt(tokens, index));
    if (!COMPANION_WORDS.has(wordAt(tokens, index)) && !isChild) continue;
    const wantsTattoo = !isChild && wantsOneToo(tokens, index);
    if (!wantsTattoo && !isComingAlong(tokens, index, pronounComingAt)) continue;
    const age = companionAge(tokens, index);
    const owner = ownerOf(tokens, index);
    const personStart = owner >= 0 ? owner : wordAt(tokens, index - 1) === 'a' ? index - 1 : index;
    return {
      age: age?.value ?? null,
      ageStart: age?.start ?? -1,
      ageEnd: age?.end ?? -1,
      wantsTattoo,
      personStart,
      personEnd: index + 1,
    };
  }
  return comingWithMe(tokens);
}

const WITH_ME = createPhraseMatcher(
  LANGUAGES.flatMap((module) => module.dialogue.withMeWords).map((phrase) => [phrase, true] as const),
);
/** "pode [ir] comigo", "can he [come] with me": how far before "with me" the verb of coming may be. */
const WITH_ME_REACH = 2;

/**
 * "Ele pode ir comigo à sessão?", "kann er mitkommen?", "can he come with me?": someone the client spoke of before
 * comes along, named by a pronoun or by the verb alone. The client's own coming ("can I come with my sister") names
 * the sister instead, read above.
 */
function comingWithMe(tokens: readonly Token[]): CompanionFinding | null {
  const along = WITH_ME.findAll(tokens).find(
    (match) =>
      COME_WORDS.has(wordAt(tokens, match.start)) ||
      range(match.start - WITH_ME_REACH, match.start).some((index) => COME_WORDS.has(wordAt(tokens, index))),
  );
  if (!along) return null;
  return {
    age: null,
    ageStart: -1,
    ageEnd: -1,
    wantsTattoo: false,
    personStart: along.start,
    personEnd: along.end,
  };
}

/**
 * "shes 20" or "tiene 15" right after the client spoke of someone coming along: that person's age, said a
 * message later (the client's own age is said in the first person).
 */
export function parseCompanionAgeAlone(tokens: readonly Token[]): CompanionFinding | null {
  const age = companionAge(tokens, -1);
  if (!age) return null;
  return {
    age: age.value,
    ageStart: age.start,
    ageEnd: age.end,
    wantsTattoo: false,
    personStart: 0,
    personEnd: 0,
  };
}

/** True when the companion is under the minimum age. */
export function isMinorCompanion(companion: CompanionFinding | null): boolean {
  return companion?.age !== null && companion?.age !== undefined && companion.age < MINIMUM_CLIENT_AGE;
}

const PRONOUNS = new Set(['she', 'he', 'they']);
const POSSESSIVE_WORDS = new Set([...wordsOf('possessives'), 'mis', 'meus', 'minhas']);
/** "my [little] brother", "my [best] friend": words allowed between the possessive and the person. */
const WORDS_BEFORE_PERSON = 2;

/** The possessive owning the person ("my" in "my little bro"), or -1 when nobody's is said. */
function ownerOf(tokens: readonly Token[], person: number): number {
  const owners = range(person - 1 - WORDS_BEFORE_PERSON, person).filter((index) =>
    POSSESSIVE_WORDS.has(wordAt(tokens, index)),
  );
  return owners.at(-1) ?? -1;
}

function isComingAlong(tokens: readonly Token[], person: number, pronounComingAt: number): boolean {
  const before = (reach: number, words: ReadonlySet<string>) =>
    range(person - reach, person).some((index) => words.has(wordAt(tokens, index)));
  if (before(BRING_REACH, BRING_WORDS)) return true;
  // "come with my sister": a verb of coming, then "with", then the person.
  const withAt = range(person - COME_REACH, person).find((index) => WITH_WORDS.has(wordAt(tokens, index)));
  if (
    withAt !== undefined &&
    range(withAt - COME_REACH, withAt).some((index) => COME_WORDS.has(wordAt(tokens, index)))
  )
    return true;
  const after = range(person + 1, person + 1 + COME_AFTER_REACH);
  const comeAt = after.find((index) => COME_WORDS.has(wordAt(tokens, index)));
  if (
    comeAt !== undefined &&
    !range(person + 1, comeAt).some((index) => REPORTING_WORDS.has(wordAt(tokens, index)))
  )
    return true;
  // "my best friend is turning 18 next month, can she come with me?": the pronoun comes along.
  return pronounComingAt > person;
}

/** "my bf wants one too", "mi novia también quiere", "my sister wants a tattoo": a wish close after them. */
function wantsOneToo(tokens: readonly Token[], person: number): boolean {
  // "bro i want a wolf" calls the reader "bro": only "my (little) bro", "mi novia" is someone else.
  if (ownerOf(tokens, person) < 0) return false;
  const after = range(person + 1, person + 1 + WANT_REACH).map((index) => wordAt(tokens, index));
  return after.some((word) => WANT_WORDS.has(word)) && after.some((word) => TOO_WORDS.has(word));
}

/** Their age: "shes 16", "he is only 17", "my friend is 17", "tiene 16", "my 16 yr old sister". */
function companionAge(
  tokens: readonly Token[],
  person: number,
): { value: number; start: number; end: number } | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token?.kind !== 'number' || !Number.isInteger(token.value)) continue;
    // "my 16 yr old sister": the number and its suffix right before the person.
    let suffixEnd = index + 1;
    while (suffixEnd < person && YEARS_OLD_WORDS.has(wordAt(tokens, suffixEnd))) suffixEnd += 1;
    if (suffixEnd === person && suffixEnd > index + 1)
      return { value: token.value, start: index, end: person + 1 };
    let start = index - 1;
    let isTurning = false;
    // "my sister (15)": a bracket between them and the number links like "is".
    while (start >= 0 && (AGE_LINK_WORDS.has(wordAt(tokens, start)) || tokens[start]?.text === '(')) {
      isTurning ||= TURNING_WORDS.has(wordAt(tokens, start));
      start -= 1;
    }
    const subject = wordAt(tokens, start);
    const namesThem = start === person || (start > person && THIRD_PERSON_WORDS.has(subject));
    if (!namesThem || (start === index - 1 && !THIRD_PERSON_WORDS.has(subject))) continue;
    const value = isTurning ? token.value - 1 : token.value;
    // The words from after the person to the number, and "18th birthday" whole: no parser reads them.
    const end = OCCASION_WORDS.has(wordAt(tokens, index + 1))
      ? index + 2 + (OCCASION_WORDS.has(wordAt(tokens, index + 2)) ? 1 : 0)
      : index + 1;
    if (value >= 1 && value <= 99) return { value, start: start === person ? person + 1 : start, end };
  }
  return null;
}

function findLastIndex(tokens: readonly Token[], test: (index: number) => boolean): number {
  for (let index = tokens.length - 1; index >= 0; index -= 1) if (test(index)) return index;
  return -1;
}
