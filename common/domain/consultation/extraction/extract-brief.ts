import { LRUCache } from 'lru-cache';
import { MINIMUM_CLIENT_AGE } from '../../../constants/limits.ts';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import {
  type Brief,
  type BriefField,
  type Budget,
  EMPTY_BRIEF,
  EMPTY_PROJECT_FACTS,
  hasField,
} from '../brief.ts';
import { classifyRead } from '../classify/classify-message.ts';
import type { MessageClassification, MessageIntent } from '../classify/message-intent.ts';
import { readLegacyTurn } from '../dialogue/legacy-turn-reading.ts';
import type { TurnRecord } from '../dialogue/turn-record.ts';
import { colorOfStyle } from '../style-relations.ts';
import { sentenceSpans } from '../text/token-helpers.ts';
import type { Token } from '../text/tokenize.ts';
import type { YesNoQuestion } from './asked-field.ts';
import { extractFromText, type MessageContext, type MessageFindings } from './extract-message.ts';
import { withCurrency } from './parse-budget.ts';
import { parseTiming } from './parse-timing.ts';
import { readMessage } from './read-message.ts';
import { refinePlacement } from './refine-placement.ts';
import { changedSize, inUnitOf } from './size-references.ts';
import { PEOPLE_SUBJECTS } from './tattoo-subjects.ts';

/** A message as the engine reads it: the spec §3 chat message, images only counted. */
export interface ConversationMessage {
  role: 'user' | 'assistant';
  content: string;
  images?: readonly unknown[];
  /** When the message was sent (ISO 8601), as the server stores it: "born in 2009" is read against its year. */
  timestamp?: string;
  /**
   * An assistant message's record of what it asked and answered (decision 046), as the engine made it. Without
   * one (a transcript stored before, a person's reply) the words are read instead (legacy-turn-reading.ts).
   */
  turn?: TurnRecord | null;
}

/** What an assistant message asked: its stored record, else (legacy) what its words say. */
export function turnOf(message: ConversationMessage): TurnRecord {
  return message.turn ?? readLegacyTurn(typeof message.content === 'string' ? message.content : '');
}

/** One client message: what it is, and what it says about the tattoo (empty unless it is tattoo talk). */
export interface ClientFindings extends MessageFindings {
  classification: MessageClassification;
  /** The field the assistant asked about before this message, whether or not it was answered. */
  previousAskedField: BriefField | null;
}

/** Issue #11: only real answers and tattoo talk feed the brief; nothing else is ever saved or echoed. */
const BRIEF_INTENTS: ReadonlySet<MessageIntent> = new Set(['tattoo_inquiry', 'answer']);

export interface ExtractOptions {
  /** The artist's styles: when a client names several, one of these wins. */
  preferredStyles?: readonly string[];
  /** "Hi Mara!" is a greeting, not an idea. */
  artistName?: string;
}

/**
 * Reads each client message in the context of the assistant question before it. Without an assistant
 * message first, the client is answering the spec §4 greeting, which asks for the idea.
 */
