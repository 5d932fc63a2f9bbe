import { isNegated, wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';

/** "cover up", "cover my old tattoo", "cover an ex's name", "blast over". */
const COVER_TARGETS = new Set([
  'up',
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
export const COVER_UP_WORDS = new Set(['cover', 'coverup', 'blastover', 'blast']);
const LOOK_AHEAD = 3;

/** True when the client wants an existing tattoo covered (issue #4: extraction understands cover-ups). */
export function parseCoverUp(tokens: readonly Token[]): Finding<true> | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const word = wordAt(tokens, index);
    if (!COVER_UP_WORDS.has(word) || isNegated(tokens, index)) continue;
    if (word === 'coverup' || word === 'blastover') return { value: true, start: index, end: index + 1 };
    if (word === 'blast' && wordAt(tokens, index + 1) !== 'over') continue;
    for (let offset = 1; offset <= LOOK_AHEAD; offset += 1) {
      if (COVER_TARGETS.has(wordAt(tokens, index + offset))) {
        return { value: true, start: index, end: index + offset + 1 };
      }
    }
  }
  return null;
}
