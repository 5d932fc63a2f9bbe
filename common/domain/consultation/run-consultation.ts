import { MINIMUM_CLIENT_AGE } from '../../constants/limits.ts';
import type { ChatPortfolioImage, ChatResponse } from '../../contracts/chat.ts';
import {
  type ArtistProfile,
  artistDisplayName,
  artistShortName,
  bookingLinkOf,
  listedStylesOf,
  styleInSentence,
} from './artist-profile.ts';
import { type Brief, type BriefField, isKnownAdult, missingFields } from './brief.ts';
import { clarityScore, READY_TO_SAVE_CLARITY } from './clarity.ts';
import type { MessageClassification, StudioQuestion } from './classify/message-intent.ts';
import { renderConceptBoardSvg } from './concept/concept-board-svg.ts';
import {
  briefForConcept,
  type ConceptVisualDraft,
  draftConceptVisual,
  isSameConcept,
} from './concept/concept-visual.ts';
import { type ConversationStyleConfig, parseConversationStyle, questionOrder } from './conversation-style.ts';
import { recordTurn, type TurnRecord } from './dialogue/turn-record.ts';
import {
  type ConversationMessage,
  extractFindings,
  mergeFindings,
  turnOf,
} from './extraction/extract-brief.ts';
import { findHardGates, type HardGate } from './hard-gates.ts';
import { LANGUAGES } from './languages/index.ts';
import { planTurn } from './model-plan/plan-turn.ts';
import type { TurnPlan } from './model-plan/turn-plan.ts';
import { matchPortfolio, type PortfolioPiece } from './portfolio-match.ts';
import { summarizeDirection } from './project-summary.ts';
import { readArtist } from './read-artist.ts';
import { type AskedTopic, chooseNextQuestion } from './reply/choose-question.ts';
import { composeReply, REPLY_LANGUAGES, wordReplyPart } from './reply/compose-reply.ts';
import { planReply } from './reply/plan-reply.ts';
import { suggestIdeas, suggestStyles } from './reply/suggest-styles.ts';
import { withoutRepeatedAnswers } from './reply/without-repeated-answers.ts';
import { soleStyleOf, withSoleStyle } from './sole-style.ts';
import { openQuestionsIn } from './studio-answers/open-questions.ts';
import { readOpeningHours } from './studio-answers/opening-hours.ts';

export interface ConsultationInput {
  /** The conversation so far, ending with the client's new message. */
  messages: readonly ConversationMessage[];
  artist: ArtistProfile;
  portfolio: readonly PortfolioPiece[];
  /** Defaults to friendly and concise; an A/B variant's config object can be passed as is. */
  style?: ConversationStyleConfig;
  /**
   * Where the client writes. The web chat shows portfolio pieces and the concept board beside the reply and
   * has a Save button; an Instagram DM has neither, and its lead is saved as the chat goes (issue #10).
   */
  channel?: ConsultationChannel;
  /** A model will rewrite the reply: return the turn's plan for it (decision 050). The engine alone needs none. */
  withPlan?: boolean;
}

export type ConsultationChannel = 'web' | 'instagram';

/**
 * The spec §3 Chat response, except that the concept visual has no `imageUrl` yet: the server stores
 * `conceptBoardSvg` (or asks its image provider) and fills it in. Plus the internal brief.
 */
export interface ConsultationResult extends Omit<ChatResponse, 'conceptVisual'> {
  /** Non-null only on the turn the concept is new or changed; the client keeps the last one (spec §4). */
  conceptVisual: ConceptVisualDraft | null;
  conceptBoardSvg: string | null;
  brief: Brief;
  missingFields: BriefField[];
  gates: HardGate[];
  /** The field the reply's question (or invitation) asks about, or null when it asks none. */
  askedField: BriefField | null;
  /** The reply asks the client to confirm being 18 or over (issue #11). */
  asksAge: boolean;
  /** What the client's latest message was; null when the conversation does not end with one. */
  classification: MessageClassification | null;
  /** What the reply asked and answered: stored with it, and read back on the next turn (decision 046). */
  turn: TurnRecord;
  /** Every question of the conversation deferred to the artist, once each (decision 045): the lead's. */
  openQuestions: StudioQuestion[];
  /** With `withPlan`: the reply's plan, for a model that rewrites it and the check its reply must pass (decision 050). */
  plan: TurnPlan | null;
}

