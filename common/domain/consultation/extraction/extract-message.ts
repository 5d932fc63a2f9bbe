import type { SpecialtyStyle } from '../../../constants/styles.ts';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import {
  type BriefField,
  type Budget,
  type ColorMode,
  type Contact,
  hasField,
  type Placement,
  type TattooSize,
} from '../brief.ts';
import type { Token } from '../text/tokenize.ts';
import type { Finding } from './finding.ts';
import { IDEA_CHANGE_MATCHER } from './idea-words.ts';
import { type AgeFinding, parseAge } from './parse-age.ts';
import { parseBudget } from './parse-budget.ts';
import {
  type EmpathyTopic,
  parseAdultAnswer,
  parseAdultStatement,
  parseEmpathyTopic,
  parseLettering,
} from './parse-client-state.ts';
import { parseColor } from './parse-color.ts';
import { parseCoverUp } from './parse-cover-up.ts';
import { parseIdea, parseSubjects } from './parse-idea.ts';
import { type ClientQuestion, parseClientQuestions, parseDeferral } from './parse-intents.ts';
import { parsePlacement } from './parse-placement.ts';
import { parseReferences } from './parse-references.ts';
import { parseSize } from './parse-size.ts';
import { parseStyle } from './parse-style.ts';
import { parseTiming } from './parse-timing.ts';
import { type MessageText, readMessage } from './read-message.ts';

/** What one client message says; `extract-brief.ts` folds these into the brief. */
export interface MessageFindings {
  idea: string | null;
  /** "Actually, ..." : this message's idea replaces the earlier one. */
  changesIdea: boolean;
  subjects: string[];
  style: SpecialtyStyle | null;
  colorMode: ColorMode | null;
  placement: Placement | null;
  size: TattooSize | null;
  budget: Budget | null;
  hasReferences: boolean | null;
  timing: string | null;
  contact: Contact | null;
  age: number | null;
  isCoverUp: boolean;
  /** A yes or no to "are you 18 or over?"; null when not asked or not answered. */
  confirmsAdult: boolean | null;
  /** "turning 18 in june": the stated age is 17, the birthday is ahead. */
  turnsAdultSoon: boolean;
  /** A name, date or quote with no other subject: the lettering is the style. */
  isLettering: boolean;
  empathy: EmpathyTopic | null;
  /** The field the assistant's question before this message asked about. */
  askedField: BriefField | null;
  /** That field, when answered with "not sure" or "up to the artist". */
  deferredField: BriefField | null;
  questions: ClientQuestion[];
}

export interface MessageContext {
  /** The field the assistant's previous question asked about, if any. */
  askedField: BriefField | null;
  /** The artist's styles: when a client names several, one of these wins. */
  preferredStyles: readonly string[];
  hasAttachments: boolean;
  /** The assistant's last question asked the client to confirm being 18 or over. */
  askedAge?: boolean;
}

/** Reads every brief field from one client message. Pure; never throws on any string. */
export function extractMessage(content: string, context: MessageContext): MessageFindings {
  return extractFromText(readMessage(content, MAX_CHAT_MESSAGE_CHARS), context);
}

/** `extractMessage` on a message already read (the classifier reads it first). */
export function extractFromText(
  { tokens, contact, hasLink }: MessageText,
  context: MessageContext,
): MessageFindings {
  const deferral = context.askedField ? parseDeferral(tokens) : null;
  // "Not sure" answers the question; it is not parsed as the answer itself ("no idea" is not a "no").
  const askedField = deferral ? null : context.askedField;
  const coverUp = parseCoverUp(tokens);
  // "cover up an old tribal band": the style named right after the cover-up is the old tattoo's (issue #11).
  const style = parseStyle(
    tokens,
    context.preferredStyles,
    coverUp && { start: coverUp.start, end: coverUp.end + OLD_PIECE_WORDS },
  );
  const color = parseColor(tokens, askedField);
  const placement = parsePlacement(tokens, askedField);
  const size = parseSize(tokens, askedField);
  const parsedBudget = parseBudget(tokens, askedField);
  const isMoneyAsked = context.askedField === 'budget' || context.askedField === 'size';
  const age = parseAge(tokens) ?? (context.askedAge && !isMoneyAsked ? bareAge(tokens) : null);
  // "ya im 22" right after the budget question is an age, not a budget of 22.
  const budget = parsedBudget && age && overlaps(parsedBudget, age) ? null : parsedBudget;
  const references = parseReferences(tokens, askedField, context.hasAttachments || hasLink);
  const candidates: Array<Finding<unknown> | null> = [
    style,
    color,
    placement,
    size,
    budget,
    age,
    references,
    coverUp,
    deferral,
  ];
  const found = candidates.filter(isFinding);
  // A free answer to "When are you hoping to get it done?" is the timing only if it says nothing else.
  const timing = parseTiming(tokens, found.length === 0 ? askedField : null);
  const claimed = timing ? [...found, timing] : found;
  const idea = parseIdea(tokens, { claimed, wasAsked: askedField === 'idea' });

  const subjects = parseSubjects(tokens);
  const findings: MessageFindings = {
    idea: idea?.value ?? null,
    changesIdea: IDEA_CHANGE_MATCHER.findAll(tokens).length > 0,
    subjects,
    style: style?.value ?? null,
    colorMode: color?.value ?? null,
    placement: placement?.value ?? impliedPlacement(size?.value.impliedArea),
    size: size ? withoutImpliedArea(size.value) : null,
    budget: budget?.value ?? null,
    hasReferences: references?.value ?? null,
    timing: timing?.value ?? null,
    contact,
    age: age?.value ?? null,
    isCoverUp: coverUp !== null,
    confirmsAdult: age
      ? null
      : (parseAdultStatement(tokens) ?? (context.askedAge ? parseAdultAnswer(tokens) : null)),
    turnsAdultSoon: age?.isBirthdayAhead === true,
    isLettering: parseLettering(tokens) && subjects.every(isLetteringSubject),
    empathy: parseEmpathyTopic(tokens),
    askedField: context.askedField,
    deferredField: null,
    questions: parseClientQuestions(tokens),
  };
  if (deferral && context.askedField && !hasField(findings, context.askedField)) {
    findings.deferredField = context.askedField;
  }
  return findings;
}

/** "a name in script": subjects that are themselves lettering. */
const LETTERING_SUBJECTS = new Set(['script', 'name', 'quote', 'date', 'word', 'lettering', 'initial']);
function isLetteringSubject(subject: string): boolean {
  return LETTERING_SUBJECTS.has(subject);
}

/** Words after "cover up" that still describe the old tattoo: "cover up [an old faded tribal] band". */
const OLD_PIECE_WORDS = 3;

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** "25" right after "are you 18 or over?" is the client's age. */
function bareAge(tokens: readonly Token[]): AgeFinding | null {
  const index = tokens.findIndex((token) => token.kind === 'number');
  const token = tokens[index];
  if (token?.kind !== 'number' || !Number.isInteger(token.value) || token.value < 12 || token.value > 99)
    return null;
  return { value: token.value, start: index, end: index + 1 };
}

function isFinding<T>(finding: Finding<T> | null): finding is Finding<T> {
  return finding !== null;
}

/** A half sleeve is on the arm, a back piece on the back. */
function impliedPlacement(area: string | undefined): Placement | null {
  return area ? { area } : null;
}

function withoutImpliedArea({ impliedArea: _, ...size }: TattooSize & { impliedArea?: string }): TattooSize {
  return size;
}
