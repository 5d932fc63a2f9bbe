import type { BriefField } from '../brief.ts';

/** What every sentence needs besides its own facts. */
export interface PhraseContext {
  artistName: string;
  /** The number of client messages so far: picks among variants so replies do not repeat word for word. */
  turn: number;
}

export interface QuestionContext extends PhraseContext {
  isCoverUp: boolean;
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
  artistRule: (rule: string, context: PhraseContext) => string;
  showcase: (hasPortfolio: boolean, hasConcept: boolean, context: PhraseContext) => string;
  saveOffer: (context: PhraseContext) => string;
  allSet: (context: PhraseContext) => string;
  questions: Readonly<Record<BriefField, (context: QuestionContext) => string>>;
}

/** Picks a variant by turn, so the same sentence does not open every reply. */
export function pick(variants: readonly string[], turn: number): string {
  return variants[turn % variants.length] ?? '';
}
