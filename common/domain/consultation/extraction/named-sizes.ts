import type { TattooSize } from '../brief.ts';
import { wordsOfEveryLanguage } from '../languages/index.ts';

/** A size said in words; sleeves and back pieces also say where the tattoo goes. */
export interface NamedSize extends TattooSize {
  impliedArea?: string;
}

/**
 * Issue #4: the sizes clients name in words, with a rough largest dimension in cm; the languages name them
 * ("palm sized", "tamaño de la palma"). Vague sizes are enough not to ask again, not enough for a quote:
 * clarity gives them half credit (see clarity.ts).
 */
const SIZES = {
  'palm-sized': { text: 'palm-sized', cm: 8 },
  'hand-sized': { text: 'hand-sized', cm: 15 },
  'fist-sized': { text: 'fist-sized', cm: 9 },
  'coin-sized': { text: 'coin-sized', cm: 2.5 },
  'credit-card-sized': { text: 'credit-card-sized', cm: 8.5 },
  'phone-sized': { text: 'phone-sized', cm: 14 },
  'matchbox-sized': { text: 'matchbox-sized', cm: 5 },
  'quarter sleeve': { text: 'quarter sleeve', cm: 20, impliedArea: 'upper arm' },
  'half sleeve': { text: 'half sleeve', cm: 35, impliedArea: 'arm' },
  'forearm sleeve': { text: 'forearm sleeve', cm: 30, impliedArea: 'forearm' },
  'full sleeve': { text: 'full sleeve', cm: 60, impliedArea: 'arm' },
  'leg sleeve': { text: 'leg sleeve', cm: 80, impliedArea: 'leg' },
  'half back': { text: 'half back', cm: 35, impliedArea: 'back' },
  'back piece': { text: 'back piece', cm: 60, impliedArea: 'back' },
  'chest piece': { text: 'chest piece', cm: 35, impliedArea: 'chest' },
  micro: { text: 'micro', cm: 2, isVague: true },
  tiny: { text: 'tiny', cm: 3, isVague: true },
  small: { text: 'small', cm: 6, isVague: true },
  medium: { text: 'medium', cm: 12, isVague: true },
  large: { text: 'large', cm: 25, isVague: true },
  huge: { text: 'huge', cm: 40, isVague: true },
} as const satisfies Record<string, NamedSize>;

export type SizeName = keyof typeof SIZES;

/** The size a name stands for ("half sleeve" → 35 cm on the arm). */
export function namedSize(name: SizeName): NamedSize {
  return SIZES[name];
}

/** "palm-sized", "half sleeve", "back piece", in every language read. */
export const NAMED_SIZE_PHRASES = sizePhrases('namedSizes');
/** Vague size words read wherever they stand ("small", "huge"). */
export const VAGUE_SIZE_PHRASES = sizePhrases('vagueSizes');
/**
 * Size words read as an answer (to the size question, or a message of one or two words: "pequeña",
 * "PEQUENA"), or next to the subject they describe ("una rosa pequeña", "un petit dragon"; parse-size.ts).
 * Elsewhere they are not about the tattoo ("un pequeño negocio", "una gran fan").
 */
export const ANSWER_VAGUE_SIZE_PHRASES = sizePhrases('sizeWordsBesideSubject');

function sizePhrases(
  kind: 'namedSizes' | 'vagueSizes' | 'sizeWordsBesideSubject',
): ReadonlyArray<readonly [string, NamedSize]> {
  return wordsOfEveryLanguage(kind).map(([phrase, size]) => [phrase, SIZES[size]] as const);
}
