import { detectAll } from 'tinyld/light';
import { LANGUAGES } from '../languages/index.ts';

/**
 * Each language's words frequent in tattoo DMs and rare in the others. Short messages ("presupuesto 600",
 * "oi tudo bem") are too short for a statistical detector, so these decide first.
 */
const HINT_WORDS: ReadonlyArray<{ language: string; hints: ReadonlySet<string> }> = LANGUAGES.map(
  ({ code, hintWords }) => ({ language: code, hints: new Set(hintWords) }),
);

/** A hint word as written, or drawn out: "holaa", "holaaa" and "oii" read as "hola" and "oi". */
function isHintWord(hints: ReadonlySet<string>, word: string): boolean {
  return hints.has(word) || hints.has(word.replace(/(\p{L})\1+$/u, '$1'));
}

/** Below this many letters the statistical detector guesses; only the hint words are trusted. */
const MIN_LETTERS_FOR_DETECTOR = 12;
/**
 * tinyld's score for its best guess, and its lead over the runner-up, below which the guess is noise:
 * short English tattoo talk ("a koi swimming upstream") scores ~0.05 as Polish or Italian, while real
 * French or Italian sentences score above 0.15 with a clear lead.
 */
const MIN_DETECTOR_ACCURACY = 0.15;
const MIN_DETECTOR_LEAD = 0.05;

/**
 * The ISO 639-1 language of a message, or null when it cannot be told (a greeting, a number, an emoji).
 * English, Spanish and Portuguese are read from their tell-tale words; anything else from tinyld (issue #11).
 */
export function detectLanguage(words: readonly string[], text: string): string | null {
  const scores = HINT_WORDS.map(({ language, hints }) => ({
    language,
    score: words.filter((word) => isHintWord(hints, word)).length,
  })).sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (best && best.score > 0 && best.score > (second?.score ?? 0)) return best.language;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < MIN_LETTERS_FOR_DETECTOR) return null;
  const [first, runnerUp] = detectAll(text);
  if (!first || first.accuracy < MIN_DETECTOR_ACCURACY) return null;
  return first.accuracy - (runnerUp?.accuracy ?? 0) >= MIN_DETECTOR_LEAD ? first.lang : null;
}
