import { MINIMUM_CLIENT_AGE } from '../../../constants/limits.ts';
import { type ArtistProfile, bookingLinkOf, listedStylesOf, styleInSentence } from '../artist-profile.ts';
import { type Brief, type BriefField, EMPTY_BRIEF } from '../brief.ts';
import type { MessageIntent, StudioTopic } from '../classify/message-intent.ts';
import type { ConversationStyle } from '../conversation-style.ts';
import type { ClientFindings } from '../extraction/extract-brief.ts';
import { type CompanionFinding, isMinorCompanion } from '../extraction/parse-companion.ts';
import { ARTIST_PRICE_CURRENCY, formatMoney } from '../format-money.ts';
import { budgetUpperBound, type HardGate } from '../hard-gates.ts';
import { summaryParts } from '../project-summary.ts';
import { studioQuestionOutcome } from '../studio-answers/answer-studio-questions.ts';
import { closestOfferedStyle } from '../style-relations.ts';
import { TYPICAL_SIZES_CM } from '../typical-sizes.ts';
import { findNewlyRelevantRule } from './artist-rules.ts';
import type { NextQuestion } from './choose-question.ts';
import { type CompanionAnswer, DESK_STUDIO_TOPICS, type DeskStudioTopic } from './phrasebook.ts';
import type { ReplyPart } from './reply-plan.ts';

/** Everything the reply depends on; `previousBrief` is the brief before the client's latest message. */
export interface ReplyFacts {
  artist: ArtistProfile;
  style: ConversationStyle;
  brief: Brief;
  previousBrief: Brief;
  latest: ClientFindings | null;
  gates: readonly HardGate[];
  next: NextQuestion | null;
  isReadyToSave: boolean;
  wasReadyToSave: boolean;
  hasNewPortfolio: boolean;
  hasNewConcept: boolean;
  /** Instagram: no Save button, the lead is saved as the chat goes, so a ready chat is handed off. */
  isSavedAsItGoes: boolean;
  isFirstReply: boolean;
  /** 2-3 styles to offer a client who is unsure of the style ("fine line, blackwork or dotwork"). */
  styleOptions: readonly string[];
  /** The artist's only style, as a sentence names it ("Japanese"): an unsure client is told, not offered a choice. */
  soleStyle: string | null;
  /** 2-3 of the artist's pieces to offer a client with no idea yet. */
  ideaOptions: readonly string[];
  /** The latest message brought the conversation's first image or link (decision 046). */
  isFirstReferenceSent: boolean;
  /** An image or a link has arrived in this chat, in any message so far. */
  hasReceivedReference: boolean;
  /** The client writes in a language the assistant does not speak (issue #11). */
  otherLanguage: string | null;
  /** An earlier reply gave the artist's booking link (its turn record says so): it is not pasted again unasked. */
  hasGivenBookingLink: boolean;
  /** The age that decides is of someone the client writes for ("my son is 15"): the refusal speaks of them. */
  isAgeSomeoneElses?: boolean;
}

/** Intents that get a fixed front-desk line instead of the brief's running commentary (issue #11). */
const DESK_REPLIES: Partial<Record<MessageIntent, 'redirect' | 'abuse' | 'fan-thanks'>> = {
  other: 'redirect',
  injection: 'redirect',
  abuse: 'abuse',
  fan_message: 'fan-thanks',
};

/**
 * Decides what the reply says, in order (issue #4 "What a client experiences", issue #11): empathy first
 * when it is due, what was just understood, any hard gate, answers to the client's questions, new
 * portfolio pieces or concept, the save offer with the next step, then one question. Spam gets nothing;
 * abuse one calm line; an under-age client only the refusal.
 */
