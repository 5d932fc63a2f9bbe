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

/** A reply's sentences: split after a closing mark and a space ("$150. The deposit…"), never inside "4.5 cm". */
const sentencesOf = (text: string) => text.split(/(?<=[.!?…])\s+/).filter((sentence) => sentence.length > 0);

/**
 * Issue #23 item 4, no verbatim repeats: an answer an earlier reply already gave word for word is left out
 * ("fa più male coprire un tatuaggio vecchio?" asks the pain, not the cover-up answer again), unless it is all
 * the reply would answer; then the client asked it again and gets it as a reminder ("As I mentioned, …") with only
 * the sentences not said yet. The 18+ rule said to a minor again is a reminder too.
 */
export function withoutRepeatedAnswers(
  parts: readonly ReplyPart[],
  wordPart: (part: ReplyPart) => string,
  earlierReplies: readonly string[],
  /** The client's message asks something: an answer given before is then asked for again, not merely mentioned. */
  clientAsks = true,
): ReplyPart[] {
  const said = earlierReplies.map(normalized);
  const wasSaid = (sentence: string) => {
    const text = normalized(sentence);
    return text.length > 0 && said.some((reply) => reply.includes(text));
  };
  // Each part worded once: whether an earlier reply said all of it, or a sentence of it.
  const worded = parts.map((part) => {
    const text = wordPart(part);
    return { part, text, isAllSaid: wasSaid(text), isPartlySaid: sentencesOf(text).some(wasSaid) };
  });
  // "I'll ask <artist> about that" points at this message's question, whatever an earlier one asked: said
  // again in other words ("That one too: I'll ask <artist> about it").
  const isAnswer = (part: ReplyPart) => ANSWER_KINDS.has(part.kind) && part.kind !== 'will-ask';
  const answers = worded.filter(({ part }) => ANSWER_KINDS.has(part.kind));
  // "same size as the flash" names the flash again and asks nothing: the answer given before is not said again.
  const isAskedAgain =
    clientAsks && answers.length > 0 && answers.every(({ part, isAllSaid }) => isAnswer(part) && isAllSaid);
  return worded.flatMap(({ part, text, isAllSaid, isPartlySaid }) => {
    if (part.kind === 'will-ask')
      return [isAllSaid ? { kind: 'will-ask' as const, isAgain: true as const } : part];
    if (isAnswer(part) && isAllSaid) return isAskedAgain ? [asReminder(text, wasSaid)] : [];
    if (isAnswer(part) && isPartlySaid) return clientAsks ? [asReminder(text, wasSaid)] : [];
    // The 18+ rule said to a minor again.
    return part.kind === 'under-age' && isPartlySaid ? [asReminder(text, wasSaid)] : [part];
  });
}

/** The answer's first sentence said before, as a reminder, and the sentences no earlier reply said, as they are. */
function asReminder(text: string, wasSaid: (sentence: string) => boolean): ReplyPart {
  const sentences = sentencesOf(text);
  const said = sentences.find(wasSaid) ?? sentences[0] ?? '';
  return { kind: 'reminder', said, unsaid: sentences.filter((sentence) => !wasSaid(sentence)).join(' ') };
}
