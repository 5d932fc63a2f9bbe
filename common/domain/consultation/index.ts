/**
 * The consultation engine (issue #4): pure, synchronous, no I/O. The server calls `runConsultation` per
 * chat turn, and `extractBrief` + `scoreLead` when a conversation is saved.
 */
export {
  type ArtistProfile,
  artistDisplayName,
  artistShortName,
  formatStyleList,
} from './artist-profile.ts';
export {
  BRIEF_FIELDS,
  type Brief,
  type BriefField,
  type Budget,
  briefSchema,
  type ColorMode,
  type Contact,
  EMPTY_BRIEF,
  missingFields,
  type Placement,
  type TattooSize,
} from './brief.ts';
export { CLARITY_WEIGHTS, clarityScore, READY_TO_SAVE_CLARITY } from './clarity.ts';
export { type ClassifyContext, classifyMessage } from './classify/classify-message.ts';
export {
  MESSAGE_INTENTS,
  type MessageClassification,
  type MessageIntent,
  SILENT_ON_INSTAGRAM,
  STUDIO_TOPICS,
  type StudioQuestion,
  type StudioTopic,
} from './classify/message-intent.ts';
export { CONCEPT_BOARD_LABEL, renderConceptBoardSvg } from './concept/concept-board-svg.ts';
export { type ConceptVisualDraft, draftConceptVisual } from './concept/concept-visual.ts';
export {
  CONVERSATION_TONES,
  type ConversationStyle,
  type ConversationStyleConfig,
  type ConversationTone,
  conversationStyleSchema,
  DEFAULT_CONVERSATION_STYLE,
  parseConversationStyle,
} from './conversation-style.ts';
export { type ConversationMessage, extractBrief } from './extraction/extract-brief.ts';
export { findHardGates, type HardGate, type HardGateKind } from './hard-gates.ts';
export { checkModelReply, type ModelReplyFault } from './model-plan/check-model-reply.ts';
export type { ForbiddenClaim, PlannedAnswer, TurnPlan } from './model-plan/turn-plan.ts';
export { matchPortfolio, type PortfolioPiece } from './portfolio-match.ts';
export { type LeadFields, summarizeDirection, summarizeProject, toLeadFields } from './project-summary.ts';
export { planHandoverReply } from './reply/plan-handover.ts';
export { type ConsultationInput, type ConsultationResult, runConsultation } from './run-consultation.ts';
export type { CriterionScore, MatchBreakdown, ScoreCriterion } from './scoring/match-breakdown.ts';
export { type LeadScore, scoreLead } from './scoring/score-lead.ts';
export { openQuestionId, openQuestionsOf } from './studio-answers/open-questions.ts';
