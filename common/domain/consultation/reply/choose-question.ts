import { BRIEF_FIELDS, type BriefField, hasField } from '../brief.ts';
import type { MessageFindings } from '../extraction/extract-message.ts';

/**
 * The field to ask about next: the first missing one in the style's order, except one the client just
 * passed over (asked, and answered with something else instead), which waits a turn so the same
 * question is not repeated back to back. The idea is never passed over: everything hangs on it.
 * Null when nothing is missing.
 */
export function chooseNextField(
  missing: readonly BriefField[],
  latest: MessageFindings | null,
): BriefField | null {
  const asked = latest?.askedField ?? null;
  const answeredOther =
    latest !== null && BRIEF_FIELDS.some((field) => field !== asked && hasField(latest, field));
  const passedOver = asked !== 'idea' && answeredOther ? asked : null;
  return missing.find((field) => field !== passedOver) ?? missing[0] ?? null;
}