export function extractFindings(
  messages: readonly ConversationMessage[],
  options: ExtractOptions | readonly string[] = {},
): ClientFindings[] {
  const { preferredStyles = [], artistName } = Array.isArray(options)
    ? { preferredStyles: options as readonly string[], artistName: undefined }
    : (options as ExtractOptions);
  const findings: ClientFindings[] = [];
  let askedField: BriefField | null = 'idea';
  let yesNoQuestion: YesNoQuestion | null = null;
  let asksCoverUp = false;
  let askedAge = false;
  let justAskedAge = false;
  let followsCompanion = false;
  // A tattoo is being planned: the client's own questions from then on are about it ("can I still go to the gym
  // the week after?"), never small talk to redirect.
  let isUnderWay = false;
  let knowsAge = false;
  let saidNotAdult = false;
  let isWrittenForSomeone = false;
  // Decision 018: a "no" to the options offered after "not sure" leaves the field to the artist.
  const unsureFields: BriefField[] = [];
  for (const message of messages) {
    const content = typeof message.content === 'string' ? message.content : '';
    if (message.role !== 'user') {
      const turn = turnOf(message);
      // "Is this a cover-up?" asks about no brief field: its "tatuaje" or "tattoo" is not the idea question.
      asksCoverUp = turn.asksCoverUp;
      askedField = turn.asked === 'age' || asksCoverUp ? null : turn.asked;
      yesNoQuestion = asksCoverUp ? null : turn.yesNo;
      // The 18+ question stays open until answered: clients often answer it a message later. After a "no" to it,
      // the age said next ("25") may take the "no" back.
      justAskedAge = turn.asked === 'age' || saidNotAdult;
      askedAge ||= justAskedAge;
      continue;
    }
    const hasAttachments = Array.isArray(message.images) && message.images.length > 0;
    const currentYear = yearOf(message.timestamp);
    const key = JSON.stringify([
      currentYear,
      content,
      askedField,
      yesNoQuestion,
      asksCoverUp,
      askedAge,
      justAskedAge,
      hasAttachments,
      preferredStyles,
      artistName,
      followsCompanion,
      unsureFields,
      isUnderWay,
      knowsAge,
      isWrittenForSomeone,
    ]);
    // Every turn re-reads the whole transcript; each message is read once (bench: cost grows with the new
    // message, not the transcript).
    let read = READ_CACHE.get(key);
    if (!read) {
      read = readClientMessage(content, {
        askedField,
        yesNoQuestion,
        asksCoverUp,
        preferredStyles,
        hasAttachments,
        askedAge,
        justAskedAge,
        artistName,
        currentYear,
        followsCompanion,
        unsureFields: [...unsureFields],
        isUnderWay,
        knowsAge,
        writesForSomeone: isWrittenForSomeone,
      });
      READ_CACHE.set(key, read);
    }
    findings.push(read);
    askedField = null;
    yesNoQuestion = null;
    asksCoverUp = false;
    justAskedAge = false;
    followsCompanion = read.companion !== null;
    isUnderWay ||= BRIEF_INTENTS.has(read.classification.intent);
    if (read.deferredField) unsureFields.push(read.deferredField);
    if (read.age !== null || read.confirmsAdult !== null) askedAge = false;
    saidNotAdult = (saidNotAdult || read.confirmsAdult === false) && read.age === null;
    knowsAge ||= read.age !== null || read.confirmsAdult === true;
    isWrittenForSomeone ||= read.writesForSomeone === true;
  }
  return findings;
}

/**
 * A stated age is kept from any honest message ("turning 18 in june, can I book for after?" is a studio
 * question): the under-age gate must hear it. Spam and injections are read for nothing.
 */
const AGE_KEEPING_INTENTS: ReadonlySet<MessageIntent> = new Set([
  'studio_question',
  'greeting',
  'fan_message',
  'human_request',
  'other',
]);

/** The year a message was sent, or null when it carries no usable timestamp (then birth years go unread). */
function yearOf(timestamp: unknown): number | null {
  // ISO 8601 starts with the year: read it without parsing a Date on every message of every turn.
  if (typeof timestamp !== 'string' || !/^\d{4}-/.test(timestamp)) return null;
  return Number(timestamp.slice(0, 4));
}

const READ_CACHE = new LRUCache<string, ClientFindings>({ max: 5000 });

function readClientMessage(
  content: string,
  context: MessageContext & { artistName: string | undefined; isUnderWay: boolean },
): ClientFindings {
  const read = readMessage(content, MAX_CHAT_MESSAGE_CHARS);
  const found = extractFromText(read, context);
  const { askedField, artistName, hasAttachments, isUnderWay } = context;
  const classification = classifyRead(content, read, found, {
    askedField,
    artistName,
    hasAttachments,
    isUnderWay,
  });
  const kept =
    BRIEF_INTENTS.has(classification.intent) || asksForPersonAbout(classification, found)
      ? found
      : withoutBriefFacts(
          found,
          AGE_KEEPING_INTENTS.has(classification.intent),
          timingOfQuestion(classification, read.tokens),
        );
  return { ...kept, classification, previousAskedField: askedField };
}

