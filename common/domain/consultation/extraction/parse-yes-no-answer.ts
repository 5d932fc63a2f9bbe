import { wordsOfEveryLanguage } from '../languages/index.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { wordAt } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import { parseBareNegative } from './parse-negative-answer.ts';

/** A plain "yes" in the client's words, in every language read (each language's `yesAnswers`). */
const YES_MATCHER = createPhraseMatcher<true>(
  wordsOfEveryLanguage('yesAnswers').map((phrase) => [phrase, true] as const),
);

/** A message opening with a yes: "yes", "yeah I have a few", "sí". */
export function parseOpeningYes(tokens: readonly Token[]): Finding<true> | null {
  const yes = YES_MATCHER.findAll(tokens)[0];
  return yes?.start === 0 ? yes : null;
}

/** Words after a "no" that make it something else than an answer: "no problem", "no worries", "no rush". */
const NOT_A_NO_AFTER = new Set([
  'problem',
  'prob',
  'probs',
  'problemo',
  'worries',
  'worry',
  'rush',
  'hurry',
  'way',
]);
/** A yes that answers is short: "yes please", "sí, claro"; "yes I want a dragon on my arm" says more. */
const MAX_YES_ANSWER_WORDS = 4;

/**
 * A short message opening with a yes or a no (decision 018): the answer to the yes-or-no question just asked.
 * "no problem", "no worries" and a long "yes, and…" answer nothing; "no idea" and "not sure" are deferrals,
 * which the caller reads first.
 */
export function parseYesNoAnswer(tokens: readonly Token[]): Finding<boolean> | null {
  return readYesOrNo(tokens) ?? readYesOrNo(withFirstWordShortened(tokens));
}

function readYesOrNo(tokens: readonly Token[]): Finding<boolean> | null {
  const no = parseBareNegative(tokens);
  if (no) return NOT_A_NO_AFTER.has(wordAt(tokens, no.end)) ? null : { ...no, value: false };
  const words = tokens.filter((token) => token.kind === 'word').length;
  const yes = words <= MAX_YES_ANSWER_WORDS ? parseOpeningYes(tokens) : null;
  return yes && { ...yes, value: true };
}

/** "nooo", "yesss", "naaah", "siii", "nãoo": the first word with its drawn-out letters written once. */
function withFirstWordShortened(tokens: readonly Token[]): readonly Token[] {
  const first = tokens.findIndex((token) => token.kind === 'word');
  return tokens.map((token, index) =>
    index === first && token.kind === 'word'
      ? { ...token, text: token.text.replace(/(\p{L})\1{2,}/gu, '$1').replace(/(\p{L})\1$/u, '$1') }
      : token,
  );
}
