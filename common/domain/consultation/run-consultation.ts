import type { ChatPortfolioImage, ChatResponse } from '../../contracts/chat.ts';
import { type ArtistProfile, artistDisplayName } from './artist-profile.ts';
import { type Brief, type BriefField, missingFields } from './brief.ts';
import { clarityScore, READY_TO_SAVE_CLARITY } from './clarity.ts';
import { renderConceptBoardSvg } from './concept/concept-board-svg.ts';
import {
  briefForConcept,
  type ConceptVisualDraft,
  draftConceptVisual,
  isSameConcept,
} from './concept/concept-visual.ts';
import { type ConversationStyleConfig, parseConversationStyle, questionOrder } from './conversation-style.ts';
import { type ConversationMessage, extractFindings, mergeFindings } from './extraction/extract-brief.ts';
import { findHardGates, type HardGate } from './hard-gates.ts';
import { matchPortfolio, type PortfolioPiece } from './portfolio-match.ts';
import { summarizeDirection } from './project-summary.ts';
import { chooseNextField } from './reply/choose-question.ts';
import { composeReply } from './reply/compose-reply.ts';
import { planReply } from './reply/plan-reply.ts';

export interface ConsultationInput {
  /** The conversation so far, ending with the client's new message. */
  messages: readonly ConversationMessage[];
  artist: ArtistProfile;
  portfolio: readonly PortfolioPiece[];
  /** Defaults to friendly and concise; an A/B variant's config object can be passed as is. */
  style?: ConversationStyleConfig;
}

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
  /** The field the reply's question asks about, or null when it asks none. */
  askedField: BriefField | null;
}

/**
 * One consultation turn, pure and synchronous (issue #4 "The engine"): reads the whole conversation into
 * a brief, then replies with one question for the most important missing field. Never throws.
 */
export function runConsultation(input: ConsultationInput): ConsultationResult {
  const style = parseConversationStyle(input.style);
  const { artist, portfolio } = input;
  const messages = Array.isArray(input.messages) ? input.messages : [];
  const findings = extractFindings(messages, artist.specialtyStyles);
  const endsWithClient = messages.at(-1)?.role === 'user';
  const brief = mergeFindings(findings);
  const previousBrief = endsWithClient ? mergeFindings(findings.slice(0, -1)) : brief;

  const gates = findHardGates(brief, artist);
  const isUnderAge = gates.some((gate) => gate.kind === 'under_age');
  const missing = missingFields(brief, questionOrder(style));
  const clarity = clarityScore(brief);
  const readyToSave = clarity >= READY_TO_SAVE_CLARITY && !isUnderAge;

  const portfolioImages = isUnderAge ? [] : matchPortfolio(brief, portfolio, style.showPortfolioEarly);
  const previousImages = matchPortfolio(previousBrief, portfolio, style.showPortfolioEarly);
  const conceptBrief = briefForConcept(brief, artist.specialtyStyles);
  const concept = isUnderAge ? null : draftConceptVisual(conceptBrief);
  const previousConcept = draftConceptVisual(briefForConcept(previousBrief, artist.specialtyStyles));
  const conceptVisual = concept && !isSameConcept(concept, previousConcept) ? concept : null;
  const isFirstReply = findings.length <= 1;
  const latest = endsWithClient ? (findings.at(-1) ?? null) : null;
  const askedField = isUnderAge ? null : chooseNextField(missing, latest);

  const parts = planReply({
    artist,
    style,
    brief,
    previousBrief,
    latest,
    gates,
    nextField: askedField,
    isReadyToSave: readyToSave,
    wasReadyToSave: clarityScore(previousBrief) >= READY_TO_SAVE_CLARITY,
    // On the first reply everything shown is new, even pieces shown early before anything matched.
    hasNewPortfolio:
      portfolioImages.length > 0 && (isFirstReply || !haveSameIds(portfolioImages, previousImages)),
    // Offered once; later refinements update the board without another announcement.
    hasNewConcept: concept !== null && previousConcept === null,
    isFirstReply,
  });

  return {
    response: composeReply(parts, style, { artistName: artistDisplayName(artist), turn: findings.length }),
    portfolioImages,
    conceptVisual,
    conceptBoardSvg: conceptVisual && renderConceptBoardSvg(conceptVisual, conceptBrief),
    clarityScore: clarity,
    readyToSave,
    directionSummary: summarizeDirection(brief),
    brief,
    missingFields: missing,
    gates,
    askedField,
  };
}

function haveSameIds(
  current: readonly ChatPortfolioImage[],
  previous: readonly ChatPortfolioImage[],
): boolean {
  return (
    current.length === previous.length && current.every((image, index) => image.id === previous[index]?.id)
  );
}
