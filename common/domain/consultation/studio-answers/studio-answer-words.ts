import {
  ANSWER_LANGUAGES,
  type AnswerLanguage,
  type StudioAnswerTopic,
} from '../../../contracts/studio-answers.ts';
import type { StudioTopic } from '../classify/message-intent.ts';

/** The placeholder a default answer names the artist by; replaced with the artist's name when said. */
export const ARTIST_PLACEHOLDER = '{artist}';

/**
 * The studio answers of one language (issue #23 item 1, decision 045). Defaults are general guidance a front
 * desk gives before the artist has written their own, never a promise only the artist can make.
 */
/** What an artist's bio says of their years: a count, or the year they started (studio-answers/bio-facts.ts). */
export type ExperienceFact = { years: number } | { since: number };

export interface StudioAnswerWords {
  /** Each topic's default answer, with `{artist}` where the artist's name goes. */
  defaults: Readonly<Record<StudioAnswerTopic, string>>;
  /**
   * The starts of words that mark a question's topic, folded (lowercase, no accents); "a b" is two words in a
   * row. A start of 4 letters or more matches longer words ("heal": healing, healed); a shorter one, the word.
   * One word is read by its Snowball stem unless it ends in "*" ("cicatriza*": the stem would take the scar too).
   */
  topicStems: Readonly<Partial<Record<StudioTopic, readonly string[]>>>;
  /** Word starts of a question about the studio or a booking even when no topic is known ("…to the studio?"). */
  studioStems: readonly string[];
  /** "where" ("dónde", "wo"): with a word of `placeWords` in one question, the question is where the studio is. */
  whereWords: readonly string[];
  /** The studio as a place ("studio", "shop", "Laden"), folded word starts. */
  placeWords: readonly string[];
  /**
   * "when", "how long" ("cuándo", "wann", "wie lange"): with a word of `openWords` in one question, the question is
   * the studio's hours; about the calendar while the books are closed, a date only the artist knows.
   */
  whenWords: readonly string[];
  /** "how long", "cuánto tiempo", "wie lange": a when (`whenWords`) that asks for a length of time. */
  howLongWords: readonly string[];
  /** "take", "tarda", "dauert", "ci vuole": with "how long" in one question, the length of the session. */
  lastingWords: readonly string[];
  /**
   * "how much", "cuánto", "quanto", "combien": a question of an amount that asks nothing else ("¿cuánto me
   * saldría?", "was chostet das?") asks the price; beside another topic ("how much does it hurt?") it is that one.
   */
  howMuchWords: readonly string[];
  /** Open or closed ("open", "abierto", "geöffnet"), folded word starts: "when r u open?" asks the hours. */
  openWords: readonly string[];
  /**
   * A thing arriving ("come through", "llegó", "angekommen"): with a picture (a reference noun) or a word of
   * having sent one (`sentWords`) in one question, the client asks whether their image arrived.
   */
  arrivalWords: readonly string[];
  /** "sent", "mandé", "envoyé", "geschickt": the client sent something. */
  sentWords: readonly string[];
  /** "send", "mandar", "envoyer", "schicken": with a picture in one question, whether one can be sent here. */
  sendWords: readonly string[];
  /** "speak", "hablas", "parles", "sprichst": with a language's name in one question, whether it is spoken here. */
  speakWords: readonly string[];
  /** The languages' names in this language ("spanish", "español", "espagnol"), with their codes; "language" as null. */
  languageNames: ReadonlyArray<readonly [string, AnswerLanguage | null]>;
  /**
   * Word starts of a question about what the studio offers ("do you do", "vous faites", "macht ihr", "fate"): a
   * question about the studio, so one nobody has an answer for is deferred to the artist, never met with the
   * off-topic line ("do you do gift vouchers?", "fate anche piercing?").
   */
  offerStems: readonly string[];
  /**
   * Words of a client speaking of themselves ("can i…", "¿puedo…?"): in a message with no tattoo in it, a
   * question about the studio is the client's own ("can i bring my dog?"), not small talk about the area.
   */
  selfWords: readonly string[];
  /**
   * An honest "I'll ask <artist> about that" for the questions no answer covers (issue #23 item 2): one
   * sentence however many there are, pointing back at them rather than repeating the client's words.
   */
  willAsk: (artistName: string) => string;
  /** The same, said again later in the conversation: never the first sentence word for word. */
  willAskAgain: (artistName: string) => string;
  /**
   * The artist's own answer, written only in another language, quoted as theirs in this one (decision 045): their
   * facts beat a default's, and the client sees whose words they are.
   */
  inTheirWords: (artistName: string, text: string) => string;
  /** How long the artist has tattooed, as their bio says it: "Mara has been tattooing for 9 years." */
  experience: (artistName: string, fact: ExperienceFact) => string;
  /** "{artist} works in black and grey only": the colour answer an artist's bio gives (read-artist.ts). */
  blackAndGreyOnly: string;
}

/** A default or an artist's answer with the artist's name in place. */
export function withArtistName(template: string, artistName: string): string {
  return template.split(ARTIST_PLACEHOLDER).join(artistName);
}

/** The answer language a reply's language code names; English for any other. */
export function answerLanguageOf(code: string | null): AnswerLanguage {
  return ANSWER_LANGUAGES.find((known) => known === code) ?? 'en';
}
