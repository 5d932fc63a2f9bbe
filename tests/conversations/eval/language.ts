import { detectAll } from 'tinyld';
import { LANGUAGES, type Language } from '../case-schema.ts';

/**
 * A reply's language for the conversation checks (decision 042), read by tinyld restricted to the six languages
 * clients write in. Deliberately not the engine's detector (which reads clients, from hint words first): this
 * reads what a client would read, the whole reply.
 */

/** Below this many letters (once names, links and loanwords are taken out) a reply is too short to judge. */
export const MIN_LETTERS_TO_JUDGE = 30;
/** tinyld's score below which its best guess is noise. */
const MIN_ACCURACY = 0.2;

/**
 * Words any reply may carry whatever its language: the artists' names, the chat's button label, style names
 * that studios write in English everywhere. They are taken out before judging.
 */
const LANGUAGE_NEUTRAL = [
  /https?:\/\/\S+/gi,
  /\bsave conversation\b/gi,
  /\b(mara vale tattoo|mara vale|mara|iris lind|iris|rafa ortiz|rafa|juno hart|juno|kai moreno|kai|noor haddad|noor)\b/gi,
  /\b(fine[- ]?line|blackwork|dotwork|black (and|&) gr[ae]y|neo[- ]?trad(itional)?|flash|walk-?ins?|cover-?ups?|old school|tattoo)\b/gi,
  /"[^"]*"|“[^”]*”|«[^»]*»/g,
];

/** The reply as judged: neutral words out. */
export function judgedText(reply: string): string {
  return LANGUAGE_NEUTRAL.reduce((text, neutral) => text.replace(neutral, ' '), reply)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The reply's language, or null when it is too short or tinyld is unsure. */
export function detectReplyLanguage(reply: string): Language | null {
  const text = judgedText(reply);
  if (text.replace(/[^\p{L}]/gu, '').length < MIN_LETTERS_TO_JUDGE) return null;
  const [best] = detectAll(text, { only: [...LANGUAGES] });
  if (!best || best.accuracy < MIN_ACCURACY) return null;
  return (LANGUAGES as readonly string[]).includes(best.lang) ? (best.lang as Language) : null;
}
