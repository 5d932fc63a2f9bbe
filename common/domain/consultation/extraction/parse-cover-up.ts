import { wordsOfEveryLanguage } from '../languages/index.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';
import { hasWordAfter, hasWordBefore, isNegated, sentenceAround, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';

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
    for (let offset = 1; offset <= LOOK_AHEAD; offset += 1) {
      if (COVER_TARGETS.has(wordAt(tokens, index + offset))) {
        return { value: true, start: index, end: index + offset + 1 };
      }
    }
  }
  return concealedTattoo(tokens) ?? damagedTattoo(tokens);
}

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
const EXISTING_TATTOO_WORDS = spelledSet(wordsOfEveryLanguage('existingTattooWords'));

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
