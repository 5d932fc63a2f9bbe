import type { BriefField } from '../brief.ts';

/** What the assistant asked in each earlier reply: a field, the age check, or nothing. */
export type AskedTopic = BriefField | 'age' | null;

/** Issue #11: a question is never asked again; a field it did not get is left for the artist. */
const MAX_ASKS_PER_FIELD = 1;

export type NextQuestion =
  | { kind: 'question'; field: BriefField }
  /** The field was just asked and not answered: an invitation, not the same question again. */
  | { kind: 'invite'; field: BriefField }
  | { kind: 'ask-age' };

/**
 * What to ask next (issue #11 "Dialogue memory"): never the question just asked, never a field asked twice
 * already. The idea comes first whatever happens; if it was just asked, the client gets an invitation
 * instead of the same question. The 18+ check comes when the brief is otherwise ready.
 */
export function chooseNextQuestion({
  missing,
  askedHistory,
  needsAgeCheck,
  declinedField = null,
}: {
  missing: readonly BriefField[];
  askedHistory: readonly AskedTopic[];
  needsAgeCheck: boolean;
  /** Decision 018: "no" to "On your forearm?": the field is asked once more, openly, as an invitation. */
  declinedField?: BriefField | null;
}): NextQuestion | null {
  const lastAsked = askedHistory.at(-1) ?? null;
  if (declinedField && missing.includes(declinedField)) return { kind: 'invite', field: declinedField };
  if (needsAgeCheck && !askedHistory.includes('age')) return { kind: 'ask-age' };
  const timesAsked = (field: BriefField) => askedHistory.filter((topic) => topic === field).length;
  // The invitation is not a question, so it may follow the question once; after that the chat moves on to
  // another field rather than ending a reply with nothing to answer.
  if (missing.includes('idea') && lastAsked === 'idea' && timesAsked('idea') <= MAX_ASKS_PER_FIELD) {
    return { kind: 'invite', field: 'idea' };
  }
  const field = missing.find(
    (candidate) => candidate !== lastAsked && timesAsked(candidate) < MAX_ASKS_PER_FIELD,
  );
  return field ? { kind: 'question', field } : null;
}
