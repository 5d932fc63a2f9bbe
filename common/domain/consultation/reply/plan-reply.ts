import { MINIMUM_CLIENT_AGE } from '../../../constants/limits.ts';
import { type ArtistProfile, formatStyleList, styleInSentence } from '../artist-profile.ts';
import { type Brief, type BriefField, EMPTY_BRIEF } from '../brief.ts';
import type { ConversationStyle } from '../conversation-style.ts';
import type { MessageFindings } from '../extraction/extract-message.ts';
import type { ClientQuestion } from '../extraction/parse-intents.ts';
import { ARTIST_PRICE_CURRENCY, formatMoney } from '../format-money.ts';
import type { HardGate } from '../hard-gates.ts';
import { summaryParts } from '../project-summary.ts';
import { closestOfferedStyle } from '../style-relations.ts';
import { findNewlyRelevantRule } from './artist-rules.ts';
import type { ReplyPart } from './reply-plan.ts';

/** Everything the reply depends on; `previousBrief` is the brief before the client's latest message. */
export interface ReplyFacts {
  artist: ArtistProfile;
  style: ConversationStyle;
  brief: Brief;
  previousBrief: Brief;
  latest: MessageFindings | null;
  gates: readonly HardGate[];
  nextField: BriefField | null;
  isReadyToSave: boolean;
  wasReadyToSave: boolean;
  hasNewPortfolio: boolean;
  hasNewConcept: boolean;
  isFirstReply: boolean;
}

/**
 * Decides what the reply says, in order (issue #4 "What a client experiences"): what was just understood,
 * any hard gate, answers to the client's questions, new portfolio pieces or concept, the save offer,
 * then one question for the most important missing field. An under-age client only gets the refusal.
 */
export function planReply(facts: ReplyFacts): ReplyPart[] {
  const { brief, previousBrief, gates, artist } = facts;
  if (gates.some((gate) => gate.kind === 'under_age')) {
    return [{ kind: 'under-age', minimumAge: MINIMUM_CLIENT_AGE }];
  }
  const parts: ReplyPart[] = [];
  if (facts.isFirstReply && facts.style.greeting) {
    parts.push({ kind: 'greeting', text: facts.style.greeting });
  }
  // "Are you free this weekend?" is a question, not a timing to thank the client for.
  const asksAvailability = facts.latest?.questions.includes('availability') === true;
  const details = describeNewDetails(previousBrief, brief, !asksAvailability);
  if (details) parts.push({ kind: 'acknowledge', details });
  if (brief.hasReferences && !previousBrief.hasReferences) parts.push({ kind: 'thanks-for-references' });
  if (changed(previousBrief.contact, brief.contact)) parts.push({ kind: 'thanks-for-contact' });
  if (parts.length === 0 && facts.isFirstReply) parts.push({ kind: 'welcome' });
  parts.push(...newGateNotices(facts), ...answersToQuestions(facts));
  const rule = findNewlyRelevantRule(artist.rules ?? [], brief, previousBrief);
  if (rule) parts.push({ kind: 'artist-rule', rule });
  if (facts.hasNewPortfolio || facts.hasNewConcept) {
    parts.push({ kind: 'showcase', hasPortfolio: facts.hasNewPortfolio, hasConcept: facts.hasNewConcept });
  }
  if (facts.isReadyToSave && !facts.wasReadyToSave) parts.push({ kind: 'save-offer' });
  else if (facts.isReadyToSave && facts.nextField === null) parts.push({ kind: 'all-set' });
  if (facts.nextField) {
    const artistStyles = formatStyleList(artist.specialtyStyles);
    parts.push({ kind: 'question', field: facts.nextField, isCoverUp: brief.isCoverUp, artistStyles });
  }
  return parts;
}

/** "geometric wolf head, left forearm, ~5 in": what the latest message added or changed. */
function describeNewDetails(previous: Brief, current: Brief, includesTiming: boolean): string {
  const isDesignNew = current.idea !== previous.idea || current.style !== previous.style;
  const changes: Brief = {
    ...EMPTY_BRIEF,
    idea: isDesignNew ? current.idea : null,
    style: isDesignNew ? current.style : null,
    placement: changed(previous.placement, current.placement),
    size: changed(previous.size, current.size),
    colorMode: changed(previous.colorMode, current.colorMode),
    budget: changed(previous.budget, current.budget),
    isCoverUp: current.isCoverUp && !previous.isCoverUp,
  };
  const timing = includesTiming ? changed(previous.timing, current.timing) : null;
  return [...summaryParts(changes), ...(timing ? [timing] : [])].join(', ');
}

function changed<T>(previous: T | null, current: T | null): T | null {
  return JSON.stringify(previous) === JSON.stringify(current) ? null : current;
}

/** Gates are said when they first apply, not on every turn (issue #4 "Hard gates"). */
function newGateNotices({ gates, brief, previousBrief, artist }: ReplyFacts): ReplyPart[] {
  const notices: ReplyPart[] = [];
  for (const gate of gates) {
    if (gate.kind === 'style_not_offered' && brief.style && brief.style !== previousBrief.style) {
      const alternative = closestOfferedStyle(brief.style, artist.specialtyStyles);
      notices.push({
        kind: 'style-not-offered',
        requested: styleInSentence(brief.style),
        offered: formatStyleList(artist.specialtyStyles),
        alternative: alternative && styleInSentence(alternative),
      });
    }
    const isNewBudget = JSON.stringify(brief.budget) !== JSON.stringify(previousBrief.budget);
    if (gate.kind === 'budget_below_minimum' && isNewBudget && artist.minimumPrice && brief.budget) {
      notices.push({
        kind: 'budget-below-minimum',
        minimum: formatMoney(artist.minimumPrice, ARTIST_PRICE_CURRENCY),
        budget: brief.budget.text,
      });
    }
  }
  return notices;
}

/** Honest answers that only use what the artist has set (issue #4 "Safety": no invented prices or dates). */
function answersToQuestions({ latest, artist }: ReplyFacts): ReplyPart[] {
  const answers: Record<ClientQuestion, () => ReplyPart> = {
    price: () => ({
      kind: 'price-answer',
      consultationPrice: priceOrNull(artist.consultationPrice),
      minimumPrice: priceOrNull(artist.minimumPrice ?? null),
    }),
    availability: () => ({ kind: 'availability-answer' }),
    styles: () => ({ kind: 'styles-answer', styles: formatStyleList(artist.specialtyStyles) }),
  };
  return (latest?.questions ?? []).map((question) => answers[question]());
}

function priceOrNull(amount: number | null): string | null {
  return amount === null ? null : formatMoney(amount, ARTIST_PRICE_CURRENCY);
}
