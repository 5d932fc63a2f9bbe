import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';

/**
 * A plain "no" in the client's words, in the languages the engine reads: "nope", "nah", "none", "not
 * really", "don't have any", "no tengo", "ninguna", "não", "pas de…", "nein", "nessuna". On its own it answers a yes-or-no
 * question the assistant just asked ("Do you have any reference images?", "Do you have a budget in mind?").
 */
export const NEGATIVE_ANSWER_PHRASES = [
  'no',
  'nope',
  'nah',
  'naw',
  'nop',
  'none',
  'none of those',
  'none of them',
  'neither',
  'neither of those',
  'neither of them',
  'nothing',
  'not really',
  'not yet',
  'not rn',
  'not atm',
  'not at the moment',
  'not right now',
  'not for now',
  'no not really',
  'not at all',
  'dont',
  'i dont',
  'no i dont',
  'dont have',
  'dont have any',
  'i dont have',
  'i dont have any',
  'i havent',
  'havent got',
  'i havent got',
  'zero',
  // Spanish
  'nada',
  'ninguna',
  'ninguno',
  'ni uno ni otro',
  'ni una ni otra',
  'no tengo',
  'todavía no',
  'todavia no',
  'aún no',
  'aun no',
  'sin',
  // Portuguese
  'não',
  'nao',
  'nenhuma',
  'nenhum',
  'nenhum deles',
  'nenhuma delas',
  'não tenho',
  'nao tenho',
  'ainda não',
  'ainda nao',
  'sem',
  'nem',
  'nem pensar',
  'de jeito nenhum',
  // French
  'non',
  'pas de',
  'pas encore',
  'aucune',
  'aucun',
  'ni lun ni lautre',
  'ni lune ni lautre',
  'je nai pas',
  'nan',
  'pas vraiment',
  // German and Italian (decision 018); Italian "no" and "non" are above
  'nein',
  'nö',
  'nee',
  'kein',
  'keine',
  'keinen',
  'keins',
  'keiner',
  'keines',
  'noch nicht',
  'nicht wirklich',
  'nessuna',
  'nessuno',
  'nessuno dei due',
  'nessuna delle due',
  'niente',
  'non ancora',
  'non proprio',
  'para nada',
];

const NEGATIVE_ANSWER_MATCHER = createPhraseMatcher(
  NEGATIVE_ANSWER_PHRASES.map((phrase) => [phrase, true] as const),
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
