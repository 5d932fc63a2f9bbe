import { CATEGORIES, type ExpectedField } from '../case-schema.ts';
import { type CaseVerdict, casePasses } from './judge-case.ts';
import {
  AGE_FAILURE_KINDS,
  type AgeFailureKind,
  describeConversation,
  FALSE_CLAIM_KINDS,
  type FalseClaimKind,
  QUESTION_OUTCOMES,
  type QuestionOutcome,
} from './judge-conversation.ts';

/** Issue #11: CI fails under these; issue #23 adds the conversation checks (decision 042). */
export const TARGETS = {
  fields: 0.95,
  fit: 0.95,
  ready: 0.97,
  junk: 0,
  repeated: 0,
  sameOpening: 0,
  questionsFailed: 0,
  wrongLanguage: 0,
  falseClaims: 0,
  age: 0,
} as const;

/** Languages the engine has no phrasebook for (issue #11 answered them in English; issue #23 asks for theirs). */
const WITHOUT_PHRASEBOOK: ReadonlySet<string> = new Set(['fr', 'de', 'it']);

export interface ConversationSummary {
  /** Cases judged on the conversation checks. */
  cases: number;
  questions: Record<QuestionOutcome, number> & { total: number };
  wrongLanguage: number;
  /** Of wrongLanguage: a French, German or Italian client answered in English. */
  englishToUnsupported: number;
  falseClaims: Record<FalseClaimKind, number> & { total: number };
  age: Record<AgeFailureKind, number> & { total: number };
}

export interface Summary {
  cases: number;
  passingCases: number;
  fields: { passed: number; total: number };
  fit: { passed: number; total: number };
  ready: { passed: number; total: number };
  save: { passed: number; total: number };
  replyChecks: number;
  junkEchoed: number;
  junkSaved: number;
  repeatedQuestions: number;
  repeatedOpenings: number;
  parroted: number;
  errors: number;
  conversation: ConversationSummary;
}

const rate = ({ passed, total }: { passed: number; total: number }) => (total === 0 ? 1 : passed / total);
const percent = (part: { passed: number; total: number }) =>
  `${(rate(part) * 100).toFixed(1)}% (${part.passed}/${part.total})`;
const tally = (checks: readonly { pass: boolean }[]) => ({
  passed: checks.filter((check) => check.pass).length,
  total: checks.length,
});
const countBy = <K extends string>(kinds: readonly K[], values: readonly K[]) => {
  const counts = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<K, number>;
  for (const value of values) counts[value]++;
  return { ...counts, total: values.length };
};

function summarizeConversation(verdicts: readonly CaseVerdict[]): ConversationSummary {
  const judged = verdicts.flatMap((verdict) => (verdict.conversation ? [verdict.conversation] : []));
  const wrongLanguage = judged.flatMap((verdict) => verdict.wrongLanguage);
  return {
    cases: judged.length,
    questions: countBy(
      QUESTION_OUTCOMES,
      judged.flatMap((verdict) => verdict.questions.map((question) => question.outcome)),
    ),
    wrongLanguage: wrongLanguage.length,
    englishToUnsupported: wrongLanguage.filter(
      (miss) => miss.actual === 'en' && WITHOUT_PHRASEBOOK.has(miss.expected),
    ).length,
    falseClaims: countBy(
      FALSE_CLAIM_KINDS,
      judged.flatMap((verdict) => verdict.falseClaims.map((claim) => claim.kind)),
    ),
    age: countBy(
      AGE_FAILURE_KINDS,
      judged.flatMap((verdict) => verdict.age.map((failure) => failure.kind)),
    ),
  };
}

const questionsFailed = (summary: ConversationSummary) =>
  summary.questions.total - summary.questions.answered - summary.questions.deferred;

