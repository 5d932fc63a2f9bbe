import { dialogueWordsOfEveryLanguage, wordsOfEveryLanguage } from '../languages/index.ts';
import { spelledSet } from '../text/spellings.ts';
import { crossesSentenceEnd, range, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { INTENT_CUE_MATCHER } from './idea-words.ts';
import type { AgeFinding } from './parse-age.ts';
import { LETTERING_WORDS } from './parse-client-state.ts';
import { STYLE_MATCHER } from './parse-style.ts';

/**
 * Whose age a number is (decision 046): the subject of its sentence, read the same way in every language from
 * each module's people, pronoun and link words, never one phrase per relative. "asking for my little brother,
 * he's 16", "pregunto por mi hermano, tiene 16", "ich frage für meinen kleinen Bruder, er ist 16", "my sister is
 * 15 … can i book it for her?": the client writes for someone else, whose age decides (the age of the one to be
 * tattooed, decision 018). "my mum (she's 52) wants one too" is someone along, read by parse-companion.ts.
 */

const wordsOf = dialogueWordsOfEveryLanguage;

const PEOPLE = wordsOf('people');
const CHILDREN = wordsOf('children');
const POSSESSIVES = wordsOf('possessives');
const PRONOUNS = wordsOf('thirdPersonPronouns');
const LINKS = wordsOf('ageLinks');
const ON_BEHALF = wordsOf('onBehalfOf');
const ALSO = wordsOf('alsoWords');
const WANT = wordsOf('wantWords');
const FIRST_PERSON = spelledSet(wordsOfEveryLanguage('firstPersonPronouns'));

/** "my little brother", "meinen kleinen Bruder": words allowed between the possessive and the person. */
const MAX_WORDS_BEFORE_PERSON = 2;
/** "years old", "años", "anni": words an age may carry after it. */
const MIN_AGE = 1;
const MAX_AGE = 99;

/** The age of someone the client writes for, or null when the message is not on someone else's behalf. */
export function parseAgeOfSomeoneElse(tokens: readonly Token[]): AgeFinding | null {
  const wantsOneToo = tokens.some((_, index) => ALSO.has(wordAt(tokens, index))) && hasWish(tokens);
  if (wantsOneToo) return null;
  for (const person of peopleIn(tokens)) {
    const isChild = CHILDREN.has(wordAt(tokens, person));
    if (!isChild && !isWrittenFor(tokens, person)) continue;
    // "can i bring my daughter along?", "un retrato de mi hija": a child brought along or drawn is not the one
    // to be tattooed; their age is theirs (a companion's is parse-companion's).
    if (
      isChild &&
      (isBroughtAlong(tokens, person) || isTheDesign(tokens, person) || madeTheDesign(tokens, person))
    )
      continue;
    const age = ageOf(tokens, person);
    if (age) return { ...age, isSomeoneElse: true };
  }
  return null;
}

/**
 * "my daughter wants a small butterfly", "minha filha quer fazer uma borboleta", "mein Sohn will einen Anker": the
 * piece is someone else's wish, so the client writes for them, and their age said later ("she's 16", "ela tem 16
 * anos") is the one that decides.
 */
export function writesForSomeone(tokens: readonly Token[]): boolean {
  // "my mum wants one too", "mi hermana quiere venir conmigo", "eu e meu namorado queremos": someone along, or
  // the client beside them, not someone the client writes for.
  const isAlong = (word: string) => ALSO.has(word) || BRING.has(word) || FIRST_PERSON.has(word);
  if (tokens.some((_, index) => isAlong(wordAt(tokens, index)))) return false;
  return peopleIn(tokens).some((person) =>
    range(person + 1, person + 1 + WISH_REACH).some((at) => WANT.has(wordAt(tokens, at))),
  );
}
/** "my daughter [really] wants": the wish follows the person closely. */
const WISH_REACH = 2;

/**
 * People named with their age ("minha mãe (58)", "a minha avó de 82 anos", "my sister is 19"): people in the
 * chat, never the design (decision 059). Token indexes of the person words.
 */
export function peopleWithAges(tokens: readonly Token[]): number[] {
  // "a realistic portrait of my daughter (she's 6)": drawn, the person is the design, whatever their age.
  return peopleIn(tokens).filter((person) => ageOf(tokens, person) !== null && !isTheDesign(tokens, person));
}

/** Indexes of people named with a possessive: "my (little) brother", "mi hermano", "meinen kleinen Bruder". */
function peopleIn(tokens: readonly Token[]): number[] {
  const found: number[] = [];
  tokens.forEach((_, index) => {
    const word = wordAt(tokens, index);
    if (!PEOPLE.has(word) && !CHILDREN.has(word)) return;
    const owned = range(index - 1 - MAX_WORDS_BEFORE_PERSON, index).some((at) =>
      POSSESSIVES.has(wordAt(tokens, at)),
    );
    if (owned) found.push(index);
  });
  return found;
}

/**
 * The message is for them: "for my brother" (the words of "for" right before the possessive), or "book it for
 * her" after they were named; never "I want a tattoo for my mum", which dedicates the client's own piece.
 */
function isWrittenFor(tokens: readonly Token[], person: number): boolean {
  const possessive = range(person - 1 - MAX_WORDS_BEFORE_PERSON, person).find((at) =>
    POSSESSIVES.has(wordAt(tokens, at)),
  );
  const forThem =
    (possessive !== undefined && ON_BEHALF.has(wordAt(tokens, possessive - 1))) ||
    tokens.some(
      (_, at) => at > person && ON_BEHALF.has(wordAt(tokens, at)) && PRONOUNS.has(wordAt(tokens, at + 1)),
    );
  if (!forThem) return false;
  const ownWish = INTENT_CUE_MATCHER.findAll(tokens).some((cue) => cue.start < person);
  return !ownWish;
}

/** "bring my daughter", "traer a mi hijo", "venir avec ma fille": a verb of bringing or coming before them. */
function isBroughtAlong(tokens: readonly Token[], person: number): boolean {
  return range(person - ALONG_REACH, person).some((at) => BRING.has(wordAt(tokens, at)));
}
const BRING = new Set([...wordsOf('bringWords'), ...wordsOf('comeAlongWords'), ...wordsOf('withWords')]);
const ALONG_REACH = 4;

/** "a portrait of my daughter", "o nome do meu filho", "retrato realista da minha filha": a piece of them. */
function isTheDesign(tokens: readonly Token[], person: number): boolean {
  const before = range(person - DESIGN_REACH, person);
  return (
    STYLE_MATCHER.findAll(tokens).some((match) => before.includes(match.start)) ||
    before.some((at) => LETTERING_WORDS.has(wordAt(tokens, at)))
  );
}
const DESIGN_REACH = 5;

/** "my daughter (she's 7) drew a cat", "a letra da minha filha", "die Zeichnung meines Sohnes": their work is the piece. */
function madeTheDesign(tokens: readonly Token[], person: number): boolean {
  return range(Math.max(0, person - AUTHOR_REACH), person + AUTHOR_REACH + 1).some(
    (at) => AUTHORSHIP.has(wordAt(tokens, at)) && !crossesSentenceEnd(tokens, person, at),
  );
}
const AUTHORSHIP = wordsOf('authorshipWords');
/** "my daughter (she's 7) drew", "mein Sohn (5) hat ein Auto gemalt": an age in brackets, a verb at the end. */
const AUTHOR_REACH = 8;

function hasWish(tokens: readonly Token[]): boolean {
  return tokens.some((_, index) => WANT.has(wordAt(tokens, index)));
}

/**
 * The number that is this person's age: walking back from it over link words ("is", "tiene", "ist", "ha") and
 * a comma or bracket, the subject reached is the person, or a pronoun after them ("my brother, he's 16").
 */
function ageOf(tokens: readonly Token[], person: number): Omit<AgeFinding, 'isSomeoneElse'> | null {
  for (let index = person + 1; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token?.kind !== 'number' || !Number.isInteger(token.value)) continue;
    if (token.value < MIN_AGE || token.value > MAX_AGE) continue;
    let start = index - 1;
    while (start > person && LINKS.has(wordAt(tokens, start))) start -= 1;
    if (start > person && (tokens[start]?.text === ',' || tokens[start]?.text === '(')) start -= 1;
    const isThem = start === person || (start > person && PRONOUNS.has(wordAt(tokens, start)));
    if (isThem) return { value: token.value, start: start === person ? person + 1 : start, end: index + 1 };
  }
  return null;
}
