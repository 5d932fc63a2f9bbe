import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import type { NamedSize } from './named-sizes.ts';
import { lengthUnitAt } from './units.ts';

/**
 * ISO 216 paper sizes clients measure a piece by, the same in every language ("about A5", "DIN A6 groß",
 * "formato A4"): the long side, in cm. A3 and larger are a back or a thigh, A7 a small piece.
 */
const LONG_SIDE_CM: Readonly<Record<number, number>> = { 3: 42, 4: 29.7, 5: 21, 6: 14.8, 7: 10.5 };

/**
 * "A5", "a5", "DIN A6": the letter A written against its number (the tokenizer splits "a5" into "a" and 5, so
 * the two must touch in the text: "a 5 cm rose" is a rose of 5 cm). Null when the message names no paper size.
 */
export function parsePaperSize(tokens: readonly Token[]): Finding<NamedSize> | null {
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    const letter = tokens[index];
    const number = tokens[index + 1];
    if (letter?.kind !== 'word' || letter.text !== 'a' || number?.kind !== 'number') continue;
    const cm = LONG_SIDE_CM[number.value];
    if (cm === undefined || letter.end !== number.start || lengthUnitAt(tokens, index + 2)) continue;
    const start = tokens[index - 1]?.text === 'din' ? index - 1 : index;
    return { value: { text: `A${number.value} (~${Math.round(cm)} cm)`, cm }, start, end: index + 2 };
  }
  return null;
}