export function summarize(verdicts: readonly CaseVerdict[]): Summary {
  const count = (pick: (verdict: CaseVerdict) => readonly unknown[]) =>
    verdicts.reduce((sum, verdict) => sum + pick(verdict).length, 0);
  return {
    cases: verdicts.length,
    passingCases: verdicts.filter(casePasses).length,
    fields: tally(verdicts.flatMap((verdict) => verdict.fields)),
    fit: tally(verdicts.flatMap((verdict) => (verdict.fit ? [verdict.fit] : []))),
    ready: tally(verdicts.map((verdict) => verdict.ready)),
    save: tally(verdicts.flatMap((verdict) => (verdict.save ? [verdict.save] : []))),
    replyChecks: count((verdict) => verdict.replyChecks),
    junkEchoed: count((verdict) => verdict.junkEchoed),
    junkSaved: count((verdict) => verdict.junkSaved),
    repeatedQuestions: count((verdict) => verdict.repeatedQuestions),
    repeatedOpenings: count((verdict) => verdict.repeatedOpenings),
    parroted: count((verdict) => verdict.parroted),
    errors: verdicts.filter((verdict) => verdict.error).length,
    conversation: summarizeConversation(verdicts),
  };
}

/**
 * The targets the summary misses, as lines; empty when it meets them all. Pass the gating cases only: held-out
 * cases (decision 042) are measured, never gating.
 */