/**
 * One consultation turn, pure and synchronous (issue #4 "The engine", issue #11): classifies and reads the
 * whole conversation into a brief, then replies in the client's language with at most one question.
 * Never throws.
 */
export function runConsultation(input: ConsultationInput): ConsultationResult {
  const style = parseConversationStyle(input.style);
  const { portfolio } = input;
  const artist = readArtist(input.artist, portfolio);
  const artistName = artistDisplayName(artist);
  const messages = Array.isArray(input.messages) ? input.messages : [];
  // When a client names several styles, one the artist listed wins over one read from the bio.
  const findings = extractFindings(messages, { preferredStyles: listedStylesOf(artist), artistName });
  const endsWithClient = messages.at(-1)?.role === 'user';
  // An artist with one style: the piece is in it unless the client names another (sole-style.ts).
  const brief = withSoleStyle(mergeFindings(findings), artist);
  const previousBrief = endsWithClient ? withSoleStyle(mergeFindings(findings.slice(0, -1)), artist) : brief;

  const gates = findHardGates(brief, artist);
  const isUnderAge = gates.some((gate) => gate.kind === 'under_age');
  // "black and grey only" in the bio: colour is settled by the artist, so the client is never asked it.
  const missing = missingFields(brief, questionOrder(style)).filter(
    (field) => field !== 'color' || !worksInBlackAndGreyOnly(artist),
  );
  const clarity = clarityScore(brief);
  const isClearEnough = clarity >= READY_TO_SAVE_CLARITY && !isUnderAge;
  // Issue #11: an adult, by a stated age or a yes to the one-line check, before the chat can be saved.
  const readyToSave = isClearEnough && isKnownAdult(brief, MINIMUM_CLIENT_AGE);
  const wasReadyToSave =
    clarityScore(previousBrief) >= READY_TO_SAVE_CLARITY && isKnownAdult(previousBrief, MINIMUM_CLIENT_AGE);

  const portfolioImages = isUnderAge ? [] : matchPortfolio(brief, portfolio, style.showPortfolioEarly);
  const previousImages = matchPortfolio(previousBrief, portfolio, style.showPortfolioEarly);
  const conceptBrief = briefForConcept(brief, listedStylesOf(artist));
  const concept = isUnderAge ? null : draftConceptVisual(conceptBrief);
  const previousConcept = draftConceptVisual(briefForConcept(previousBrief, listedStylesOf(artist)));
  const conceptVisual = concept && !isSameConcept(concept, previousConcept) ? concept : null;
  const isFirstReply = findings.length <= 1;
  const latest = endsWithClient ? (findings.at(-1) ?? null) : null;
  const intent = latest?.classification.intent ?? null;
  const isSilent = intent === 'business_or_spam' || intent === 'abuse';
  const next =
    isUnderAge || isSilent
      ? null
      : chooseNextQuestion({
          missing,
          askedHistory: askedTopics(messages),
          needsAgeCheck: isClearEnough && !readyToSave,
          declinedField: latest?.declinedField ?? null,
        });
  const replyLanguage = brief.language && REPLY_LANGUAGES.has(brief.language) ? brief.language : 'en';
  const latestLanguage = latest?.classification.language ?? null;
  // "I can only chat in English…" is said once per language, not before every reply (decision 018).
  const wasToldLanguage = findings
    .slice(0, -1)
    .some((earlier) => earlier.classification.language === latestLanguage);

  const showsMedia = (input.channel ?? 'web') === 'web';
  const soleStyle = soleStyleOf(artist);
  const planned = planReply({
    artist,
    style,
    brief,
    previousBrief,
    latest,
    gates,
    next,
    isReadyToSave: readyToSave,
    wasReadyToSave,
    // On the first reply everything shown is new, even pieces shown early before anything matched.
    hasNewPortfolio:
      showsMedia &&
      !isSilent &&
      portfolioImages.length > 0 &&
      (isFirstReply || !haveSameIds(portfolioImages, previousImages)),
    // Offered once; later refinements update the board without another announcement.
    hasNewConcept: showsMedia && !isSilent && concept !== null && previousConcept === null,
    isSavedAsItGoes: !showsMedia,
    isFirstReply,
    styleOptions: soleStyle ? [] : suggestStyles(brief, artist, portfolio),
    soleStyle: soleStyle && styleInSentence(soleStyle),
    ideaOptions: suggestIdeas(portfolio),
    isFirstReferenceSent:
      !isSilent &&
      latest?.sendsReference === true &&
      !findings.slice(0, -1).some((earlier) => earlier.sendsReference),
    hasReceivedReference: findings.some((found) => found.sendsReference),
    otherLanguage:
      latestLanguage && !REPLY_LANGUAGES.has(latestLanguage) && !wasToldLanguage ? latestLanguage : null,
    hasGivenBookingLink: messages.some(
      (message) => message.role === 'assistant' && turnOf(message).givesBookingLink === true,
    ),
    // "my son is 15", "my daughter wants one for her 16th birthday": the refusal speaks of them, not the client.
    isAgeSomeoneElses:
      findings.findLast((found) => found.age !== null)?.isAgeSomeoneElses === true ||
      findings.some((found) => found.writesForSomeone === true),
  });

  const phraseContext = {
    artistName,
    artistShortName: artistShortName(artist),
    turn: findings.length,
    studio: {
      intake: artist.intake ?? null,
      bookingUrl: bookingLinkOf(artist),
      booksInApp: artist.booksInApp === true,
      answers: artist.studioAnswers ?? null,
      openingHours: artist.intake?.studioHours ? readOpeningHours(artist.intake.studioHours, WEEKS) : null,
    },
    language: replyLanguage,
  };
  const wordPart = (part: (typeof planned)[number]) => wordReplyPart(part, style, phraseContext);
  const earlierReplies = messages.flatMap((message) =>
    message.role === 'assistant' ? [message.content] : [],
  );
  const classification = latest?.classification;
  const clientAsks =
    !!classification &&
    (Object.keys(classification.questionTexts).length > 0 || classification.unknownQuestions.length > 0);
  const parts = withoutRepeatedAnswers(planned, wordPart, earlierReplies, clientAsks);
  const response = composeReply(parts, style, phraseContext);
  const { bookingUrl } = phraseContext.studio;
  const turn = recordTurn({
    parts,
    wordPart,
    deferred: brief.deferredFields,
    // The link is the artist's data, put in by the engine: found exactly in the reply just composed.
    givesBookingLink: bookingUrl !== null && response.includes(bookingUrl),
  });
  return {
    response,
    portfolioImages: isSilent ? [] : portfolioImages,
    conceptVisual: isSilent ? null : conceptVisual,
    conceptBoardSvg: !isSilent && conceptVisual ? renderConceptBoardSvg(conceptVisual, conceptBrief) : null,
    clarityScore: clarity,
    readyToSave,
    directionSummary: summarizeDirection(brief),
    brief,
    missingFields: missing,
    gates,
    askedField: turn.asked === 'age' ? null : turn.asked,
    asksAge: turn.asked === 'age',
    classification: latest?.classification ?? null,
    turn,
    openQuestions: openQuestionsIn(findings, artist),
    plan: !input.withPlan
      ? null
      : planTurn({
          parts,
          wordPart,
          engineReply: response,
          language: replyLanguage,
          artist,
          context: phraseContext,
          brief,
          findings,
          messages,
        }),
  };
}