export function planReply(facts: ReplyFacts): ReplyPart[] {
  const { gates, latest } = facts;
  const intent = latest?.classification.intent ?? null;
  if (intent === 'business_or_spam') return [];
  const underAge = gates.some((gate) => gate.kind === 'under_age');
  if (underAge) {
    // A minor planning for later ("is the deposit per session?", "could u draw me a design now?") gets the studio's
    // answers, never a booking: after the rule the first time, before the rule said again, briefly.
    const isRepeat =
      isUnderAge(facts.previousBrief) && !(facts.brief.turnsAdultSoon && !facts.previousBrief.turnsAdultSoon);
    const answers = answersToQuestions(facts).filter((part) => !isBookingStep(part));
    const refusal: ReplyPart = {
      kind: 'under-age',
      minimumAge: MINIMUM_CLIENT_AGE,
      forSomeoneElse: facts.isAgeSomeoneElses === true,
      turnsAdultSoon: facts.brief.turnsAdultSoon,
      // Said once in full; later turns get a shorter line, not the same paragraph again, unless the client
      // has just said their 18th birthday is near ("i turn 18 in april, can i book for after?"): that is news.
      isRepeat,
    };
    return isRepeat ? [...answers, refusal] : [refusal, ...answers];
  }
  if (intent === 'abuse') return [{ kind: 'abuse' }];
  // "never mind, not ready yet" with no tattoo facts: one kind line, the door left open, nothing asked.
  if (latest?.withdraws && (intent === 'other' || intent === 'greeting')) return [{ kind: 'withdrawal' }];

  const parts: ReplyPart[] = [];
  if (facts.otherLanguage) parts.push({ kind: 'other-language', language: facts.otherLanguage });
  if (facts.isFirstReply && facts.style.greeting)
    parts.push({ kind: 'greeting', text: facts.style.greeting });
  // A booked client's message (a cold, moving the date, the deposit back) is the artist's alone: care if due, then
  // the handoff; no brief commentary, no questions.
  if (latest?.classification.aboutOwnBooking) {
    if (latest.empathy) parts.push({ kind: 'empathy', topic: latest.empathy });
    parts.push({ kind: 'human-handoff', isSavedAsItGoes: facts.isSavedAsItGoes, aboutBooking: true });
    return parts;
  }
  // A person asked for: said so first, and any tattoo details in the message are still taken (decision 046).
  if (intent === 'human_request')
    parts.push({ kind: 'human-handoff', isSavedAsItGoes: facts.isSavedAsItGoes, aboutBooking: false });
  // A hard time is met with care, never with the off-topic line (decision 046).
  const caresFirst = intent === 'other' && latest?.empathy;
  const deskReply = intent && !caresFirst ? DESK_REPLIES[intent] : undefined;
  if (deskReply) parts.push({ kind: deskReply });
  else parts.push(...briefCommentary(facts));
  if (parts.length === 0 && facts.isFirstReply) parts.push({ kind: 'welcome' });
  parts.push(...answersToQuestions(facts));
  // "How do I book?" was just answered: the save offer does not say it again (the link twice in one reply).
  const answersBooking = parts.some((part) => part.kind === 'studio-answer' && part.topic === 'booking');
  if (intent !== 'human_request') parts.push(...closing(facts, answersBooking));
  // "hello??" again, with the question just asked and nothing new: a short line, never silence.
  if (parts.length === 0) parts.push({ kind: 'still-here' });
  return parts;
}

/** What books a date: the link, the calendar, the waitlist; never offered to a minor. */
function isBookingStep(part: ReplyPart): boolean {
  return (
    part.kind === 'availability-answer' ||
    part.kind === 'books-closed' ||
    (part.kind === 'studio-answer' && (part.topic === 'booking' || part.topic === 'walk_ins'))
  );
}

