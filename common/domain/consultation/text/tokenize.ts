import { EMOJI_MARK } from './normalize-text.ts';

/** A word, a number or a punctuation mark of a normalized message, with its character span. */
export type Token = WordToken | NumberToken | SymbolToken;

export interface WordToken {
  kind: 'word';
  /** The word the parsers compare: lowercase, typos and plurals folded by the spelling corrector. */
  text: string;
  /** The word as written (lowercase), for showing back to the client: "wolves", not "wolf". */
  raw: string;
  /** Said with an emoji ("🐺" → "wolf"), not written: a subject, but a weaker sign of the idea than words. */
  isEmoji?: true;
  start: number;
  end: number;
}

export interface NumberToken {
  kind: 'number';
  text: string;
  value: number;
  /** Set for "1.5k" and "2 grand": nobody measures a tattoo in thousands. */
  impliesMoney?: boolean;
  /**
   * The multiplier the number was said with ("5 hundred" → 100, "1.5k" → 1000): in "4-5 hundred" the bare first
   * end is in hundreds too.
   */
  scale?: number;
  start: number;
  end: number;
}

export interface SymbolToken {
  kind: 'symbol';
  text: string;
  start: number;
  end: number;
}

/** Marks the parsers read; any other character (unknown emoji, control characters) only separates tokens. */
const SYMBOLS = new Set([...'$€£-~+"\'/.,!?¿;:()%@*=<>']);

/**
 * Splits normalized text into words, numbers and symbols in one linear pass (no regex, so no backtracking).
 * Apostrophes inside words are dropped ("don't" → "dont"); hyphens between letters separate words
 * ("neo-trad" → "neo", "trad"); "1,500" and "1.5" are single numbers.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  let isEmoji = false;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (isLetter(code)) {
      index = readWord(text, index, tokens, isEmoji);
      isEmoji = false;
    } else if (text.startsWith(EMOJI_MARK, index)) {
      isEmoji = true;
      index += EMOJI_MARK.length;
    } else if (isDigit(code)) {
      index = readNumber(text, index, tokens);
    } else {
      const char = text.charAt(index);
      const isHyphenInWord =
        char === '-' && isLetter(text.charCodeAt(index - 1)) && isLetter(text.charCodeAt(index + 1));
      if (SYMBOLS.has(char) && !isHyphenInWord)
        tokens.push({ kind: 'symbol', text: char, start: index, end: index + 1 });
      index += 1;
    }
  }
  return tokens;
}

function readWord(text: string, start: number, tokens: Token[], isEmoji: boolean): number {
  let index = start;
  let word = '';
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (isLetter(code)) {
      word += text.charAt(index);
    } else if (code !== APOSTROPHE || !isLetter(text.charCodeAt(index + 1))) {
      break;
    }
    index += 1;
  }
  tokens.push({ kind: 'word', text: word, raw: word, start, end: index, ...(isEmoji && { isEmoji }) });
  return index;
}

function readNumber(text: string, start: number, tokens: Token[]): number {
  let index = start;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    const isSeparatorBeforeDigit = (code === COMMA || code === PERIOD) && isDigit(text.charCodeAt(index + 1));
    if (!isDigit(code) && !isSeparatorBeforeDigit) break;
    index += 1;
  }
  const raw = text.slice(start, index);
  tokens.push({ kind: 'number', text: raw, value: parseNumber(raw), start, end: index });
  return index;
}

/**
 * "1,500" and "1.500" are thousands (nobody writes three decimals for a size or a price);
 * "1,5" and "1.5" are decimals.
 */
export function parseNumber(raw: string): number {
  const groups = raw.split(/[.,]/);
  const [head = '', ...tail] = groups;
  if (tail.length === 0) return Number(head);
  const isThousands = head.length <= 3 && head !== '0' && tail.every((group) => group.length === 3);
  if (isThousands) return Number(groups.join(''));
  const decimal = tail.pop() ?? '';
  return Number(`${[head, ...tail].join('')}.${decimal}`);
}

const APOSTROPHE = 39;
const COMMA = 44;
const PERIOD = 46;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** a-z plus accented Latin letters (normalized text is lowercase). */
function isLetter(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 0xdf && code <= 0x24f && code !== 0xf7) ||
    (code >= FIRST_OTHER_SCRIPT && isOtherScriptLetter(code))
  );
}

/** Greek, the first letter past the Latin blocks the engine's words are written in. */
const FIRST_OTHER_SCRIPT = 0x370;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/**
 * A letter (or its vowel sign) of another script: a name in Hangul, Arabic, Cyrillic, Greek or kanji ("순자",
 * "ليلى") is a word of the message, the words to write, never a gap (fresh-2026-11g). Surrogate halves (emoji)
 * and the private-use emoji mark are not letters.
 */
function isOtherScriptLetter(code: number): boolean {
  if (code >= 0xd800 && code <= 0xf8ff) return false;
  return LETTER_OR_MARK.test(String.fromCharCode(code));
}
