import { wordsOfEveryLanguage } from '../languages/index.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';
import {
  hasWordAfter,
  hasWordBefore,
  isClauseBreak,
  isNegated,
  range,
  sentenceAround,
  wordAt,
} from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import { INTENT_CUE_MATCHER } from './idea-words.ts';
import type { Span } from './someone-elses.ts';

/** "cover up", "cover ups", "cover my old tattoo", "cover an ex's name", "cover it with", "blast over". */
const COVER_TARGETS = new Set([
  'up',
  'ups',
  'it',
  'name',
  'over',
  'old',
  'existing',
  'tattoo',
  'ex',
  'exs',
  'previous',
  'bad',
  'faded',
]);
export const COVER_UP_WORDS = new Set(['cover', 'coverup', 'blastover', 'blast', 'covered', 'covering']);
/** "cobrir", "cobertura", "tapar", "copertura": a cover-up without more words, in every language. */
const COVER_UP_ALONE = spelledSet(wordsOfEveryLanguage('coverUpWords'));
/** "can it be covered", "old armband covered": the old tattoo comes before. */
const COVERED_WORDS = new Set(['covered', 'covering']);
const COVERED_AFTER = new Set([
  'it',
  'tattoo',
  'old',
  'ex',
  'exs',
  'name',
  'band',
  'armband',
  'faded',
  'bad',
  'one',
]);
const LOOK_AHEAD = 3;
const LOOK_BEHIND = 4;

/** True when the client wants an existing tattoo covered (issue #4: extraction understands cover-ups). */
export function parseCoverUp(tokens: readonly Token[]): Finding<true> | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const word = wordAt(tokens, index);
    if ((!COVER_UP_WORDS.has(word) && !COVER_UP_ALONE.has(word)) || isNegated(tokens, index)) continue;
    if (COVER_UP_ALONE.has(word)) return { value: true, start: index, end: index + 1 };
    if (COVERED_WORDS.has(word)) {
      if (hasWordBefore(tokens, index, COVERED_AFTER, LOOK_BEHIND))
        return { value: true, start: index, end: index + 1 };
      continue;
    }
    if (word === 'blast' && wordAt(tokens, index + 1) !== 'over') continue;
    if (coversTheCost(tokens, index)) continue;
    for (let offset = 1; offset <= LOOK_AHEAD; offset += 1) {
      if (COVER_TARGETS.has(wordAt(tokens, index + offset))) {
        return { value: true, start: index, end: index + offset + 1 };
      }
    }
  }
  return concealedTattoo(tokens) ?? damagedTattoo(tokens);
}

/**
 * "4 benjamins saved up, reckon that'll cover it?": after an amount in the same sentence, "cover it" asks whether
 * the money is enough (the client's budget question), not to cover an old tattoo; "can you cover it" still asks
 * the artist to cover one.
 */
function coversTheCost(tokens: readonly Token[], index: number): boolean {
  if (wordAt(tokens, index) !== 'cover' || wordAt(tokens, index + 1) !== 'it') return false;
  if (ARTIST_AS_SUBJECT.has(wordAt(tokens, index - 1))) return false;
  return range(sentenceAround(tokens, index).start, index).some((at) => tokens[at]?.kind === 'number');
}

/** "can you cover it", "could u cover it": the artist does the covering. */
const ARTIST_AS_SUBJECT = new Set(['you', 'u', 'ya', 'yall']);

export const DAMAGED_TATTOO_MATCHER = createPhraseMatcher(
  wordsOfEveryLanguage('damagedTattooWords').map((phrase) => [phrase, true] as const),
);

/**
 * "my old tattoo from a mate's kitchen blew out", "mi tatuaje se corrió", "das alte Tattoo ist verlaufen": an
 * existing tattoo gone wrong, in the same sentence, is one to fix or cover (fresh-2026-11g).
 */
export function damagedTattoo(tokens: readonly Token[]): Finding<true> | null {
  for (const match of DAMAGED_TATTOO_MATCHER.findAll(tokens)) {
    if (isNegated(tokens, match.start)) continue;
    const sentence = sentenceAround(tokens, match.start);
    if (namesOwnTattoo(tokens, sentence.start, sentence.end))
      return { value: true, start: match.start, end: match.end };
  }
  return null;
}

/** "tattoo", "tatuaje": a tattoo, any; "old", "ex", "existing" or "my tattoo" make it one already on the skin. */
const ANY_TATTOO_WORDS = spelledSet(wordsOfEveryLanguage('tattooWords'));
const OWN_WORDS = spelledSet(wordsOfEveryLanguage('possessives'));

/** "my old tattoo", "mi tatuaje", "das alte Tattoo": the sentence speaks of a tattoo the client already has, not
 * of a blurry photo of one they want. */
function namesOwnTattoo(tokens: readonly Token[], start: number, end: number): boolean {
  for (let index = start; index < end; index += 1) {
    const word = wordAt(tokens, index);
    if (EXISTING_TATTOO_WORDS.has(word) && !ANY_TATTOO_WORDS.has(word)) return true;
    if (ANY_TATTOO_WORDS.has(word) && OWN_WORDS.has(wordAt(tokens, index - 1))) return true;
  }
  return false;
}

