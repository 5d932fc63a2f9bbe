import type { AskableField, ConversationCase, ReplyCheck, Turn } from '../case-schema.ts';
import {
  askedFields,
  containsAny,
  EMPATHY_WORDS,
  HANDOFF_WORDS,
  isNearIdentical,
  mentionsAny,
  offersOptions,
  questionsOf,
  replyLanguage,
  sentencesOf,
  wordsOf,
} from './reply-analysis.ts';

type TurnObject = Exclude<Turn, string>;

/** What a failed reply check says: which reply, which check. */
const failure = (index: number, check: string) => `reply ${index + 1}: ${check}`;

/** Every failed check of `check` on one reply (empty when it holds). */
export function failedChecks(reply: string, check: ReplyCheck, bookingUrl: string | null): string[] {
  const failed: string[] = [];
  const asked = askedFields(reply);
  if (check.mustContainAny && !containsAny(reply, check.mustContainAny))
    failed.push(`should mention one of ${JSON.stringify(check.mustContainAny)}`);
  const forbidden = check.mustNotContain?.filter((text) => containsAny(reply, [text])) ?? [];
  if (forbidden.length) failed.push(`should not say ${JSON.stringify(forbidden)}`);
  if (check.asks && !asked.has(check.asks)) failed.push(`should ask about ${check.asks}`);
  const wrongAsks = check.notAsks?.filter((field) => asked.has(field)) ?? [];
  if (wrongAsks.length) failed.push(`should not ask about ${wrongAsks.join(', ')}`);
  if (check.language && replyLanguage(reply) !== check.language)
    failed.push(`should be in ${check.language}`);
  if (check.bookingLink !== undefined) {
    const hasLink = !!bookingUrl && reply.includes(bookingUrl);
    if (hasLink !== check.bookingLink)
      failed.push(check.bookingLink ? 'should give the booking link' : 'should not give the booking link');
  }
  if (check.silent && reply.trim() !== '' && (wordsOf(reply).length > 20 || questionsOf(reply).length > 0))
    failed.push('should stay silent or say one short line');
  if (check.short && (sentencesOf(reply).length > 2 || wordsOf(reply).length > 45))
    failed.push('should be short');
  if (check.empathy && !mentionsAny(sentencesOf(reply)[0] ?? '', EMPATHY_WORDS))
    failed.push('should lead with empathy');
  if (check.handoff && !mentionsAny(reply, HANDOFF_WORDS)) failed.push('should offer to reach the artist');
  if (check.offersOptions && !offersOptions(reply)) failed.push('should offer 2-3 options');
  return failed;
}

/** The case's reply checks: per turn, every reply, the last reply, and at least one reply. */
export function judgeReplyChecks(
  testCase: ConversationCase,
  replies: readonly string[],
  bookingUrl: string | null,
): string[] {
  const turns = testCase.turns.map((turn) => (typeof turn === 'string' ? { say: turn } : turn));
  const failures: string[] = [];
  replies.forEach((reply, index) => {
    const turnCheck = turns[index]?.reply;
    if (turnCheck)
      failures.push(...failedChecks(reply, turnCheck, bookingUrl).map((text) => failure(index, text)));
    if (testCase.expect.replies)
      failures.push(
        ...failedChecks(reply, testCase.expect.replies, bookingUrl).map((text) => failure(index, text)),
      );
  });
  const last = replies.at(-1);
  if (testCase.expect.last && last !== undefined)
    failures.push(
      ...failedChecks(last, testCase.expect.last, bookingUrl).map((text) => `last reply: ${text}`),
    );
  const some = testCase.expect.some;
  if (some && !replies.some((reply) => failedChecks(reply, some, bookingUrl).length === 0))
    failures.push(`no reply: ${failedChecks(last ?? '', some, bookingUrl).join('; ')}`);
  return failures;
}

/**
 * Client turns that do not answer our open question: junk, or a question of their own (`asks`, or `questions`
 * with no fields given beside them).
 */
const isSidestep = (turn: TurnObject | undefined) =>
  !!turn &&
  (turn.junk !== undefined || turn.asks !== undefined || (turn.questions !== undefined && !turn.gives));

/**
 * Repeated questions (decision 019). Reply j (the answer to client turn j) repeats when:
 * (a) it asks about a field reply j-1 also asked about, unless turn j sidestepped (junk or a question of
 *     the client's own), or was "not sure" and reply j offers options;
 * (b) one of its question sentences is near-identical to one of an earlier reply i's, unless every client turn
 *     from i+1 to j sidestepped;
 * (c) it asks about a field a client turn up to j already gave (`gives`).
 * Returns one line per repeating reply.
 */
export function findRepeatedQuestions(testCase: ConversationCase, replies: readonly string[]): string[] {
  const turns: TurnObject[] = testCase.turns.map((turn) => (typeof turn === 'string' ? { say: turn } : turn));
  const asked = replies.map(askedFields);
  const repeats: string[] = [];
  replies.forEach((reply, j) => {
    const reasons: string[] = [];
    const turn = turns[j];
    if (j > 0 && !isSidestep(turn) && !(turn?.unsure && offersOptions(reply))) {
      const again = [...asked[j]!].filter((field) => asked[j - 1]!.has(field));
      if (again.length) reasons.push(`asks ${again.join(', ')} again right after asking it`);
    }
    for (let i = 0; i < j; i++) {
      if (turns.slice(i + 1, j + 1).every(isSidestep)) continue;
      const same = questionsOf(reply).find((question) =>
        questionsOf(replies[i]!).some((earlier) => isNearIdentical(question, earlier)),
      );
      if (same) {
        reasons.push(`"${same}" was already asked in reply ${i + 1}`);
        break;
      }
    }
    const given = new Set<AskableField>(turns.slice(0, j + 1).flatMap((earlier) => earlier.gives ?? []));
    const answered = [...asked[j]!].filter((field) => given.has(field));
    if (answered.length) reasons.push(`asks ${answered.join(', ')}, already answered`);
    if (reasons.length) repeats.push(`reply ${j + 1}: ${reasons.join('; ')}`);
  });
  return repeats;
}

/** Words of a reply's opening that must differ from the previous reply's (issue #11 "Vary the phrasing"). */
const OPENING_WORDS = 2;

/** Consecutive replies that open with the same words ("Sounds good: …" twice in a row). */
export function findRepeatedOpenings(replies: readonly string[]): string[] {
  const opening = (reply: string) => wordsOf(reply).slice(0, OPENING_WORDS).join(' ');
  return replies.flatMap((reply, index) => {
    const previous = replies[index - 1];
    if (index === 0 || !reply.trim() || !previous?.trim() || opening(reply) !== opening(previous)) return [];
    return [`replies ${index} and ${index + 1} both open with "${opening(reply)}"`];
  });
}
