import type { ReplyPart } from './reply-plan.ts';

/** Answers to the client's questions, or the word that one goes to the artist: what a question brought in. */
const ANSWER_KINDS: ReadonlySet<ReplyPart['kind']> = new Set([
  'price-answer',
  'availability-answer',
  'studio-answer',
  'studio-answer-text',
  'experience-answer',
  'companion-answer',
  'picture-arrival',
  'languages-answer',
  'books-closed',
  'will-ask',
]);

const normalized = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Issue #23 item 4, no verbatim repeats: an answer an earlier reply already gave word for word is left out
 * ("fa più male coprire un tatuaggio vecchio?" asks the pain, not the cover-up answer again), unless it is all
 * the reply would answer; then the client asked it again and gets it again.
 */
export function withoutRepeatedAnswers(
  parts: readonly ReplyPart[],
  wordPart: (part: ReplyPart) => string,
  earlierReplies: readonly string[],
): ReplyPart[] {
  const said = earlierReplies.map(normalized);
  const wasSaid = (part: ReplyPart) => {
    const sentence = normalized(wordPart(part));
    return sentence.length > 0 && said.some((reply) => reply.includes(sentence));
  };
  // "I'll ask <artist> about that" points at this message's question, whatever an earlier one asked: said
  // again in other words ("…about this one too").
  const isRepeat = (part: ReplyPart) =>
    ANSWER_KINDS.has(part.kind) && part.kind !== 'will-ask' && wasSaid(part);
  const reworded = parts.map((part) =>
    part.kind === 'will-ask' && wasSaid(part) ? { kind: 'will-ask' as const, isAgain: true as const } : part,
  );
  const answers = reworded.filter((part) => ANSWER_KINDS.has(part.kind));
  if (answers.length === 0 || answers.every(isRepeat)) return reworded;
  return reworded.filter((part) => !isRepeat(part));
}
