import type { StudioAnswerTopic } from '../../../contracts/studio-answers.ts';
import type { BriefField } from '../brief.ts';
import type { EmpathyTopic } from '../extraction/parse-client-state.ts';
import type { ExperienceFact } from '../studio-answers/studio-answer-words.ts';
import type { CompanionAnswer, DeskStudioTopic } from './phrasebook.ts';

/** One sentence of a reply (lists stay lists: the phrasebook's language joins them, issue #11), in the order it is said; the phrasebook of the tone words it. */
export type ReplyPart =
  | { kind: 'greeting'; text: string }
  | { kind: 'welcome' }
  | { kind: 'acknowledge'; details: string }
  | { kind: 'noted' }
  | { kind: 'empathy'; topic: EmpathyTopic }
  | { kind: 'thanks-for-references' }
  | { kind: 'thanks-for-contact' }
  /** `forSomeoneElse`: a parent or relative writes for the one who would be tattooed ("my son is 15"). */
  | {
      kind: 'under-age';
      minimumAge: number;
      turnsAdultSoon: boolean;
      isRepeat: boolean;
      forSomeoneElse?: boolean;
    }
  | { kind: 'style-not-offered'; requested: string; offered: readonly string[]; alternative: string | null }
  | { kind: 'cover-ups-not-taken' }
  | { kind: 'budget-below-minimum'; minimum: string; budget: string }
  | { kind: 'budget-meets-minimum'; minimum: string; budget: string }
  | { kind: 'price-answer'; consultationPrice: string | null; minimumPrice: string | null }
  | { kind: 'availability-answer' }
  | { kind: 'styles-answer'; styles: readonly string[] }
  | { kind: 'style-offered'; style: string }
  | { kind: 'studio-answer'; topic: DeskStudioTopic }
  /** Decision 045: the artist's own answer, or the default, in the reply's language. */
  | { kind: 'studio-answer-text'; topic: StudioAnswerTopic }
  /** How long the artist has tattooed, from their bio ("Nine years in the chair": 9 years). */
  | { kind: 'experience-answer'; fact: ExperienceFact }
  /** Decision 045: "I'll ask <artist> about that": the questions nobody has answered go to the artist. */
  /** `isAgain`: an earlier reply already said it, so this one says the question joins the others. */
  | { kind: 'will-ask'; isAgain?: true }
  | { kind: 'companion-answer'; answer: CompanionAnswer }
  | { kind: 'books-closed' }
  /**
   * An answer an earlier reply gave, asked for again (issue #23 item 4, no verbatim repeats): its first sentence said
   * before, led by "as I mentioned", then any of its sentences not said yet. Made by without-repeated-answers.ts.
   */
  | { kind: 'reminder'; said: string; unsaid: string }
  /** "did my pic come through?": whether an image or a link has arrived in this chat. */
  | { kind: 'picture-arrival'; received: boolean }
  /** "do you speak Spanish?": yes in that language when the assistant writes it, else the ones it writes. */
  | { kind: 'languages-answer'; isSpoken: boolean }
  | { kind: 'artist-rule'; rule: string }
  | { kind: 'style-options'; options: readonly string[] }
  | { kind: 'sole-style'; style: string }
  | { kind: 'size-options' }
  | { kind: 'placement-options' }
  | { kind: 'left-to-artist'; field: BriefField }
  /** "how big should it be?" with the placement known: the span pieces there usually take (typical-sizes.ts). */
  | { kind: 'size-advice'; minCm: number; maxCm: number }
  | { kind: 'idea-options'; options: readonly string[] }
  | { kind: 'showcase'; hasPortfolio: boolean; hasConcept: boolean }
  /** `nextStep`: the waitlist, the times to come or the link; left out when this reply answered how to book. */
  | { kind: 'save-offer'; nextStep: boolean }
  | { kind: 'all-set' }
  | { kind: 'booking-reminder' }
  | { kind: 'handed-off'; nextStep: boolean }
  | { kind: 'redirect' }
  | { kind: 'abuse' }
  /** `aboutBooking`: the client wrote about an appointment they have, which the artist answers. */
  | { kind: 'human-handoff'; isSavedAsItGoes: boolean; aboutBooking: boolean }
  | { kind: 'after-all-set' }
  | { kind: 'fan-thanks' }
  | { kind: 'still-here' }
  | { kind: 'withdrawal' }
  | { kind: 'other-language'; language: string }
  | { kind: 'ask-age' }
  | { kind: 'invite'; field: BriefField }
  | {
      kind: 'question';
      field: BriefField;
      isCoverUp: boolean;
      /** Lettering whose words are not given yet: the idea question asks what it should say. */
      isLettering: boolean;
      artistStyles: readonly string[];
    };

export type ReplyPartKind = ReplyPart['kind'];
