import type { BriefField } from '../brief.ts';

/** One sentence of a reply, in the order it is said; the phrasebook of the tone words it. */
export type ReplyPart =
  | { kind: 'greeting'; text: string }
  | { kind: 'welcome' }
  | { kind: 'acknowledge'; details: string }
  | { kind: 'thanks-for-references' }
  | { kind: 'thanks-for-contact' }
  | { kind: 'under-age'; minimumAge: number }
  | { kind: 'style-not-offered'; requested: string; offered: string; alternative: string | null }
  | { kind: 'budget-below-minimum'; minimum: string; budget: string }
  | { kind: 'price-answer'; consultationPrice: string | null; minimumPrice: string | null }
  | { kind: 'availability-answer' }
  | { kind: 'styles-answer'; styles: string }
  | { kind: 'artist-rule'; rule: string }
  | { kind: 'showcase'; hasPortfolio: boolean; hasConcept: boolean }
  | { kind: 'save-offer' }
  | { kind: 'all-set' }
  | { kind: 'question'; field: BriefField; isCoverUp: boolean; artistStyles: string };

export type ReplyPartKind = ReplyPart['kind'];