/**
 * "can I talk to a real person? I want a traditional swallow on my chest": the request goes to the artist and
 * the tattoo in it still counts (decision 046).
 */
function asksForPersonAbout(classification: MessageClassification, found: MessageFindings): boolean {
  if (classification.intent !== 'human_request') return false;
  return found.subjects.length > 0 || found.style !== null || found.placement !== null || found.size !== null;
}

/** Studio questions that ask for a time ("can i come in tomorrow?", "are you open saturdays?"). */
const TIMING_QUESTION_TOPICS: ReadonlySet<string> = new Set(['walk_ins', 'availability', 'booking', 'hours']);

/**
 * The time a studio question's message wants: the one its question asks for ("can i come in tomorrow?"), or
 * one said beside the question ("I'm in Barcelona in May. When are you open?", "…? any weekday after 5
 * works"); never a time inside a question about something else ("will it be healed by next month?"), nor the whole
 * question taken as a free answer to "when are you hoping to get it done?" ("how do i actually book?").
 */
function timingOfQuestion(classification: MessageClassification, tokens: readonly Token[]): string | null {
  if (classification.intent !== 'studio_question') return null;
  const asksForTime = classification.topics.some((topic) => TIMING_QUESTION_TOPICS.has(topic));
  if (asksForTime) return parseTiming(tokens, null)?.value ?? null;
  for (const { start, end } of sentenceSpans(tokens)) {
    const timing = tokens[end]?.text === '?' ? null : parseTiming(tokens.slice(start, end), null);
    if (timing) return timing.value;
  }
  return null;
}

/**
 * Off-topic, spam, abuse, injections, greetings: nothing they say becomes part of the brief. A question
 * about a time keeps the time, as the timing the client wants (never as a slot agreed).
 */
function withoutBriefFacts(
  found: MessageFindings,
  keepsAge: boolean,
  timing: string | null = null,
): MessageFindings {
  const age = keepsAge
    ? { age: found.age, turnsAdultSoon: found.turnsAdultSoon, confirmsAdult: found.confirmsAdult }
    : { age: null, turnsAdultSoon: false, confirmsAdult: null };
  return {
    ...found,
    ...EMPTY_PROJECT_FACTS,
    subjects: [],
    sizeChange: null,
    changesIdea: false,
    // A hard time is heard whatever else the message is (decision 046).
    empathy: keepsAge ? found.empathy : null,
    deferredField: null,
    timing,
    ...age,
  };
}

/**
 * Folds message findings into one brief: the latest answer to a field wins, except the idea, which
 * only a change of mind replaces ("actually, a fox instead"), and references, where a yes stays a yes.
 */
export function mergeFindings(findings: readonly (MessageFindings | ClientFindings)[]): Brief {
  // Whether the idea held so far came from a story only: the first wished-for design replaces it.
  let brief = EMPTY_BRIEF;
  let isStoryIdea = false;
  // Whether the idea held so far names no design ("married", "hoi rafa", "my grandmother"): a piece described later
  // ("mine would be a little dotwork sun on my ankle") replaces it.
  let isBareIdea = false;
  for (const found of findings) {
    const wishReplacesStory = isStoryIdea && found.idea !== null && !found.ideaTellsStory;
    const designReplacesBare = isBareIdea && describesPiece(found);
    const replaces = wishReplacesStory || designReplacesBare;
    const next = mergeOne(replaces ? { ...brief, idea: null } : brief, found);
    if (next.idea !== brief.idea || replaces) {
      isStoryIdea = found.ideaTellsStory;
      isBareIdea = next.idea !== null && !namesDesign(found);
    }
    brief = next;
  }
  const colorMode = brief.colorMode ?? (brief.style && colorOfStyle(brief.style));
  const deferred =
    brief.isLettering && brief.style === null ? [...brief.deferredFields, 'style' as const] : [];
  const deferredFields = [...new Set([...brief.deferredFields, ...deferred])].filter(
    (field) => !hasField(brief, field),
  );
  const turnsAdultSoon = brief.turnsAdultSoon && brief.age !== null && brief.age < MINIMUM_CLIENT_AGE;
  // A story told ("ho perso la mia mamma") gives way to the portrait of the one it tells of.
  const idea = (isStoryIdea ? null : brief.idea) ?? portraitOfPerson(brief) ?? brief.idea;
  return { ...brief, idea, colorMode, deferredFields, turnsAdultSoon };
}

