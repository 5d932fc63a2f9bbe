import type { Contact } from '../brief.ts';
import { COMMON_WORDS } from '../text/common-words.ts';
import { normalizeText } from '../text/normalize-text.ts';
import { type Token, tokenize } from '../text/tokenize.ts';
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
    const [first, second] = [tokens[index]!, tokens[index + 1]];
    // Only a word spelt right once joined: a slip on top of a split is a guess ("nací en" is not "Nacken").
    const word = second && isSplitWord(first, second) ? first.text + second.text : null;
    if (first.kind === 'word' && second?.kind === 'word' && word !== null && isJoinedWord(word)) {
      joined.push({ ...first, text: word, raw: `${first.raw}${second.raw}`, end: second.end });
      index += 1;
    } else {
      joined.push(first);
    }
  }
  return joined;
}

function isJoinedWord(word: string): boolean {
  return isVocabularyWord(word) && !COMMON_WORDS.has(word);
}

function isSplitWord(first: Token, second: Token): boolean {
  return (
    first.kind === 'word' &&
    second.kind === 'word' &&
    !first.isEmoji &&
    !second.isEmoji &&
    second.start === first.end + 1 &&
    first.text.length + second.text.length >= MIN_JOINED_LENGTH &&
    !isVocabularyWord(first.text)
  );
}