/** Empathy, the acknowledgement, gates, rules, and the unsure client's options. */
function briefCommentary(facts: ReplyFacts): ReplyPart[] {
  const { brief, previousBrief, artist, latest } = facts;
  const parts: ReplyPart[] = [];
  if (latest?.empathy) parts.push({ kind: 'empathy', topic: latest.empathy });
  const notices = newGateNotices(facts);
  // Bad news is never led by "Love it" (issue #11): with a notice, the notice is the acknowledgement. Care
  // is one too: "Great, got it" right after condolences reads as cheer at a loss (decision 049).
  if (notices.length === 0 && !latest?.empathy) {
    // "do you do geometric?": the answer speaks to the style, so it is no detail to acknowledge.
    const asksStyle = latest?.classification.asksStyle === true;
    const details = describeNewDetails(
      previousBrief,
      asksStyle ? { ...brief, style: previousBrief.style } : brief,
      latest,
    );
    if (details) parts.push({ kind: 'acknowledge', details });
    // Options open with their own "No problem!": a "noted" before them says the same twice.
    // The contact's own thanks says it too ("Thanks, I've noted how to reach you").
    else if (
      latest?.classification.intent === 'answer' &&
      parts.length === 0 &&
      !offersOptions(facts) &&
      !leftToArtist(facts) &&
      !changed(previousBrief.contact, brief.contact)
    )
      parts.push({ kind: 'noted' });
  }
  // Thanks only for what arrived (decision 046): "I'll send pics later" is a promise, not a reference yet.
  if (facts.isFirstReferenceSent) parts.push({ kind: 'thanks-for-references' });
  if (changed(previousBrief.contact, brief.contact)) parts.push({ kind: 'thanks-for-contact' });
  parts.push(...notices);
  const rule = findNewlyRelevantRule(artist.rules ?? [], brief, previousBrief);
  if (rule) parts.push({ kind: 'artist-rule', rule });
  if (isFirstDeferral(facts, 'style') && facts.soleStyle) {
    parts.push({ kind: 'sole-style', style: facts.soleStyle });
  } else if (isFirstDeferral(facts, 'style') && facts.styleOptions.length > 0) {
    parts.push({ kind: 'style-options', options: facts.styleOptions });
  }
  // Issue #11: help an unsure client choose; the options are this turn's one question.
  if (isFirstDeferral(facts, 'size')) parts.push({ kind: 'size-options' });
  if (isFirstDeferral(facts, 'placement')) parts.push({ kind: 'placement-options' });
  if (isFirstDeferral(facts, 'idea') && facts.ideaOptions.length > 0)
    parts.push({ kind: 'idea-options', options: facts.ideaOptions });
  const advised = leftToArtist(facts);
  const typicalSize = advised === 'size' && latest?.asksAdvice ? typicalSizeAt(brief) : null;
  if (typicalSize) parts.push({ kind: 'size-advice', minCm: typicalSize[0], maxCm: typicalSize[1] });
  else if (advised) parts.push({ kind: 'left-to-artist', field: advised });
  // "no clue about budget": what the artist charges is the anchor a front desk gives (never an invented price).
  const asksPrice = latest?.classification.topics.includes('price') === true;
  if (latest?.deferredField === 'budget' && !asksPrice && artist.minimumPrice) {
    parts.push({
      kind: 'price-answer',
      consultationPrice: null,
      minimumPrice: priceOrNull(artist.minimumPrice),
    });
  }
  return parts;
}

/** The showcase, the save offer and the one question. */
function closing(facts: ReplyFacts, answersBooking: boolean): ReplyPart[] {
  const { brief, artist, next } = facts;
  const parts: ReplyPart[] = [];
  if (facts.hasNewPortfolio || facts.hasNewConcept) {
    parts.push({ kind: 'showcase', hasPortfolio: facts.hasNewPortfolio, hasConcept: facts.hasNewConcept });
  }
  const isNewlyReady = facts.isReadyToSave && !facts.wasReadyToSave;
  // The booking link is given once: a save offer after an answer that gave it says no next step (issue #25).
  const isLinkStep = hasOpenBookingLink(artist) && artist.booksInApp !== true;
  const nextStep = !answersBooking && !(isLinkStep && facts.hasGivenBookingLink);
  if (isNewlyReady && facts.isSavedAsItGoes) parts.push({ kind: 'handed-off', nextStep });
  else if (isNewlyReady) parts.push({ kind: 'save-offer', nextStep });
  // "That's everything" once: a later "thank you" gets a short closing, never the same sentence or a question.
  else if (facts.isReadyToSave && next === null && !facts.isSavedAsItGoes)
    parts.push(saysNothingNew(facts) ? { kind: 'after-all-set' } : { kind: 'all-set' });
  // Still ready and still chatting: the link once more if no reply has given it yet; never in every reply.
  else if (
    facts.isReadyToSave &&
    !facts.isSavedAsItGoes &&
    !facts.hasGivenBookingLink &&
    hasOpenBookingLink(artist)
  )
    parts.push({ kind: 'booking-reminder' });
  if (offersOptions(facts)) return parts;
  if (next?.kind === 'ask-age') parts.push({ kind: 'ask-age' });
  // "some lettering in fine script": the words to write are a new question, not the idea asked again.
  const asksTheWords = next?.kind === 'invite' && next.field === 'idea' && brief.isLettering;
  if (next?.kind === 'invite' && !asksTheWords) parts.push({ kind: 'invite', field: next.field });
  if (next?.kind === 'question' || asksTheWords) {
    const artistStyles = listedStylesOf(artist).map(styleInSentence);
    parts.push({
      kind: 'question',
      field: next.field,
      isCoverUp: brief.isCoverUp,
      isLettering: brief.isLettering,
      artistStyles,
    });
  }
  return parts;
}