/** What each assistant message asked, in order, from its record (decision 046): a field, the 18+ check, or nothing. */
function askedTopics(messages: readonly ConversationMessage[]): AskedTopic[] {
  return messages.filter((message) => message.role === 'assistant').map((message) => turnOf(message).asked);
}

/** The bio says the artist does no colour: "black and grey only", "only black ink", "no colour". */
/** Each language's seven days from Monday: the artist's hours are read in whichever they wrote. */
const DAYS_IN_WEEK = 7;
const WEEKS = LANGUAGES.map((module) => module.reading.dayNames.slice(0, DAYS_IN_WEEK));

const BLACK_AND_GREY_ONLY =
  /\b(black\s*(and|&|n)\s*gr[ae]y|black\s*ink|blackwork)\s*only\b|\bonly\s*(black\s*(and|&|n)\s*gr[ae]y|black\s*ink)\b|\bno\s*colou?r\b/i;
function worksInBlackAndGreyOnly(artist: ArtistProfile): boolean {
  return typeof artist.bio === 'string' && BLACK_AND_GREY_ONLY.test(artist.bio);
}

function haveSameIds(
  current: readonly ChatPortfolioImage[],
  previous: readonly ChatPortfolioImage[],
): boolean {
  return (
    current.length === previous.length && current.every((image, index) => image.id === previous[index]?.id)
  );
}
