import type { PhraseMatcher } from '../text/phrase-matcher.ts';
import { isClauseBreak, isNegated, spanText } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import {
  GENERIC_WORDS,
  INTENT_CUE_MATCHER,
  LEADING_FILLERS,
  NON_CONTENT_WORDS,
  TRAILING_FILLERS,
} from './idea-words.ts';
import { COLOR_MATCHER } from './parse-color.ts';
import { NAMED_SIZE_MATCHER, VAGUE_SIZE_MATCHER } from './parse-size.ts';
import { STYLE_MATCHER } from './parse-style.ts';
import { SUBJECT_MATCHER } from './tattoo-subjects.ts';

/** An idea is a short phrase, not the whole story. */
const MAX_IDEA_WORDS = 8;

export interface IdeaContext {
  /** Tokens other parsers claimed (placement, size, style...): an idea never runs across them. */
  claimed: ReadonlyArray<{ start: number; end: number }>;
  /** The assistant just asked for the idea, so a plain answer ("a koi swimming upstream") is one. */
  wasAsked: boolean;
}

/** The subjects a message names and does not negate: "wolf", "rose", "cherry blossom". */
export function parseSubjects(tokens: readonly Token[]): string[] {
  const subjects = SUBJECT_MATCHER.findAll(tokens)
    .filter((match) => !isNegated(tokens, match.start))
    .map((match) => match.value);
  return [...new Set(subjects)];
}

/**
 * The idea in the client's words, trimmed of filler: "I want a geometric wolf head on my left forearm"
 * gives "wolf head". A clause counts when it follows "I want / thinking about..." or names a known
 * subject, or when it answers the assistant's question about the idea.
 */
export function parseIdea(tokens: readonly Token[], context: IdeaContext): Finding<string> | null {
  const isBoundary = markBoundaries(tokens, context.claimed);
  const subjectStarts = new Set(SUBJECT_MATCHER.findAll(tokens).map((match) => match.start));
  const asksQuestion = tokens.some((token) => token.text === '?');
  // "Hi Mara, looking for a dotwork mandala": with a subject named, the first clause is not the answer.
  const namesAnySubject = subjectStarts.size > 0;
  let cueIsOpen = false;
  let isFirstClause = true;
  for (const clause of clauses(tokens, isBoundary)) {
    // "I want a [fine line] rose": a cue reaches past other fields' words, but not past punctuation.
    if (clause.followsPunctuation) cueIsOpen = false;
    const lastCue = INTENT_CUE_MATCHER.findAll(tokens.slice(clause.start, clause.end)).at(-1);
    const start = lastCue ? clause.start + lastCue.end : clause.start;
    cueIsOpen ||= lastCue !== undefined;
    const namesSubject = range(start, clause.end).some((index) => subjectStarts.has(index));
    const answersQuestion = context.wasAsked && isFirstClause && !asksQuestion && !namesAnySubject;
    isFirstClause = false;
    if (!cueIsOpen && !namesSubject && !answersQuestion) continue;
    const idea = trimFillers(tokens, start, clause.end);
    if (idea) return idea;
  }
  return null;
}

interface Clause {
  start: number;
  end: number;
  followsPunctuation: boolean;
}

/** Describing words that other fields own, even when their parser did not pick them ("neo trad or geometric"). */
const FIELD_WORD_MATCHERS: ReadonlyArray<PhraseMatcher<unknown>> = [
  STYLE_MATCHER,
  COLOR_MATCHER,
  NAMED_SIZE_MATCHER,
  VAGUE_SIZE_MATCHER,
];

function markBoundaries(tokens: readonly Token[], claimed: IdeaContext['claimed']): boolean[] {
  const isBoundary = tokens.map((token) => token.kind !== 'word' || GENERIC_WORDS.has(token.text));
  const fieldWords = FIELD_WORD_MATCHERS.flatMap((matcher) => matcher.findAll(tokens));
  for (const span of [...claimed, ...fieldWords]) {
    for (let index = span.start; index < span.end; index += 1) isBoundary[index] = true;
  }
  return isBoundary;
}

/** Runs of words between boundaries, each knowing whether punctuation came since the previous run. */
function* clauses(tokens: readonly Token[], isBoundary: readonly boolean[]): Generator<Clause> {
  let start = -1;
  let sawPunctuation = true;
  for (let index = 0; index <= tokens.length; index += 1) {
    const isInClause = index < tokens.length && !isBoundary[index];
    if (isInClause) {
      if (start < 0) start = index;
      continue;
    }
    if (start >= 0) {
      yield { start, end: index, followsPunctuation: sawPunctuation };
      sawPunctuation = false;
      start = -1;
    }
    if (isClauseBreak(tokens[index])) sawPunctuation = true;
  }
}

function trimFillers(tokens: readonly Token[], from: number, to: number): Finding<string> | null {
  let start = from;
  let end = to;
  while (start < end && LEADING_FILLERS.has(textAt(tokens, start))) start += 1;
  end = Math.min(end, start + MAX_IDEA_WORDS);
  while (end > start && TRAILING_FILLERS.has(textAt(tokens, end - 1))) end -= 1;
  const hasContent = range(start, end).some((index) => isContentWord(textAt(tokens, index)));
  return hasContent ? { value: spanText(tokens, start, end), start, end } : null;
}

function isContentWord(word: string): boolean {
  return word.length >= 2 && !NON_CONTENT_WORDS.has(word);
}

function textAt(tokens: readonly Token[], index: number): string {
  return tokens[index]?.text ?? '';
}

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start) }, (_, offset) => start + offset);
}
