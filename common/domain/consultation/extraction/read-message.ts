import type { Contact } from '../brief.ts';
import { normalizeText } from '../text/normalize-text.ts';
import { type Token, tokenize } from '../text/tokenize.ts';
import { parseContactDetails } from './parse-contact.ts';
import { readNumbers } from './read-numbers.ts';
import { correctWord } from './vocabulary.ts';

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
  return { tokens: readNumbers(tokens), contact, hasLink };
}
