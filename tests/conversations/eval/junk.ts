import { normalize, wordsOf } from './reply-analysis.ts';

/**
 * Junk (decision 019): a client message, or phrases of it, that a case marks as not tattoo content. It is
 * echoed when a reply repeats it; it is saved when one of its content words reaches the stored idea or the
 * saved lead.
 */

/** Words too common to mean an echo or a saved fragment. */
const STOP_WORDS = new Set(
  `a an the and or but of to in on at for with from by is are was be been it its this that these those i me my
  you your u ur we our they them he she his her im i'm its do does did can could would will just so if not no yes
  what whats how who when where why which all any some me one get got have has had there here about up out as
  like want wanna need please pls hey hi hello yo ok okay de la el los las que y o en un una por para con es
  del al se lo le te mi tu eu você um uma do da os as em no na é e`.split(/\s+/),
);

/** Acknowledgements a parroting reply puts in front of the client's words ("Great, sent images."). */
const ACKNOWLEDGEMENTS = [
  'great',
  'got it',
  'love it',
  'nice',
  'awesome',
  'perfect',
  'cool',
  'ok',
  'okay',
  'noted',
  'genial',
  'perfeito',
  'ótimo',
];

const contains = (haystack: string, needle: string) => ` ${haystack} `.includes(` ${needle} `);

/** True when `reply` repeats `phrase`: any 3 consecutive words of it holding a content word, or a 1–2 word phrase right after an acknowledgement. */
export function echoes(reply: string, phrase: string): boolean {
  const text = normalize(reply);
  const words = wordsOf(phrase);
  if (words.length === 0) return false;
  if (words.length <= 2) return ACKNOWLEDGEMENTS.some((ack) => contains(text, `${ack} ${words.join(' ')}`));
  for (let start = 0; start + 3 <= words.length; start++) {
    const run = words.slice(start, start + 3);
    if (run.some((word) => !STOP_WORDS.has(word)) && contains(text, run.join(' '))) return true;
  }
  return false;
}

/** The words of a junk phrase that must never be saved: three letters or more, not stop words. */
export function contentWords(phrase: string): string[] {
  return wordsOf(phrase).filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
}

/** The content words of `phrase` found as whole words in `saved`. */
export function savedWords(saved: string, words: readonly string[]): string[] {
  const text = normalize(saved);
  return words.filter((word) => contains(text, word));
}

/** Six consecutive words of a client message, verbatim in a reply: "Great, <their text>". */
export function parrots(reply: string, clientMessage: string): boolean {
  const text = normalize(reply);
  const words = wordsOf(clientMessage);
  for (let start = 0; start + 6 <= words.length; start++) {
    if (contains(text, words.slice(start, start + 6).join(' '))) return true;
  }
  return false;
}
