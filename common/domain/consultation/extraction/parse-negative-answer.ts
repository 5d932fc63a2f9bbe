import { wordsOfEveryLanguage } from '../languages/index.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';

/**
 * A plain "no" in the client's words, in every language read (each language's `negativeAnswers`): "nope",
 * "none", "not really", "no tengo", "não", "pas encore", "keine", "nessuna". On its own it answers a
 * yes-or-no question the assistant just asked ("Do you have any reference images?").
 */
const NEGATIVE_ANSWER_MATCHER = createPhraseMatcher(
  wordsOfEveryLanguage('negativeAnswers').map((phrase) => [phrase, true] as const),
);

/** Sounds and words a client may put before the "no": "hmm no", "honestly nah", "sorry, none of those". */
const LEADING_FILLER = new Set([
  'hmm',
  'hm',
  'hmmm',
  'um',
  'umm',
  'uh',
  'well',
  'honestly',
  'tbh',
  'ah',
  'oh',
  'sorry',
  'mmm',
]);

/** A bare negative is short: "nope no pics", "no budget really", "sin referencias por ahora". */
const MAX_NEGATIVE_ANSWER_WORDS = 6;

/**
 * A message that opens with a "no" and says little else: the answer "no" to the question just asked. The
 * caller decides what a "no" means for that field (no references, no set budget, no date in mind).
 */
export function parseBareNegative(tokens: readonly Token[]): Finding<true> | null {
  const words = tokens.filter((token) => token.kind === 'word');
  if (words.length === 0 || words.length > MAX_NEGATIVE_ANSWER_WORDS) return null;
  const firstWord = tokens.findIndex((token) => token.kind === 'word' && !LEADING_FILLER.has(token.text));
  const match = NEGATIVE_ANSWER_MATCHER.findAll(tokens)[0];
  return match && match.start === firstWord ? match : null;
}