/**
 * "budget's 200 dollars" then "make the budget 300": a figure said again without its currency keeps the one said
 * before, as a size said again keeps its unit.
 */
function nextBudget(previous: Budget | null, found: Budget | null): Budget | null {
  if (!found) return previous;
  if (found.currency !== null || !previous?.currency || found.isFlexible) return found;
  return withCurrency(found, previous.currency);
}

/** A message whose idea names what the piece shows (a subject other than a person), or words to letter. */
function namesDesign(found: MessageFindings | ClientFindings): boolean {
  return found.isLettering || found.subjects.some((subject) => !PEOPLE_SUBJECTS.has(subject));
}

/** A design named with where, how big or in which style: a piece described, not a word in passing. */
function describesPiece(found: MessageFindings | ClientFindings): boolean {
  return (
    found.idea !== null &&
    !found.ideaTellsStory &&
    namesDesign(found) &&
    (found.style !== null || found.placement !== null || found.size !== null)
  );
}

/**
 * "I lost my dad last month" then "maybe a portrait of him", "se me murió mi abuela… un retrato suyo": a portrait
 * of "him" or "her" is of the person the conversation speaks of, so the design is known though no clause named it.
 */
function portraitOfPerson(brief: Brief): string | null {
  const isPortrait = brief.style === 'Portrait' || brief.subjects.includes('portrait');
  const person = brief.subjects.find((subject) => PEOPLE_SUBJECTS.has(subject));
  return isPortrait && person ? `portrait of ${person}` : null;
}

/** The brief a whole conversation gives (for the server's re-extraction on save). */
export function extractBrief(
  messages: readonly ConversationMessage[],
  options: ExtractOptions | readonly string[] = {},
): Brief {
  return mergeFindings(extractFindings(messages, options));
}

/**
 * "a snake?? or a dragon idk" then "dragon!! on my back": the client picks one of the subjects they floated,
 * and it is not the one the idea holds, so the pick becomes the idea (the latest answer wins).
 */
function picksAlternative(brief: Brief, found: MessageFindings | ClientFindings): boolean {
  const [picked] = found.subjects;
  // One subject floated is no choice: "tiny script blurs" after "the word 'enough' in fine script" picks nothing.
  const hasAlternatives = brief.subjects.length > 1;
  if (
    found.idea === null ||
    found.subjects.length !== 1 ||
    !picked ||
    brief.idea === null ||
    !hasAlternatives
  )
    return false;
  return brief.subjects.includes(picked) && !brief.idea.toLowerCase().includes(picked);
}

/**
 * "actually a fox instead" changes the design; "actually make it the calf, my forearm's getting crowded" and "can we
 * do 3 inches instead? tiny script blurs" change another field, and their other words are no design. A change of
 * mind replaces the idea when it names something the piece did not show before or quotes the words to letter, or,
 * naming nothing known, when it changes no other field ("actually a tamagotchi instead").
 */
function changesDesign(brief: Brief, found: MessageFindings | ClientFindings): boolean {
  if (!found.changesIdea || found.idea === null) return false;
  if (found.quotesLettering || found.subjects.some((subject) => !brief.subjects.includes(subject)))
    return true;
  const changesAnotherField =
    found.placement !== null || found.size !== null || Boolean(found.sizeChange) || found.colorMode !== null;
  return found.subjects.length === 0 && !changesAnotherField;
}

