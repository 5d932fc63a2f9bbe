import { type ConversationCase, expectedSave, turnOf } from '../case-schema.ts';
import { type FieldResult, judgeFields } from './judge-fields.ts';
import { findRepeatedOpenings, findRepeatedQuestions, judgeReplyChecks } from './judge-replies.ts';
import { contentWords, echoes, parrots, savedWords } from './junk.ts';
import { readStoredBrief } from './observed-fields.ts';
import type { CaseRun } from './run-case.ts';

/** Everything the evaluation found about one case. */
export interface CaseVerdict {
  testCase: ConversationCase;
  error: string | null;
  fields: FieldResult[];
  fit: { pass: boolean; expected: string; actual: string } | null;
  ready: { pass: boolean; expected: boolean; actual: boolean | null };
  save: { pass: boolean; expected: string; actual: string } | null;
  junkEchoed: string[];
  junkSaved: string[];
  repeatedQuestions: string[];
  /** Consecutive replies with the same opening words. */
  repeatedOpenings: string[];
  parroted: string[];
  replyChecks: string[];
}

const FIT_ACCEPTS: Record<string, readonly string[]> = {
  high: ['high'],
  medium: ['medium'],
  low: ['low'],
  qualified: ['high', 'medium'],
  'not-qualified': ['low'],
};

export function judgeCase(testCase: ConversationCase, run: CaseRun, bookingUrl: string | null): CaseVerdict {
  const replies = run.replies.map((reply) => reply.response);
  const brief = readStoredBrief(run.brief);
  const turns = testCase.turns.map(turnOf);
  const lastReady = run.replies.at(-1)?.readyToSave ?? null;
  const wantSave = expectedSave(testCase);
  const saveStatus = run.save?.status ?? null;
  const saveOk =
    wantSave === 'accepted'
      ? saveStatus === 200
      : saveStatus !== null && saveStatus >= 400 && saveStatus < 500 && saveStatus !== 429;
  const fit = testCase.expect.fit;
  const junkPhrases = turns.flatMap((turn) => (turn.junk === true ? [turn.say] : (turn.junk ?? [])));
  const neverSaved = [
    ...new Set([...junkPhrases.flatMap(contentWords), ...turns.flatMap((turn) => turn.notIdea ?? [])]),
  ];
  const savedText = [
    brief.idea,
    run.lead?.description,
    run.lead?.projectSummary,
    run.lead?.placement,
    run.lead?.size,
    run.lead?.budget,
  ]
    .filter(Boolean)
    .join(' | ');
  return {
    testCase,
    error: run.error,
    fields: testCase.expect.fields ? judgeFields(testCase.expect.fields, brief) : [],
    fit: fit
      ? {
          pass: !!run.lead && FIT_ACCEPTS[fit]!.includes(run.lead.fitScore),
          expected: fit,
          actual: run.lead?.fitScore ?? 'no lead',
        }
      : null,
    ready: { pass: lastReady === testCase.expect.ready, expected: testCase.expect.ready, actual: lastReady },
    save: wantSave
      ? { pass: saveOk, expected: wantSave, actual: saveStatus === null ? 'not sent' : String(saveStatus) }
      : null,
    junkEchoed: replies.flatMap((reply, index) =>
      junkPhrases
        .filter((phrase) => echoes(reply, phrase))
        .map((phrase) => `reply ${index + 1} echoes "${phrase}"`),
    ),
    junkSaved: savedWords(savedText, neverSaved).map((word) => `"${word}" saved in "${savedText}"`),
    repeatedQuestions: findRepeatedQuestions(testCase, replies),
    repeatedOpenings: findRepeatedOpenings(replies),
    parroted: replies.flatMap((reply, index) =>
      turns.some((turn) => parrots(reply, turn.say))
        ? [`reply ${index + 1} repeats the client's words: "${reply.slice(0, 80)}"`]
        : [],
    ),
    replyChecks: judgeReplyChecks(testCase, replies, bookingUrl),
  };
}

/** A case passes when every check on it holds. */
export function casePasses(verdict: CaseVerdict): boolean {
  return (
    !verdict.error &&
    verdict.fields.every((field) => field.pass) &&
    (verdict.fit?.pass ?? true) &&
    verdict.ready.pass &&
    (verdict.save?.pass ?? true) &&
    verdict.junkEchoed.length === 0 &&
    verdict.junkSaved.length === 0 &&
    verdict.repeatedQuestions.length === 0 &&
    verdict.repeatedOpenings.length === 0 &&
    verdict.parroted.length === 0 &&
    verdict.replyChecks.length === 0
  );
}
