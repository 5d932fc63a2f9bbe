import type { Contact } from '../brief.ts';
import { COMMON_WORDS } from '../text/common-words.ts';
import { normalizeText } from '../text/normalize-text.ts';
import { type Token, tokenize, type WordToken } from '../text/tokenize.ts';
import { parseContactDetails } from './parse-contact.ts';
import { readNumbers } from './read-numbers.ts';
import { correctWord, isVocabularyWord } from './vocabulary.ts';

export interface MessageText {
  tokens: Token[];
  contact: Contact | null;
  hasLink: boolean;
}

/**
 * Turns one message into tokens the parsers read: contact details and links taken out first, then emoji,
 * typos, plurals and number words folded ("1.5k" → 1500, "forarm" → "forearm", "wolves" → "wolf").
 */
export function readMessage(content: string, maxChars: number): MessageText {
  const { contact, hasLink, rest } = parseContactDetails(content.slice(0, maxChars).toLowerCase());
  const tokens = tokenize(normalizeText(rest)).map((token) =>
    token.kind === 'word' ? { ...token, text: correctWord(token.text) } : token,
  );
  return { tokens: readNumbers(joinSplitWords(tokens)), contact, hasLink };
}

/** A word split in two is long: "ante brazo", "pre supuesto", never "in to". */
const MIN_JOINED_LENGTH = 6;

/**
 * Dictation and phone keyboards split a word the engine reads: "ante brazo", "pre supuesto", "dot work". Two
 * neighbouring words whose join is a vocabulary word are read as that word, when the first is no word the engine
 * reads on its own ("back side" stays the back's side).
 */
function joinSplitWords(tokens: readonly Token[]): Token[] {
  const joined: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const first = tokens[index]!;
    const join = joinedToken(first, tokens[index + 1]);
    joined.push(join ?? first);
    if (join) index += 1;
  }
  return joined;
}

/**
 * The two words as one, or null. Only a word spelt right once joined: a slip on top of a split is a guess ("nací en"
 * is not "Nacken").
 */
function joinedToken(first: Token, second: Token | undefined): WordToken | null {
  if (first.kind !== 'word' || second?.kind !== 'word' || first.isEmoji || second.isEmoji) return null;
  if (second.start !== first.end + 1 || isVocabularyWord(first.text)) return null;
  const word = first.text + second.text;
  if (word.length < MIN_JOINED_LENGTH || !isVocabularyWord(word) || COMMON_WORDS.has(word)) return null;
  return { ...first, text: word, raw: `${first.raw}${second.raw}`, end: second.end };
}
