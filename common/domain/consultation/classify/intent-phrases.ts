import { withElidedForms } from '../languages/elided-forms.ts';
import { LANGUAGES, wordsOfEveryLanguage } from '../languages/index.ts';
import type { ReadingWords } from '../languages/language-module.ts';
import { createPhraseMatcher } from '../text/phrase-matcher.ts';
import { spelledSet } from '../text/spellings.ts';
import type { StudioTopic } from './message-intent.ts';

/**
 * Phrases that mark a message's intent (issue #11 "Understand the message before answering it"). Words are
 * as `readMessage` leaves them: lowercase, apostrophes dropped, hyphens split ("walk-ins" → "walk ins"),
 * "u" → "you", "ur" → "your".
 */
const phrases = (list: readonly string[]) => list.map((phrase) => [phrase, true] as const);

/** Attempts to steer the assistant: never obeyed, never echoed. */
export const INJECTION_MATCHER = createPhraseMatcher(phrases(wordsOfEveryLanguage('injection')));

/** Business offers and spam: no reply at all. */
export const SPAM_MATCHER = createPhraseMatcher(phrases(wordsOfEveryLanguage('spam')));

/**
 * Insults aimed at the assistant or the artist. Words that also name designs or self-deprecate stay out
 * ("trash polka", "fu dog", "dumb question but...").
 */
export const ABUSE_MATCHER = createPhraseMatcher(phrases(wordsOfEveryLanguage('abuse')));

/** Asking for a person instead of the assistant. */
export const HUMAN_REQUEST_MATCHER = createPhraseMatcher(phrases(wordsOfEveryLanguage('humanRequests')));

/** The client's own appointment, already booked ("my appointment", "meinen Termin"). */
export const OWN_BOOKING_MATCHER = createPhraseMatcher(phrases(wordsOfEveryLanguage('ownBookingPhrases')));

/** Praise without a request. Sent to the artist; no bot reply on Instagram. */
export const FAN_MATCHER = createPhraseMatcher(phrases(wordsOfEveryLanguage('fanPhrases')));

/** Openers and small talk; a message of only these (and the artist's name) is a greeting. */
export const SMALL_TALK_WORDS = spelledSet(wordsOfEveryLanguage('smallTalk'));

/** Words that open a greeting, after which one unknown word is a name ("hey mara", "hola lucía"). */
export const GREETING_OPENERS = spelledSet(wordsOfEveryLanguage('greetingOpeners'));

/** Drawn-out letters collapsed: "helloooo" and "holaa" read as "helo" and "hola". */
export const collapseRepeats = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');
const COLLAPSED_OPENERS = new Set([...GREETING_OPENERS].map(collapseRepeats));

/** A greeting's opening word, however drawn out ("hi", "heyyy", "holaa", "ciao"). */
export function isGreetingOpener(word: string): boolean {
  return GREETING_OPENERS.has(word) || COLLAPSED_OPENERS.has(collapseRepeats(word));
}

/** What each studio question is about; answered from the artist's intake settings only. */
export const STUDIO_TOPIC_MATCHER = createPhraseMatcher<StudioTopic>(
  LANGUAGES.flatMap(({ reading }) => [
    ...withElidedForms(reading.studioTopics, reading.elisions),
    ...withoutAppointment(reading),
  ]),
);

/** "without an appointment", "sin cita", "sem hora marcada", "sans rdv", "ohne Termin": a walk-in question. */
function withoutAppointment(reading: ReadingWords): Array<readonly [string, StudioTopic]> {
  const negations = ['without', 'no', ...reading.negations];
  return negations.flatMap((negation) =>
    reading.appointmentWords.map((words) => [`${negation} ${words}`, 'walk_ins'] as const),
  );
}

/** Words that open a question when the client leaves out the question mark. */
export const QUESTION_OPENERS = spelledSet(wordsOfEveryLanguage('questionOpeners'));

/** "I was wondering if", "queria saber se", "je voulais savoir si": a question asked without its mark. */
export const INDIRECT_QUESTION_MATCHER = createPhraseMatcher(
  phrases(wordsOfEveryLanguage('indirectQuestionCues')),
);

/** The appointment's own words ("appointment", "cita", "Termin"), one word each, for reading where they stand. */
export const APPOINTMENT_WORDS = spelledSet(
  wordsOfEveryLanguage('appointmentWords').filter((words) => !words.includes(' ')),
);
/** "before the appointment", "zum Termin": see ReadingWords.settingPrepositions. */
export const SETTING_PREPOSITIONS = new Set(wordsOfEveryLanguage('settingPrepositions'));

/** Words that name the tattoo itself, in the languages the engine reads. */
export const TATTOO_WORDS = spelledSet(wordsOfEveryLanguage('tattooWords'));

/** Words that may come before a question's opener: "and how long does it take to heal", "btw where are you". */
export const LINKING_WORDS = new Set([
  'and',
  'also',
  'btw',
  'so',
  'oh',
  'ok',
  'okay',
  'but',
  'y',
  'e',
  'pero',
  'mas',
]);
