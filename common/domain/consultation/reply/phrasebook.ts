import type { ArtistIntake } from '../../../contracts/intake.ts';
import type { ArtistStudioAnswers } from '../../../contracts/studio-answers.ts';
import type { BriefField } from '../brief.ts';
import type { EmpathyTopic } from '../extraction/parse-client-state.ts';
import type { OpeningHoursRow } from '../studio-answers/opening-hours.ts';

/** Who the companion is to the studio: keeping the client company, wanting a tattoo too, or under 18. */
export type CompanionAnswer = 'along' | 'wants-one' | 'under-age';

/** What every sentence needs besides its own facts. */
export interface PhraseContext {
  artistName: string;
  /** What a reply calls the artist after naming them in full once (artistShortName); absent, the full name. */
  artistShortName?: string;
  /** The number of client messages so far: picks among variants so replies do not repeat word for word. */
  turn: number;
  /** The artist's intake controls and booking link: the only studio facts a reply may state (issue #11). */
  studio: StudioFacts;
}

export interface StudioFacts {
  intake: ArtistIntake | null;
  /** Null when the artist books in Inkdesk: the product's own times are offered, never an outside link. */
  bookingUrl: string | null;
  /** The artist books in Inkdesk: after the save, the artist sends times to pick from (issue #25). */
  booksInApp?: boolean;
  /** The artist's studio answers (decision 045). */
  answers?: ArtistStudioAnswers | null;
  /** The studio's hours read from Intake Controls, to say in the reply's language; null when not readable. */
  openingHours?: OpeningHoursRow[] | null;
}

/** The studio questions a phrasebook answers itself, from Intake Controls or in fixed words. */
export const DESK_STUDIO_TOPICS = [
  'walk_ins',
  'cover_ups',
  'flash',
  'deposit',
  'location',
  'hours',
  'age_policy',
  'send_pictures',
  'booking',
  'assistant',
] as const;
export type DeskStudioTopic = (typeof DESK_STUDIO_TOPICS)[number];

export interface QuestionContext extends PhraseContext {
  isCoverUp: boolean;
  /** A lettering piece whose words are still to come ("a phrase in fine script"). */
  isLettering: boolean;
  /** "blackwork, geometric and dotwork", or '' when the artist lists none. */
  artistStyles: string;
}

/**
 * The words of one tone. Questions come last in a reply and are the only sentences ending in "?",
 * so `detectAskedField` can read which field was asked; each question uses that field's cue word.
 */
export interface Phrasebook {
  welcome: readonly string[];
  acknowledge: (details: string, context: PhraseContext) => string;
  thanksForReferences: string;
  thanksForContact: string;
  underAge: (minimumAge: number, context: PhraseContext) => string;
  styleNotOffered: (
    requested: string,
    offered: string,
    alternative: string | null,
    context: PhraseContext,
  ) => string;
  budgetBelowMinimum: (minimum: string, budget: string, context: PhraseContext) => string;
  priceAnswer: (
    consultationPrice: string | null,
    minimumPrice: string | null,
    context: PhraseContext,
  ) => string;
  availabilityAnswer: (context: PhraseContext) => string;
  stylesAnswer: (styles: string, context: PhraseContext) => string;
  /** "do you do geometric?", "¿haces retratos?" of a style the artist works in: yes, plainly. */
  styleOffered: (style: string, context: PhraseContext) => string;
  artistRule: (rule: string, context: PhraseContext) => string;
  showcase: (hasPortfolio: boolean, hasConcept: boolean, context: PhraseContext) => string;
  saveOffer: (context: PhraseContext) => string;
  allSet: (context: PhraseContext) => string;
  /** Instagram's ready turn: the brief is already with the artist, who answers in the same thread. */
  handedOff: (context: PhraseContext) => string;
  questions: Readonly<Record<BriefField, (context: QuestionContext) => string>>;
  desk: DeskPhrases;
}

