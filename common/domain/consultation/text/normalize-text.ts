import { EMOJI_WORDS } from './emoji-words.ts';

/** Typographic variants folded to what the tokenizer reads; '&' becomes a word so "b&g" matches "b and g". */
const CHAR_REPLACEMENTS: ReadonlyMap<string, string> = new Map([
  ['\u2019', "'"],
  ['\u2018', "'"],
  ['\u00b4', "'"],
  ['`', "'"],
  ['\u201c', '"'],
  ['\u201d', '"'],
  ['&', ' and '],
  ['\u00d7', ' x '],
  // "4½" is four and a half; "½ sleeve" a half sleeve (the number reader adds a half only to a number).
  ['\u00bd', ' and a half '],
  ['\u2013', ' - '],
  ['\u2014', ' - '],
  ['\u00a0', ' '],
  ['#', ' '],
  ['_', ' '],
  // Emoji glue: variation selector, zero-width joiner and skin tones carry no meaning here.
  ['\ufe0f', ''],
  ['\u200d', ''],
  ['\u{1f3fb}', ''],
  ['\u{1f3fc}', ''],
  ['\u{1f3fd}', ''],
  ['\u{1f3fe}', ''],
  ['\u{1f3ff}', ''],
  // Keycaps: "2️⃣4️⃣" is the digit, its selector and this enclosing keycap mark: 24.
  ['\u20e3', ''],
  ['\u{1f51f}', ' 10 '],
]);

/** Shorthand with a slash, which the tokenizer would otherwise split into letters. */
const SLASH_SHORTHANDS: ReadonlyArray<readonly [string, string]> = [
  ['w/o', ' without '],
  ['w/', ' with '],
  ['y/o', ' yo '],
  ['b/w', ' black and grey '],
  ['b/g', ' black and grey '],
];

/**
 * Lowercases and folds emoji, curly quotes and shorthand into plain text the parsers read.
 * Never throws; keeps character positions meaningless on purpose (callers only use the result).
 */
export function normalizeText(raw: string): string {
  let text = '';
  for (const char of raw.toLowerCase()) {
    text += CHAR_REPLACEMENTS.get(char) ?? spaced(EMOJI_WORDS.get(char)) ?? char;
  }
  for (const [shorthand, words] of SLASH_SHORTHANDS) {
    if (text.includes(shorthand)) text = text.split(shorthand).join(words);
  }
  return text;
}

/**
 * Marks each word an emoji stands for, so the tokenizer can tell it from a written word: "a sprig of lavender
 * 💜" is lavender, the heart only decorates it (decision 049). A private-use character, found in no message.
 */
export const EMOJI_MARK = '\u{E000}';

function spaced(word: string | undefined): string | undefined {
  if (word === undefined) return undefined;
  return ` ${word
    .split(' ')
    .map((part) => `${EMOJI_MARK}${part}`)
    .join(' ')} `;
}