const CONCEAL_VERBS = spelledSet(wordsOfEveryLanguage('concealVerbs'));
/** A tattoo already on the skin: "tattoo", "name", "ex", and the old-words ("old", "viejo", "altes"). */
export const EXISTING_TATTOO_WORDS = spelledSet([
  ...wordsOfEveryLanguage('existingTattooWords'),
  ...wordsOfEveryLanguage('oldTattooWords'),
]);

const OBJECT_PRONOUNS = spelledSet(wordsOfEveryLanguage('objectPronouns'));

/** "hide my ex's name", "esconder uma tatuagem velha", "ein altes Tattoo überdecken": a cover-up in other words. */
function concealedTattoo(tokens: readonly Token[]): Finding<true> | null {
  for (let index = 0; index < tokens.length; index += 1) {
    if (!CONCEAL_VERBS.has(wordAt(tokens, index)) || isNegated(tokens, index)) continue;
    const isTattooThere =
      hasWordAfter(tokens, index, EXISTING_TATTOO_WORDS, LOOK_AHEAD) ||
      hasWordBefore(tokens, index, EXISTING_TATTOO_WORDS, LOOK_BEHIND) ||
      // "Ich habe ein altes Tattoo … Kannst du den mit Blumen überdecken?": a pronoun points back at it.
      (hasWordBefore(tokens, index, OBJECT_PRONOUNS, LOOK_BEHIND) && namesOwnTattoo(tokens, 0, index));
    if (isTattooThere) return { value: true, start: index, end: index + 1 };
  }
  return null;
}

const OLD_WORDS = spelledSet(wordsOfEveryLanguage('oldTattooWords'));
const OWN_HAVING_VERBS = spelledSet(wordsOfEveryLanguage('ownHavingVerbs'));
export const NEW_PIECE_CUES = spelledSet(wordsOfEveryLanguage('newPieceCues'));
/** "[an old] tribal", "uma [tatuagem antiga de um] tribal": how far before the described words an old-word reaches. */
const OLD_WORD_REACH_BACK = 3;
/** "an old [tribal band on my]", "[I have a] tribal": how far after an old-word or a having verb the old piece runs. */
const OLD_PIECE_REACH = 4;

/**
 * Where a cover-up message describes the tattoo already on the skin (issue #23: "in a cover-up the style is the new
 * piece's"), read the same way in every language: around an old-word ("an old tribal on my shoulder", "un tribal
 * viejo", "uma tatuagem antiga de um tribal", "ein altes Tribal") and after the client's own having verb ("I have a
 * tribal band … can you cover it", "tengo un tribal", "j'ai un tribal"). A span never crosses a clause break, a cover
 * word or a word that brings in the new piece ("with a realism wolf", "con un león"). Read in cover-up messages only.
 */
export function oldPieceSpans(
  tokens: readonly Token[],
  /** Phrases an old-word is part of ("old school" is a style): there it describes nothing. */
  phrases: readonly Span[],
): Span[] {
  const spans: Span[] = [];
  const isInPhrase = (index: number) => phrases.some((span) => index >= span.start && index < span.end);
  // "i want my old tribal armband covered": the wish before the old tattoo is the client's, not the tattoo's.
  const wishes = INTENT_CUE_MATCHER.findAll(tokens);
  const isWish = (index: number) => wishes.some((span) => index >= span.start && index < span.end);
  tokens.forEach((_, index) => {
    const word = wordAt(tokens, index);
    if (OLD_WORDS.has(word) && !isYearsOld(tokens, index) && !isInPhrase(index))
      spans.push({ start: reachBack(tokens, index, isWish), end: reachForward(tokens, index) });
    else if (OWN_HAVING_VERBS.has(word)) spans.push({ start: index, end: reachForward(tokens, index) });
  });
  return spans;
}

/** "when I was 19 years old": an age, not a tattoo's. */
function isYearsOld(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1];
  return before?.kind === 'number' || tokens[index - 2]?.kind === 'number';
}

function endsOldPiece(tokens: readonly Token[], index: number): boolean {
  const word = wordAt(tokens, index);
  return (
    isClauseBreak(tokens[index]) ||
    NEW_PIECE_CUES.has(word) ||
    COVER_UP_WORDS.has(word) ||
    COVER_UP_ALONE.has(word) ||
    CONCEAL_VERBS.has(word)
  );
}

function reachBack(tokens: readonly Token[], index: number, isWish: (index: number) => boolean): number {
  let start = index;
  while (
    start > 0 &&
    index - start < OLD_WORD_REACH_BACK &&
    !endsOldPiece(tokens, start - 1) &&
    !isWish(start - 1) &&
    !FIRST_PERSON.has(wordAt(tokens, start - 1))
  )
    start -= 1;
  return start;
}
const FIRST_PERSON = spelledSet(wordsOfEveryLanguage('firstPersonPronouns'));

function reachForward(tokens: readonly Token[], index: number): number {
  let end = index + 1;
  while (end < tokens.length && end - index <= OLD_PIECE_REACH && !endsOldPiece(tokens, end)) end += 1;
  return end;
}
