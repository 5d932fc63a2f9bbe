import { SPECIALTY_STYLES, type SpecialtyStyle } from '../../constants/styles.ts';
import { parseStyle } from '../consultation/extraction/parse-style.ts';
import { normalizeText } from '../consultation/text/normalize-text.ts';
import { tokenize } from '../consultation/text/tokenize.ts';

const isSpecialtyStyle = (style: string): style is SpecialtyStyle =>
  (SPECIALTY_STYLES as readonly string[]).includes(style);

/**
 * A new piece's style without a vision model (decision 057): one of the artist's own specialty styles that
 * their own words name (a file name, a caption's hashtags), else their only style, else null for the
 * artist to choose. Never guessed from the picture.
 */
export function styleFromOwnWords(
  words: readonly string[],
  artistStyles: readonly string[],
): SpecialtyStyle | null {
  const own = artistStyles.filter(isSpecialtyStyle);
  const named = parseStyle(tokenize(normalizeText(words.join(' '))), own);
  if (named && own.includes(named.value)) return named.value;
  return own.length === 1 ? own[0]! : null;
}
