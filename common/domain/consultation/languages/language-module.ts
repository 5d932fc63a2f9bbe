import type { ConversationTone } from '../conversation-style.ts';
import type { Phrasebook } from '../reply/phrasebook.ts';

/** A body area's name in one language and the English canonical area it means ("omoplate" → "shoulder blade"). */
export type AreaName = readonly [name: string, area: string];

/**
 * Everything the engine knows of one language (issue #23 item 0): the words that tell it, the sentences it
 * says, and the words it reads. The general readers (numbers, sizes, money, dates, units) know no language;
 * they are fed by every module's words through `languages/index.ts`, because a client may mix languages.
 * Adding a language is one folder holding one of these, and one line in the registry.
 */
export interface LanguageModule {
  /** ISO 639-1, as stored on the lead and given by the detector. */
  code: string;
  /** Words frequent in tattoo DMs and rare in the other languages: they decide a short message's language. */
  hintWords: readonly string[];
  /** What the assistant says in this language; null while the language is read but not yet spoken. */
  replies: LanguageReplies | null;
  reading: ReadingWords;
}

export interface LanguageReplies {
  /** One phrasebook per tone; a language with one register gives the same book to every tone. */
  phrasebooks: Readonly<Record<ConversationTone, Phrasebook>>;
  /** The words that join a list: "blackwork, geometric y dotwork". */
  listWords: { and: string; or: string };
}

/** The reading vocabulary of one language: words only, no rules. */
export interface ReadingWords {
  /** Body area names, written once with their accents (the readers generate the unaccented spellings). */
  areaNames: readonly AreaName[];
  /**
   * Articles and prepositions glued by an apostrophe before a vowel ("l'épaule" → "lépaule",
   * "dell'avambraccio"): each area name opening with a vowel is also read with them.
   */
  elisions: readonly string[];
  /** The elisions above that mean "of" ("l'intérieur de l'avant-bras"). */
  elisionsMeaningOf: readonly string[];
  /**
   * Articles read whole with every area name, because alone they are another word: Portuguese "no braço",
   * where "no" would be a negation.
   */
  articlesBeforeAreas: readonly string[];
  /**
   * Whether the spelling corrector may correct towards this language's area names by one edit
   * ("antebrazzo"); false where English words lie one edit away ("venture" → "ventre").
   */
  correctsAreaNames: boolean;
  /** A plain yes: "yes", "sí", "oui". */
  yesAnswers: readonly string[];
  /** A plain no, or "none", "not yet": "nope", "ninguna", "pas encore", "keine", "nessuna". */
  negativeAnswers: readonly string[];
}