/** The latest message changed nothing in the brief and asked nothing. */
function saysNothingNew({ brief, previousBrief, latest }: ReplyFacts): boolean {
  const asks = (latest?.classification.topics.length ?? 0) > 0 || (latest?.questions.length ?? 0) > 0;
  return !asks && JSON.stringify(brief) === JSON.stringify(previousBrief);
}

function hasOpenBookingLink(artist: ArtistProfile): boolean {
  const isOpen = (artist.intake?.booksStatus ?? 'open') === 'open';
  return isOpen && bookingLinkOf(artist) !== null;
}

function isUnderAge(brief: Brief): boolean {
  return brief.age !== null ? brief.age < MINIMUM_CLIENT_AGE : brief.isAdultConfirmed === false;
}

type DeferralFacts = Pick<ReplyFacts, 'latest' | 'previousBrief'>;

/**
 * Options are offered once per field (decision 018): a second "still not sure", a "no" or "neither" to them,
 * or "you decide" moves on instead of the same list again.
 */
function isFirstDeferral({ latest, previousBrief }: DeferralFacts, field: BriefField): boolean {
  // "you decide" is an answer, not a doubt: no options are offered for it (decision 046).
  return (
    latest?.deferredField === field && !latest.leavesToArtist && !previousBrief.deferredFields.includes(field)
  );
}

/** "how big should it be?" about a piece whose place is known: the span pieces there usually take. */
function typicalSizeAt(brief: Brief): readonly [number, number] | null {
  return (brief.placement && TYPICAL_SIZES_CM[brief.placement.area]) ?? null;
}

/** Fields an artist advises on at the consultation when the client leaves them open. */
const ADVISED_FIELDS: ReadonlySet<BriefField> = new Set(['idea', 'placement', 'size', 'style', 'color']);

/** The field a client left to the artist after the options (decision 018), said once so the chat moves on. */
function leftToArtist({ latest, previousBrief }: DeferralFacts): BriefField | null {
  const field = latest?.deferredField;
  if (!field || !ADVISED_FIELDS.has(field)) return null;
  return previousBrief.deferredFields.includes(field) || latest?.leavesToArtist ? field : null;
}

/** The options offered to an unsure client are the turn's one question (issue #11). */
function offersOptions(facts: ReplyFacts): boolean {
  return (
    isFirstDeferral(facts, 'size') ||
    isFirstDeferral(facts, 'placement') ||
    (isFirstDeferral(facts, 'style') && facts.styleOptions.length > 0) ||
    (isFirstDeferral(facts, 'idea') && facts.ideaOptions.length > 0)
  );
}

/**
 * "geometric wolf, left forearm, ~5 in": what the latest message added or changed, in the brief's words,
 * never the client's: the design is named by its known subjects, not the raw idea (issue #11).
 */