/** Issue #11: the front-desk sentences for whatever is not a plain answer, in one language. */
export interface DeskPhrases {
  /** A reply to a detail that adds nothing to summarise, in natural words ("Noted, thanks."). */
  noted: readonly string[];
  empathy: Readonly<Record<EmpathyTopic, string>>;
  /** Off-topic and injection attempts: one short, kind line that quotes nothing back. */
  redirect: (context: PhraseContext) => string;
  abuse: (context: PhraseContext) => string;
  /**
   * A person asked for (decision 046): said in words that the artist is told and replies; on Instagram the thread
   * is already flagged for them, on the web chat the saved conversation carries the request.
   */
  humanHandoff: (isSavedAsItGoes: boolean, context: PhraseContext) => string;
  /** A client writing about an appointment already booked: passed to the artist, who answers it. */
  bookedClientHandoff: (isSavedAsItGoes: boolean, context: PhraseContext) => string;
  /**
   * Decision 070: the reply instead of the assistant's when the artist's plan has no conversation left this month
   * (or has lapsed): "Thanks! <artist> will reply to you personally". The conversation is stored and the artist told.
   */
  planHandover: (context: Pick<PhraseContext, 'artistName'>) => string;
  /** Thanks after the brief was complete: nothing more to ask, and not the same "all set" again. */
  afterAllSet: (context: PhraseContext) => string;
  fanThanks: (context: PhraseContext) => string;
  /** The client steps back for now ("never mind, not ready"): no pressure, the door left open, nothing asked. */
  withdrawal: (context: PhraseContext) => string;
  /** A second "hello??" with nothing new to say: never an empty reply, never the same welcome again. */
  stillHere: (context: PhraseContext) => string;
  /** The age check: one light line ending in a question that names 18 (`detectsAgeQuestion`). */
  askAge: (context: PhraseContext) => string;
  underAgeSoon: (minimumAge: number, context: PhraseContext) => string;
  /** The 18+ rule again, briefly, to a client who was already told. */
  underAgeAgain: (minimumAge: number, context: PhraseContext) => string;
  /**
   * The 18+ rule to a parent or relative writing for a minor ("my son is 15, can he get one if I sign?"): about them,
   * consent included; briefly when said before.
   */
  underAgeForSomeone: (minimumAge: number, isRepeat: boolean, context: PhraseContext) => string;
  /** "is 500 enough?": a budget at or above the artist's minimum is a workable start; the price comes later. */
  budgetMeetsMinimum: (minimum: string, budget: string, context: PhraseContext) => string;
  studio: Readonly<Record<DeskStudioTopic, (context: PhraseContext) => string>>;
  /**
   * Someone coming along or wanting a tattoo too: welcome to keep the client company; anyone tattooed is 18+.
   * Never "tell me" (detectAskedField would read an invitation) and never a question.
   */
  companion: (kind: CompanionAnswer, context: PhraseContext) => string;
  booksClosed: (context: PhraseContext) => string;
  /** "As I mentioned, …": an answer given before, said again because the client asked again. */
  asMentioned: (sentences: string) => string;
  /** "did my pic come through?": yes when one arrived, else where to attach it; never a receipt of nothing. */
  pictureArrival: (received: boolean, context: PhraseContext) => string;
  /** "do you speak Spanish?": said in the language asked when it is spoken, else the six languages named. */
  languagesAnswer: (isSpoken: boolean, context: PhraseContext) => string;
  coverUpsNotTaken: (context: PhraseContext) => string;
  styleOptions: (options: string, context: PhraseContext) => string;
  /** An unsure client of an artist with one style: that style settles it, no choice to offer. */
  soleStyle: (style: string, context: PhraseContext) => string;
  /** An unsure client's size: small, palm-sized or bigger, as one question. */
  sizeOptions: (context: PhraseContext) => string;
  /** A client unsure where: a few common placements, as one question. */
  placementOptions: (context: PhraseContext) => string;
  /**
   * Decision 018: a client still unsure after the options (a "no", "neither", "you decide"): the field is left
   * to the artist to advise at the consultation. A statement, never a question, so the chat moves on.
   */
  leftToArtist: (field: BriefField, context: PhraseContext) => string;
  /** "how big should it be?": the span a piece on that area usually takes, and the artist fine-tunes it. */
  sizeAdvice: (span: { minCm: number; maxCm: number }, context: PhraseContext) => string;
  /** A client with no idea yet: a few of the artist's own pieces, as one question. */
  ideaOptions: (options: string, context: PhraseContext) => string;
  /** Asking again for a field just asked, as an invitation rather than the same question. */
  invite: (field: BriefField, context: PhraseContext) => string;
  /** The booking link or what happens next, said once the brief is ready. */
  nextStep: (context: PhraseContext) => string;
}

/** Picks a variant by turn, so the same sentence does not open every reply. */
export function pick(variants: readonly string[], turn: number): string {
  return variants[turn % variants.length] ?? '';
}
