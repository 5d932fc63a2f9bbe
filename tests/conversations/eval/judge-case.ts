import {
  type ConversationCase,
  type ConversationChecks,
  expectedSave,
  HELD_OUT_CATEGORIES,
  turnOf,
} from '../case-schema.ts';
import { type ConversationVerdict, conversationFailures, judgeConversation } from './judge-conversation.ts';
import { type FieldResult, judgeFields } from './judge-fields.ts';
import { findRepeatedOpenings, findRepeatedQuestions, judgeReplyChecks } from './judge-replies.ts';
import { contentWords, echoes, parrots, savedWords } from './junk.ts';
import { readStoredBrief } from './observed-fields.ts';
import type { CaseRun } from './run-case.ts';
import type { EvalArtist } from './start-eval-app.ts';

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
  /** The conversation checks (decision 042); null for a case that does not declare them. */
  conversation: ConversationVerdict | null;
  /** A held-out case: measured and printed, never gating (HELD_OUT_CATEGORIES). */
  heldOut: boolean;
}

export interface JudgeOptions {
  /**
   * `--audit-conversation`: judge cases that declare no conversation checks on the automatic ones too (their
   * language read from the case), to see what the checks would find in them. Report only.
   */
  auditConversation?: boolean;
}

const FIT_ACCEPTS: Record<string, readonly string[]> = {
  high: ['high'],
  medium: ['medium'],
  low: ['low'],
  qualified: ['high', 'medium'],
  'not-qualified': ['low'],
};

export function judgeCase(
  testCase: ConversationCase,
  run: CaseRun,
  artist: EvalArtist,
  options: JudgeOptions = {},
): CaseVerdict {
  const { bookingUrl } = artist;
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
    conversation: (() => {
      const checks = testCase.conversation ?? (options.auditConversation ? auditChecks(testCase) : null);
      return checks
        ? judgeConversation(testCase, checks, { replies, brief, lastReady, saveStatus, artist })
        : null;
    })(),
    heldOut: HELD_OUT_CATEGORIES.has(testCase.category),
  };
}

/** The automatic conversation checks for a case written before them: its language, a minor if it has one. */
function auditChecks(testCase: ConversationCase): ConversationChecks {
  const fields = testCase.expect.fields;
  const turnLanguage = testCase.turns.map(turnOf).find((turn) => turn.reply?.language)?.reply?.language;
  return {
    language: fields?.language ?? turnLanguage ?? 'en',
    ...(fields?.underAge === true && { minor: 'tattooed' as const }),
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
    verdict.replyChecks.length === 0 &&
    conversationFailures(verdict.conversation) === 0
  );
}