export function missedTargets(summary: Summary): string[] {
  const missed: string[] = [];
  if (rate(summary.fields) < TARGETS.fields) missed.push(`fields ${percent(summary.fields)} < 95%`);
  if (rate(summary.fit) < TARGETS.fit) missed.push(`fit ${percent(summary.fit)} < 95%`);
  if (rate(summary.ready) < TARGETS.ready) missed.push(`ready ${percent(summary.ready)} < 97%`);
  const junk = summary.junkEchoed + summary.junkSaved;
  if (junk > TARGETS.junk) missed.push(`${junk} junk echoed or saved (target 0)`);
  if (summary.repeatedQuestions > TARGETS.repeated)
    missed.push(`${summary.repeatedQuestions} repeated questions (target 0)`);
  if (summary.repeatedOpenings > TARGETS.sameOpening)
    missed.push(`${summary.repeatedOpenings} replies open like the one before (target 0)`);
  const conversation = summary.conversation;
  if (questionsFailed(conversation) > TARGETS.questionsFailed)
    missed.push(`${questionsFailed(conversation)} client questions not answered (target 0)`);
  if (conversation.wrongLanguage > TARGETS.wrongLanguage)
    missed.push(`${conversation.wrongLanguage} replies in the wrong language (target 0)`);
  if (conversation.falseClaims.total > TARGETS.falseClaims)
    missed.push(`${conversation.falseClaims.total} false claims (target 0)`);
  if (conversation.age.total > TARGETS.age) missed.push(`${conversation.age.total} age failures (target 0)`);
  if (summary.errors > 0) missed.push(`${summary.errors} cases failed to run`);
  return missed;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function row(cells: readonly string[], widths: readonly number[]) {
  return cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ');
}

/** One line per group: cases, passing, fields, ready, fit. */
function groupTable(
  label: string,
  groups: readonly { name: string; verdicts: readonly CaseVerdict[] }[],
): string[] {
  const widths = [18, 7, 14, 20, 10, 10];
  const lines = [row([label, 'cases', 'cases passing', 'fields', 'ready', 'fit'], widths)];
  for (const { name, verdicts } of groups) {
    if (verdicts.length === 0) continue;
    const summary = summarize(verdicts);
    lines.push(
      row(
        [
          name,
          String(summary.cases),
          `${summary.passingCases}/${summary.cases}`,
          summary.fields.total ? percent(summary.fields) : '-',
          `${summary.ready.passed}/${summary.ready.total}`,
          summary.fit.total ? `${summary.fit.passed}/${summary.fit.total}` : '-',
        ],
        widths,
      ),
    );
  }
  return lines;
}

/** Per group, the conversation checks' failures by kind (groups without conversation checks left out). */
function conversationTable(
  label: string,
  groups: readonly { name: string; verdicts: readonly CaseVerdict[] }[],
): string[] {
  const widths = [18, 6, 10, 8, 9, 10, 8, 6, 6, 5, 8];
  const lines = [
    row(
      [
        label,
        'cases',
        'questions',
        'ignored',
        'deflected',
        'redirected',
        'deferred',
        're-ask',
        'lang',
        'false',
        'age',
      ],
      widths,
    ),
  ];
  for (const { name, verdicts } of groups) {
    const summary = summarize(verdicts);
    const conversation = summary.conversation;
    if (conversation.cases === 0) continue;
    const answeredOrDeferred = conversation.questions.answered + conversation.questions.deferred;
    lines.push(
      row(
        [
          name,
          String(conversation.cases),
          `${answeredOrDeferred}/${conversation.questions.total}`,
          String(conversation.questions.ignored),
          String(conversation.questions.deflected),
          String(conversation.questions.redirected),
          `${conversation.questions.deferred}+${conversation.questions['deferred-not-allowed']}✗`,
          String(summary.repeatedQuestions),
          String(conversation.wrongLanguage),
          String(conversation.falseClaims.total),
          String(conversation.age.total),
        ],
        widths,
      ),
    );
  }
  return lines.length > 1 ? lines : [];
}

function fieldTable(verdicts: readonly CaseVerdict[]): string[] {
  const lines = [row(['field', 'accuracy'], [16, 20])];
  const fields = verdicts.flatMap((verdict) => verdict.fields);
  for (const field of [...new Set(fields.map((result) => result.field))] as ExpectedField[]) {
    lines.push(row([field, percent(tally(fields.filter((result) => result.field === field)))], [16, 20]));
  }
  return lines;
}

/** The conversation checks' headline lines; none when no case was judged on them. */
function conversationLines(conversation: ConversationSummary, targets: boolean): string[] {
  if (conversation.cases === 0) return [];
  const target = targets ? '   target 0' : '';
  const { questions, falseClaims, age } = conversation;
  return [
    `client questions     ${questions.answered} answered, ${questions.deferred} deferred honestly of ${
      questions.total
    }; failed ${questionsFailed(conversation)}: ${questions.ignored} ignored, ${questions.deflected} deflected, ${
      questions.redirected
    } redirected, ${questions['deferred-not-allowed']} deferred when the answer was known${target}`,
    `wrong language       ${conversation.wrongLanguage} replies (${conversation.englishToUnsupported} of them English to a French, German or Italian client)${target}`,
    `false claims         ${falseClaims.total}: ${FALSE_CLAIM_KINDS.map((kind) => `${falseClaims[kind]} ${kind}`).join(', ')}${target}`,
    `age                  ${age.total}: ${AGE_FAILURE_KINDS.map((kind) => `${age[kind]} ${kind}`).join(', ')}${target}`,
  ];
}

function headline(summary: Summary, targets: boolean): string[] {
  const target = (text: string) => (targets ? `   target ${text}` : '');
  return [
    `cases                ${summary.passingCases}/${summary.cases} passing every check`,
    `fields               ${percent(summary.fields)}${target('≥ 95%')}`,
    `fit                  ${percent(summary.fit)}${target('≥ 95%')}`,
    `ready                ${percent(summary.ready)}${target('≥ 97%')}`,
    `save accepted/refused ${percent(summary.save)}`,
    `junk echoed          ${summary.junkEchoed}${target('0')}`,
    `junk saved           ${summary.junkSaved}${target('0')}`,
    `repeated questions   ${summary.repeatedQuestions}${target('0')}`,
    `same opening twice   ${summary.repeatedOpenings}${target('0')}`,
    `parroted replies     ${summary.parroted}`,
    `failed reply checks  ${summary.replyChecks}`,
    ...conversationLines(summary.conversation, targets),
  ];
}

function failingCases(title: string, verdicts: readonly CaseVerdict[]): string[] {
  const failing = verdicts.filter((verdict) => !casePasses(verdict));
  if (failing.length === 0) return [];
  return [
    '',
    `${title} (${failing.length}):`,
    ...failing.map((verdict) => `- ${verdict.testCase.id}: ${describeFailures(verdict).join('; ')}`),
  ];
}

/**
 * The printed report. The gating set first (per category, per field, the headline figures against the targets);
 * then each held-out set on its own, per tag, with no targets; then the failing cases of each.
 */
export function formatReport(
  verdicts: readonly CaseVerdict[],
  timing: { totalMs: number; startupMs: number; concurrency: number },
): string {
  const gating = verdicts.filter((verdict) => !verdict.heldOut);
  const heldOut = verdicts.filter((verdict) => verdict.heldOut);
  const byCategory = (set: readonly CaseVerdict[]) =>
    CATEGORIES.map((category) => ({
      name: category,
      verdicts: set.filter((verdict) => verdict.testCase.category === category),
    }));
  const lines: string[] = [];
  if (gating.length) {
    lines.push(...groupTable('category', byCategory(gating)), '', ...fieldTable(gating));
    const conversation = conversationTable('conversation', byCategory(gating));
    if (conversation.length) lines.push('', ...conversation);
    lines.push('', ...headline(summarize(gating), true));
  }
  for (const { name, verdicts: set } of byCategory(heldOut)) {
    if (set.length === 0) continue;
    const tags = [...new Set(set.flatMap((verdict) => verdict.testCase.tags ?? []))].sort();
    const byTag = tags.map((tag) => ({
      name: tag,
      verdicts: set.filter((verdict) => verdict.testCase.tags?.includes(tag)),
    }));
    lines.push(
      '',
      `HELD-OUT SET ${name}: measured, not gating (decision 042)`,
      ...groupTable('tag', [{ name: 'all', verdicts: set }, ...byTag]),
      '',
      ...fieldTable(set),
      '',
      ...conversationTable('tag', [{ name: 'all', verdicts: set }, ...byTag]),
      '',
      ...headline(summarize(set), false),
    );
  }
  lines.push(
    '',
    `time                 ${seconds(timing.totalMs)} (app and database ${seconds(timing.startupMs)}, ${
      timing.concurrency
    } cases at a time)`,
  );
  lines.push(...failingCases('failing cases', gating), ...failingCases('failing held-out cases', heldOut));
  return lines.join('\n');
}

function describeFailures(verdict: CaseVerdict): string[] {
  const clip = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}...` : text);
  return [
    ...(verdict.error ? [verdict.error] : []),
    ...verdict.fields
      .filter((field) => !field.pass)
      .map((field) => clip(`${field.field} expected ${field.expected}, got ${field.actual}`)),
    ...(verdict.fit && !verdict.fit.pass
      ? [`fit expected ${verdict.fit.expected}, got ${verdict.fit.actual}`]
      : []),
    ...(verdict.ready.pass ? [] : [`ready expected ${verdict.ready.expected}, got ${verdict.ready.actual}`]),
    ...(verdict.save && !verdict.save.pass
      ? [`save expected ${verdict.save.expected}, got ${verdict.save.actual}`]
      : []),
    ...verdict.junkEchoed.map((text) => `JUNK ECHOED ${clip(text)}`),
    ...verdict.junkSaved.map((text) => `JUNK SAVED ${clip(text)}`),
    ...verdict.repeatedQuestions.map((text) => `REPEATED ${clip(text)}`),
    ...verdict.repeatedOpenings.map((text) => `SAME OPENING ${clip(text)}`),
    ...verdict.parroted.map(clip),
    ...verdict.replyChecks.map(clip),
    ...(verdict.conversation ? describeConversation(verdict.conversation) : []),
  ];
}
