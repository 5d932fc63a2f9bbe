import { CATEGORIES, type ExpectedField } from '../case-schema.ts';
import { type CaseVerdict, casePasses } from './judge-case.ts';

/** Issue #11: CI fails under these. */
export const TARGETS = {
  fields: 0.95,
  fit: 0.95,
  ready: 0.97,
  junk: 0,
  repeated: 0,
  sameOpening: 0,
} as const;

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
}

const rate = ({ passed, total }: { passed: number; total: number }) => (total === 0 ? 1 : passed / total);
const percent = (part: { passed: number; total: number }) =>
  `${(rate(part) * 100).toFixed(1)}% (${part.passed}/${part.total})`;
const tally = (checks: readonly { pass: boolean }[]) => ({
  passed: checks.filter((check) => check.pass).length,
  total: checks.length,
});

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
  };
}

/** The targets the summary misses, as lines; empty when it meets them all. */
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
  if (summary.errors > 0) missed.push(`${summary.errors} cases failed to run`);
  return missed;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function row(cells: readonly string[], widths: readonly number[]) {
  return cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ');
}

/** The printed report: per category, per field, the headline figures, then the failing cases. */
export function formatReport(
  verdicts: readonly CaseVerdict[],
  timing: { totalMs: number; startupMs: number; concurrency: number },
): string {
  const lines: string[] = [];
  const widths = [18, 7, 14, 20, 10, 10];
  lines.push(row(['category', 'cases', 'cases passing', 'fields', 'ready', 'fit'], widths));
  for (const category of CATEGORIES) {
    const inCategory = verdicts.filter((verdict) => verdict.testCase.category === category);
    if (inCategory.length === 0) continue;
    const summary = summarize(inCategory);
    lines.push(
      row(
        [
          category,
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
  lines.push('', row(['field', 'accuracy'], [16, 20]));
  const fields = verdicts.flatMap((verdict) => verdict.fields);
  for (const field of [...new Set(fields.map((result) => result.field))] as ExpectedField[]) {
    lines.push(row([field, percent(tally(fields.filter((result) => result.field === field)))], [16, 20]));
  }
  const summary = summarize(verdicts);
  lines.push(
    '',
    `cases                ${summary.passingCases}/${summary.cases} passing every check`,
    `fields               ${percent(summary.fields)}   target ≥ 95%`,
    `fit                  ${percent(summary.fit)}   target ≥ 95%`,
    `ready                ${percent(summary.ready)}   target ≥ 97%`,
    `save accepted/refused ${percent(summary.save)}`,
    `junk echoed          ${summary.junkEchoed}   target 0`,
    `junk saved           ${summary.junkSaved}   target 0`,
    `repeated questions   ${summary.repeatedQuestions}   target 0`,
    `same opening twice   ${summary.repeatedOpenings}   target 0`,
    `parroted replies     ${summary.parroted}`,
    `failed reply checks  ${summary.replyChecks}`,
    `time                 ${seconds(timing.totalMs)} (app and database ${seconds(timing.startupMs)}, ${
      timing.concurrency
    } cases at a time)`,
  );
  const failing = verdicts.filter((verdict) => !casePasses(verdict));
  if (failing.length) {
    lines.push('', `failing cases (${failing.length}):`);
    for (const verdict of failing)
      lines.push(`- ${verdict.testCase.id}: ${describeFailures(verdict).join('; ')}`);
  }
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
  ];
}