function describeNewDetails(previous: Brief, current: Brief, latest: ClientFindings | null): string {
  const topics: readonly StudioTopic[] = latest?.classification.topics ?? [];
  const isDesignNew = current.idea !== previous.idea || current.style !== previous.style;
  // "portrait" is the style of a portrait of grandma, not a second subject.
  const styleWord = current.style?.toLowerCase();
  const newSubjects = current.subjects.filter(
    (subject) => !previous.subjects.includes(subject) && subject !== styleWord,
  );
  // "dragon" picked from "a snake or a dragon": the subjects the idea now holds, not every one floated.
  const inIdea = current.subjects.filter(
    (subject) => subject !== styleWord && !!current.idea?.toLowerCase().includes(subject),
  );
  const known = inIdea.length > 0 ? inIdea : current.subjects.filter((subject) => subject !== styleWord);
  const subjects = (newSubjects.length > 0 ? newSubjects : known).slice(0, 2).join(' and ');
  const changes: Brief = {
    ...EMPTY_BRIEF,
    idea: isDesignNew && subjects ? subjects : null,
    style: isDesignNew ? current.style : null,
    placement: changed(previous.placement, current.placement),
    // "the size of a tunnock's teacake": a size kept only in the client's words is not said back to them verbatim.
    size: current.size?.cm === undefined ? null : changed(previous.size, current.size),
    // A colour only the style implies (dotwork: black and grey) is never said back as if the client said it.
    colorMode: latest?.colorMode ? changed(previous.colorMode, current.colorMode) : null,
    budget: changed(previous.budget, current.budget),
    isCoverUp: current.isCoverUp && !previous.isCoverUp,
  };
  // "Are you free this weekend?", "can i come in today?" are questions, not a timing to thank the client for.
  const asksForTime = topics.includes('availability') || topics.includes('walk_ins');
  const timing = asksForTime ? null : changed(previous.timing, current.timing);
  return [...summaryParts(changes), ...(timing ? [timing] : [])].join(', ');
}

function changed<T>(previous: T | null, current: T | null): T | null {
  return JSON.stringify(previous) === JSON.stringify(current) ? null : current;
}

/** Gates are said when they first apply, not on every turn (issue #4 "Hard gates"). */
function newGateNotices({ gates, brief, previousBrief, artist, latest }: ReplyFacts): ReplyPart[] {
  const notices: ReplyPart[] = [];
  for (const gate of gates) {
    if (gate.kind === 'style_not_offered' && brief.style && brief.style !== previousBrief.style) {
      const alternative = closestOfferedStyle(brief.style, listedStylesOf(artist));
      notices.push({
        kind: 'style-not-offered',
        requested: styleInSentence(brief.style),
        offered: listedStylesOf(artist).map(styleInSentence),
        alternative: alternative && styleInSentence(alternative),
      });
    }
    if (
      gate.kind === 'budget_below_minimum' &&
      saysNewBudget(brief, previousBrief) &&
      artist.minimumPrice &&
      brief.budget
    ) {
      notices.push({
        kind: 'budget-below-minimum',
        minimum: formatMoney(artist.minimumPrice, ARTIST_PRICE_CURRENCY),
        budget: brief.budget.text,
      });
    }
  }
  // Asked outright ("do you do cover ups?"), the answer says it (answersToQuestions), once.
  const isAsked = latest?.classification.topics.includes('cover_ups') === true;
  if (brief.isCoverUp && !previousBrief.isCoverUp && artist.intake?.takesCoverUps === false && !isAsked) {
    notices.push({ kind: 'cover-ups-not-taken' });
  }
  return notices;
}

/** The budget changed with the latest message: a notice or an answer about it is due now, not again later. */
function saysNewBudget(brief: Brief, previousBrief: Brief): boolean {
  return JSON.stringify(brief.budget) !== JSON.stringify(previousBrief.budget);
}

/**
 * "budget's a monkey, so 500 quid. is that gonna be enough?", "tengo 3 mil dólares, ¿alcanza?": a budget said with
 * the price question, at or above the artist's minimum, answers it (below it, the gate's notice does).
 */
function budgetMeetingMinimum(
  brief: Brief,
  previousBrief: Brief,
  artist: ArtistProfile,
): { minimum: string; budget: string } | null {
  const upper = budgetUpperBound(brief);
  const minimum = artist.minimumPrice ?? null;
  if (
    !saysNewBudget(brief, previousBrief) ||
    upper === null ||
    minimum === null ||
    upper < minimum ||
    !brief.budget
  )
    return null;
  return { minimum: formatMoney(minimum, ARTIST_PRICE_CURRENCY), budget: brief.budget.text };
}

/**
 * Honest answers that only use what the artist has set (issue #4 "Safety", issue #11: walk-ins, flash,
 * deposit, aftercare, location, hours, booking). Closed books are said once, when availability comes up
 * or on the first reply.
 */
