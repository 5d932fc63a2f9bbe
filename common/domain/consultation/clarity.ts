import { type Brief, type BriefField, hasField } from './brief.ts';

/**
 * Issue #4 "Clarity": idea, style, placement and size weigh most, then budget, then references and
 * timing. Colour is not named there; it gets the weight of references and timing since artists ask
 * for it too. Contact is collected by the save dialog, so it does not count. Together the top four
 * make exactly the 70 that `readyToSave` needs.
 */
export const CLARITY_WEIGHTS: Readonly<Record<BriefField, number>> = {
  idea: 18,
  style: 18,
  placement: 18,
  size: 16,
  budget: 12,
  color: 6,
  references: 6,
  timing: 6,
  contact: 0,
};

/** Issue #4: `readyToSave` is true at clarity 70 or more. */
export const READY_TO_SAVE_CLARITY = 70;

/** A "not sure" or a vague size ("small") is an answer, but half an answer. */
const PARTIAL_CREDIT = 0.5;

/** How clear the brief is, 0-100: the weights of the fields given, half for deferred or vague ones. */
export function clarityScore(brief: Brief): number {
  let score = 0;
  for (const [field, weight] of Object.entries(CLARITY_WEIGHTS) as Array<[BriefField, number]>) {
    score += weight * fieldCredit(brief, field);
  }
  return Math.max(0, Math.min(100, Math.round(score)));
}

function fieldCredit(brief: Brief, field: BriefField): number {
  // "small" is half an answer; "the size of a welsh cake" (kept in the client's words, with no figure the engine
  // knows) is a whole one: the artist pictures the thing.
  if (field === 'size' && brief.size?.isVague && brief.size.cm !== undefined) return PARTIAL_CREDIT;
  // Lettering is drawn as lettering: its words are the design and the hand is the artist's, so no style is owed.
  if (field === 'style' && brief.isLettering && brief.idea !== null) return 1;
  if (hasField(brief, field)) return 1;
  if (!brief.deferredFields.includes(field)) return 0;
  return ADVISED_AT_CONSULTATION.has(field) ? 1 : PARTIAL_CREDIT;
}

/**
 * "you decide", "comme tu veux", "ni idea del tamaño": the style and the size of a piece whose idea and place are
 * known are the artist's to advise on at the consultation, so leaving them open is a whole answer; an open budget
 * or a design still unknown is half of one.
 */
const ADVISED_AT_CONSULTATION: ReadonlySet<BriefField> = new Set(['style', 'size']);
