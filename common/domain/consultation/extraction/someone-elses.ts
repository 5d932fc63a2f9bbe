import { wordsOfEveryLanguage } from '../languages/index.ts';
import { spelledSet } from '../text/spellings.ts';
import { isClauseBreak, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import { INTENT_CUE_MATCHER } from './idea-words.ts';
import { COMPANION_WORDS } from './parse-companion.ts';
import { PEOPLE_SUBJECTS } from './tattoo-subjects.ts';

const POSSESSIVES = spelledSet(wordsOfEveryLanguage('possessives'));
const PRONOUNS = spelledSet(wordsOfEveryLanguage('thirdPersonPronouns'));
const CONTRASTS = spelledSet(wordsOfEveryLanguage('contrastWords'));
const FIRST_PERSON = spelledSet(wordsOfEveryLanguage('firstPersonPronouns'));
const HAVING = spelledSet(wordsOfEveryLanguage('havingVerbs'));
/** "my mum [has]", "she [already] got": the verb follows the person closely. */
const VERB_REACH = 2;
/** Words a clause may open with before its subject: "and", "lol", "so", "haha". */
const OPENING_REACH = 2;
/** "my [best] friend", "mi [mejor] amiga": a word may stand between the possessive and the person. */
const PERSON_REACH = 2;

export interface Span {
  start: number;
  end: number;
}

/**
 * Clauses about someone else's tattoo (decision 047): a person or pronoun and what they have or got ("my mum has
 * a huge back piece", "my best friend got a massive one on her thigh", "mi hermana tiene uno enorme"). Their sizes and placements are never the client's; a clause ends at
 * punctuation or a contrast ("…, but i want a tiny star"), and one that goes on to speak of the client ("my
 * mum and i want matching ones", "my daughter's name on my wrist") is theirs.
 */
export function someoneElsesClauses(tokens: readonly Token[]): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (let index = 0; index <= tokens.length; index += 1) {
    const token = tokens[index];
    const endsClause = token === undefined || isClauseBreak(token) || CONTRASTS.has(wordAt(tokens, index));
    if (!endsClause) continue;
    const personEnd = someoneElseOpening(tokens, start, index);
    const isTheirs = personEnd !== null && hasVerbAfter(tokens, personEnd, index);
    if (isTheirs && !speaksOfClient(tokens, personEnd, index)) spans.push({ start, end: index });
    start = index + 1;
  }
  return spans;
}

/** The index after "my mum" or "she" opening the clause, else null. */
function someoneElseOpening(tokens: readonly Token[], start: number, end: number): number | null {
  for (let index = start; index < end && index <= start + OPENING_REACH; index += 1) {
    const word = wordAt(tokens, index);
    if (PRONOUNS.has(word)) return index + 1;
    const person = POSSESSIVES.has(word) ? personAfter(tokens, index + 1, end) : null;
    if (person !== null) return person + 1;
  }
  return null;
}

function hasVerbAfter(tokens: readonly Token[], start: number, end: number): boolean {
  for (let index = start; index < end && index < start + VERB_REACH; index += 1)
    if (HAVING.has(wordAt(tokens, index))) return true;
  return false;
}

/**
 * "…on my wrist", "…and i want one", "…y quiero la misma": the rest of the clause speaks of the client too, by a
 * first-person word or a wish of theirs (a language that drops the pronoun says it in the verb).
 */
function speaksOfClient(tokens: readonly Token[], start: number, end: number): boolean {
  for (let index = start; index < end; index += 1) {
    const word = wordAt(tokens, index);
    if (FIRST_PERSON.has(word) || POSSESSIVES.has(word)) return true;
  }
  return INTENT_CUE_MATCHER.findAll(tokens.slice(start, end)).length > 0;
}

function personAfter(tokens: readonly Token[], start: number, end: number): number | null {
  for (let index = start; index < end && index < start + PERSON_REACH; index += 1) {
    const word = wordAt(tokens, index);
    if (COMPANION_WORDS.has(word) || PEOPLE_SUBJECTS.has(word)) return index;
  }
  return null;
}
