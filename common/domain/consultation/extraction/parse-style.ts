import type { SpecialtyStyle } from '../../../constants/styles.ts';
import { wordsOfEveryLanguage } from '../languages/index.ts';
import { createPhraseMatcher, type PhraseMatch } from '../text/phrase-matcher.ts';
import { isNegated } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import { NEW_PIECE_CUES } from './parse-cover-up.ts';
import type { Span } from './someone-elses.ts';
import { PEOPLE_SUBJECTS, SUBJECT_MATCHER } from './tattoo-subjects.ts';

/** How clients name the 11 specialty styles (spec §5), in every language read; longer phrases win. */
export const STYLE_MATCHER = createPhraseMatcher(wordsOfEveryLanguage('styleNames'));

/**
 * The style a message asks for. When it names several ("neo trad or japanese"), the first one the
 * artist offers wins, else the first named; "not too traditional" names none.
 */
export function parseStyle(
  tokens: readonly Token[],
  preferredStyles: readonly string[],
  /** Where a cover-up describes the old tattoo (old-piece.ts): a style named there is not the new piece's. */
  oldPieces: readonly Span[] = [],
): Finding<SpecialtyStyle> | null {
  const said = STYLE_MATCHER.findAll(tokens).filter(
    (match) => !isNegated(tokens, match.start) && !isOldPiece(tokens, match, oldPieces),
  );
  // "rework my old tattoo? it's a faded tribal band… turn it into a realistic lion": in a cover-up, a style
  // introduced as the new piece's ("into", "with") is the one, wherever the old one was described.
  const introduced =
    oldPieces.length > 0 ? said.filter((match) => introducesNewPiece(tokens, match.start)) : [];
  const mentions = introduced.length > 0 ? introduced : said;
  const preferred = mentions.filter((match) => preferredStyles.includes(match.value));
  return mostSpecific(tokens, preferred.length > 0 ? preferred : mentions);
}

/**
 * "a realistic portrait of my grandpa": the portrait is the kind of piece, realism how it is drawn. A portrait of
 * an animal or a thing ("un retrato realista de mi gata") is realism work: the Portrait style is of people.
 */
function mostSpecific<T extends PhraseMatch<SpecialtyStyle>>(
  tokens: readonly Token[],
  said: readonly T[],
): T | null {
  const hasBroader = (match: T) => said.some((other) => MORE_SPECIFIC[other.value] === match.value);
  const mentions = said.filter(
    (match) => !(match.value === 'Portrait' && hasBroader(match) && portraysNoPerson(tokens, match.end)),
  );
  return mentions.find(hasBroader) ?? mentions[0] ?? null;
}

/** A style and the narrower one that names the piece better when both are said. */
const MORE_SPECIFIC: Partial<Record<SpecialtyStyle, SpecialtyStyle>> = { Realism: 'Portrait' };

/** How far after "portrait" its subject is looked for: "portrait of my late grandma's old dog". */
const PORTRAIT_SUBJECT_REACH = 5;

/** The first subject named just after the portrait word is a known one that is no person: a cat, a wolf. */
function portraysNoPerson(tokens: readonly Token[], end: number): boolean {
  const subject = SUBJECT_MATCHER.findAll(tokens).find(
    (match) => match.start >= end && match.start < end + PORTRAIT_SUBJECT_REACH,
  );
  return subject !== undefined && !PEOPLE_SUBJECTS.has(subject.value);
}

/** Within a span describing the old tattoo and not introduced by "with", "into" or "as": the old tattoo's style. */
function isOldPiece(tokens: readonly Token[], match: Span, oldPieces: readonly Span[]): boolean {
  const isInside = oldPieces.some((span) => match.start >= span.start && match.start < span.end);
  return isInside && !introducesNewPiece(tokens, match.start);
}

/** "with a realism wolf", "into a realistic lion": a new-piece word at most three words before the style. */
function introducesNewPiece(tokens: readonly Token[], index: number): boolean {
  for (let back = index - 1; back >= 0 && back >= index - NEW_PIECE_REACH; back -= 1) {
    const token = tokens[back];
    if (token?.kind === 'word' && NEW_PIECE_CUES.has(token.text)) return true;
  }
  return false;
}
const NEW_PIECE_REACH = 3;