/**
 * A later size replaces an earlier one (decision 047): a bare figure takes the earlier unit ("maybe 12" after
 * "8 cm"), and "a bit bigger" with no figure scales the earlier size.
 */
function nextSize(previous: Brief['size'], found: MessageFindings | ClientFindings): Brief['size'] {
  if (found.size) return inUnitOf(previous, found.size);
  return found.sizeChange ? changedSize(previous, found.sizeChange) : previous;
}

/**
 * "Are you open Sundays?": a day inside a question about the studio's hours asks about the studio, and replaces no
 * time the client already said they want ("from December 9th to the 14th"); a question asking when says no time.
 */
function nextTiming(previous: string | null, found: MessageFindings | ClientFindings): string | null {
  if (found.timing === null || !('classification' in found)) return found.timing ?? previous;
  const { questionTexts, unknownQuestions, asksWhen } = found.classification;
  const timing = found.timing;
  const questions = [...Object.values(questionTexts), ...unknownQuestions.map((question) => question.text)];
  // "tu rouvres quand ?" to "when are you hoping to get it done?" asks for a time and says none.
  if (asksWhen && questions.some((question) => timing.includes(question) || question.includes(timing)))
    return previous;
  const asksHours = previous !== null && questionTexts.hours?.includes(timing) === true;
  return asksHours ? previous : timing;
}

/** A new area or side replaces the old; "the other arm" keeps the area and takes the side not said before. */
function nextPlacement(
  previous: Brief['placement'],
  found: MessageFindings | ClientFindings,
): Brief['placement'] {
  if (found.switchesSide && previous && (previous.side === 'left' || previous.side === 'right')) {
    const area = refinePlacement(previous, found.placement ? { area: found.placement.area } : null);
    return { ...previous, ...area, side: previous.side === 'left' ? 'right' : 'left' };
  }
  if (found.sideOnly && previous && !found.placement) return { ...previous, side: found.sideOnly };
  return refinePlacement(previous, found.placement);
}

function mergeOne(brief: Brief, found: MessageFindings | ClientFindings): Brief {
  const replacesIdea = brief.idea === null || changesDesign(brief, found) || picksAlternative(brief, found);
  const language = 'classification' in found ? found.classification.language : null;
  // The conversation's language is the prior (issue #23): the first message that can be told sets it, and only
  // a message clearly in another language (long, confident) changes it.
  const switchesLanguage =
    language !== null &&
    (brief.language === null || ('classification' in found && found.classification.languageIsClear));
  return {
    idea: replacesIdea ? found.idea : brief.idea,
    subjects: [...new Set([...brief.subjects, ...found.subjects])],
    style: found.style ?? brief.style,
    colorMode: found.colorMode ?? brief.colorMode,
    placement: nextPlacement(brief.placement, found),
    size: nextSize(brief.size, found),
    budget: nextBudget(brief.budget, found.budget),
    hasReferences: brief.hasReferences === true ? true : (found.hasReferences ?? brief.hasReferences),
    timing: nextTiming(brief.timing, found),
    contact: found.contact || brief.contact ? { ...brief.contact, ...found.contact } : null,
    age: found.age ?? brief.age,
    // "no" to "Is this a cover-up?" is fresh skin, whatever was read before (decision 018).
    isCoverUp: found.answersCoverUp === false ? false : brief.isCoverUp || found.isCoverUp,
    isAdultConfirmed: found.confirmsAdult ?? brief.isAdultConfirmed,
    turnsAdultSoon: found.age !== null ? found.turnsAdultSoon : brief.turnsAdultSoon,
    isLettering: brief.isLettering || found.isLettering,
    language: switchesLanguage ? language : brief.language,
    deferredFields:
      found.deferredField && !brief.deferredFields.includes(found.deferredField)
        ? [...brief.deferredFields, found.deferredField]
        : brief.deferredFields,
  };
}
