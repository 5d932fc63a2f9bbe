import type { SpecialtyStyle } from '../../../constants/styles.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { isNegated } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import { STYLE_SYNONYMS } from './style-synonyms.ts';

export const STYLE_MATCHER = createPhraseMatcher(STYLE_SYNONYMS);

/**
 * The style a message asks for. When it names several ("neo trad or japanese"), the first one the
 * artist offers wins, else the first named; "not too traditional" names none.
 */
export function parseStyle(
  tokens: readonly Token[],
  preferredStyles: readonly string[],
): Finding<SpecialtyStyle> | null {
  const mentions = STYLE_MATCHER.findAll(tokens).filter((match) => !isNegated(tokens, match.start));
  return mentions.find((match) => preferredStyles.includes(match.value)) ?? mentions[0] ?? null;
}
