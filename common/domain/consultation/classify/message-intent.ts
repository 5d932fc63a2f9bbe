/**
 * What a client's message is, decided before anything in it feeds the brief (issue #11). The web chat and
 * the Instagram channel share it: Instagram stays silent on everything but tattoo talk.
 */
export const MESSAGE_INTENTS = [
  /** A new or continued description of a tattoo they want. */
  'tattoo_inquiry',
  /** A reply to the question the assistant asked last ("right forearm", "idk", "200"). */
  'answer',
  /** A question for the studio: price, walk-ins, flash, deposit, aftercare, location, hours, availability. */
  'studio_question',
  /** "hi", "hey mara!", "how are you": one short opener, never a wall of questions. */
  'greeting',
  /** "love your work!!": goes to the artist, no bot reply on Instagram. */
  'fan_message',
  /** Collaboration, brand deals, promotion, crypto and other spam. No reply. */
  'business_or_spam',
  /** Insults. One calm line and an offer to reach the artist. */
  'abuse',
  /** "ignore previous instructions…": never obeyed, never echoed. */
  'injection',
  /** "can I talk to a real person", "can Mara message me herself". */
  'human_request',
  /** Anything else (off-topic, unreadable): one short, kind redirect. */
  'other',
] as const;

export type MessageIntent = (typeof MESSAGE_INTENTS)[number];

/** Studio questions the assistant answers from the artist's intake settings, never by inventing facts. */
export const STUDIO_TOPICS = [
  'price',
  'walk_ins',
  /** "do you do cover ups?", "could u cover it with an owl?": answered from Intake Controls' cover-up switch. */
  'cover_ups',
  'flash',
  'deposit',
  'aftercare',
  'location',
  'hours',
  'availability',
  'booking',
  'age_policy',
  /** "does it hurt?": how it feels, never a promise. */
  'pain',
  /** "how long will it take?", "how many sessions?": the artist estimates once the design is set. */
  'duration',
  /** "can i send u a pic?": yes, attached here. */
  'send_pictures',
  /** "did my pic come through?": answered from what the chat has received, never a receipt of nothing. */
  'picture_arrival',
  /** "do you speak Spanish?", "parles-tu français ?": the languages the assistant writes, and a switch to one asked. */
  'languages',
  /** "is this a bot?", "eres real?": who is answering, said honestly (an automated assistant of the artist's). */
  'assistant',
  /** Bringing someone along, or someone else wanting a tattoo too ("can i bring my friend? shes 16"). */
  'companion',
  // Decision 045: answered from the artist's studio answers, read from each language's topic words.
  'healing_time',
  'numbing_cream',
  'touch_ups',
  'payment_methods',
  'parking',
  'guest_spots',
  'colour_work',
  /** "how long have you been tattooing?": answered from the artist's bio when it says, else asked of the artist. */
  'experience',
] as const;

export type StudioTopic = (typeof STUDIO_TOPICS)[number];

/** A question of the client's, as asked, with its studio topic; null when no known topic is asked about. */
export interface StudioQuestion {
  topic: StudioTopic | null;
  /** The question's words, as the client wrote them (lowercase), without its question mark. */
  text: string;
}

export interface MessageClassification {
  intent: MessageIntent;
  /** Set when intent is studio_question (a message may ask several). */
  topics: StudioTopic[];
  /** Decision 045: the questions about the studio or a booking that no topic of `topics` answers. */
  unknownQuestions: StudioQuestion[];
  /** Decision 045: each topic's question as asked, for quoting when it goes to the artist. */
  questionTexts: Partial<Record<StudioTopic, string>>;
  /**
   * Decision 059: topics asked of the artist in a question whose subject is not the client ("¿trabajas a
   * color?", "lo fai a colori?"), as against the client's wish said as a question ("can I get it in colour?").
   */
  askedOfArtist?: StudioTopic[];
  /**
   * The client writes about an appointment they already have ("I'm booked in with you on saturday", "meinen
   * Termin absagen"): the artist's to answer, as a person asked for; what it says of the piece is still kept.
   */
  aboutOwnBooking?: true;
  /** A question asks for a time ("when do your books open again?", "how long is the waitlist?"). */
  asksWhen?: true;
  /** "is 500 enough?", "¿alcanza pa' empezar?": the price asked as whether the budget said is enough. */
  asksIfBudgetIsEnough?: true;
  /** A question names a style ("do you do geometric?", "¿vos hacés retratos?"): whether the artist does it. */
  asksStyle?: true;
  /**
   * "do you speak Spanish?": the language asked about when the assistant writes it (the conversation switches to
   * it), null for one it does not; absent when no language is asked about.
   */
  asksLanguage?: string | null;
  /** ISO 639-1 code of the message's language when it can be told ('en', 'es', 'pt', …), else null. */
  language: string | null;
  /**
   * The message is long and confident enough to switch the conversation to `language` (issue #23): a short
   * "ok", "200€" or "sí" keeps the conversation's language.
   */
  languageIsClear: boolean;
}

/** Intents that get no automated reply on Instagram; the thread waits for the artist instead. */
export const SILENT_ON_INSTAGRAM: ReadonlySet<MessageIntent> = new Set([
  'fan_message',
  'business_or_spam',
  'other',
]);