function answersToQuestions({
  latest,
  artist,
  brief,
  previousBrief,
  gates,
  isFirstReply,
  hasReceivedReference,
}: ReplyFacts): ReplyPart[] {
  const topics = latest?.classification.topics ?? [];
  const isClosed = artist.intake?.booksStatus !== undefined && artist.intake.booksStatus !== 'open';
  // Decision 045: the artist's studio answers, and what goes to the artist instead.
  const outcome = latest
    ? studioQuestionOutcome(latest.classification, artist)
    : { answers: [], deferred: [], experience: null };
  const parts: ReplyPart[] = [];
  for (const topic of topics) {
    if (topic === 'price') {
      const meetsMinimum = latest?.classification.asksIfBudgetIsEnough
        ? budgetMeetingMinimum(brief, previousBrief, artist)
        : null;
      parts.push(
        meetsMinimum
          ? { kind: 'budget-meets-minimum', ...meetsMinimum }
          : {
              kind: 'price-answer',
              consultationPrice: priceOrNull(artist.consultationPrice),
              minimumPrice: priceOrNull(artist.minimumPrice ?? null),
            },
      );
    } else if (topic === 'languages') {
      parts.push({ kind: 'languages-answer', isSpoken: latest?.classification.asksLanguage !== null });
    } else if (topic === 'picture_arrival') {
      parts.push({ kind: 'picture-arrival', received: hasReceivedReference });
    } else if (topic === 'companion') {
      parts.push({ kind: 'companion-answer', answer: companionAnswer(latest?.companion ?? null) });
    } else if (topic === 'availability' || (topic === 'booking' && isClosed)) {
      // A closed diary has no booking link to give: the waitlist is the answer.
      if (isClosed && parts.some((part) => part.kind === 'books-closed')) continue;
      parts.push(isClosed ? { kind: 'books-closed' } : { kind: 'availability-answer' });
      // "would any weekend in March work?": the days the studio works answer what the calendar cannot.
      if (!isClosed && artist.intake?.studioHours && !topics.includes('hours'))
        parts.push({ kind: 'studio-answer', topic: 'hours' });
    } else if (topic === 'hours' && isClosed && latest?.classification.asksWhen) {
      // "any idea when you open again?", "when do your books open again?": with the books closed, the books, not
      // the studio's opening hours.
      if (!parts.some((part) => part.kind === 'books-closed')) parts.push({ kind: 'books-closed' });
    } else if (isDeskTopic(topic)) {
      // Unset in Intake Controls, the phrasebook says so by name ("I don't have the walk-in policy here…").
      parts.push({ kind: 'studio-answer', topic });
    }
  }
  for (const topic of outcome.answers) parts.push({ kind: 'studio-answer-text', topic });
  if (outcome.experience) parts.push({ kind: 'experience-answer', fact: outcome.experience });
  // "do you do geometric?" of a style the artist works in: yes (one they don't is the gate's notice).
  const askedStyle = latest?.classification.asksStyle ? latest.style : null;
  if (askedStyle && !gates.some((gate) => gate.kind === 'style_not_offered'))
    parts.push({ kind: 'style-offered', style: styleInSentence(askedStyle) });
  if (latest?.questions.includes('styles')) {
    parts.push({ kind: 'styles-answer', styles: listedStylesOf(artist).map(styleInSentence) });
  }
  if (outcome.deferred.some((question) => question.topic === null || !isDeskTopic(question.topic)))
    parts.push({ kind: 'will-ask' });
  if (isClosed && isFirstReply && !parts.some((part) => part.kind === 'books-closed')) {
    parts.push({ kind: 'books-closed' });
  }
  return parts;
}

const DESK_TOPICS: ReadonlySet<StudioTopic> = new Set<StudioTopic>(DESK_STUDIO_TOPICS);
const isDeskTopic = (topic: StudioTopic): topic is DeskStudioTopic => DESK_TOPICS.has(topic);

function companionAnswer(companion: CompanionFinding | null): CompanionAnswer {
  if (isMinorCompanion(companion)) return 'under-age';
  return companion?.wantsTattoo ? 'wants-one' : 'along';
}

function priceOrNull(amount: number | null): string | null {
  return amount === null ? null : formatMoney(amount, ARTIST_PRICE_CURRENCY);
}
