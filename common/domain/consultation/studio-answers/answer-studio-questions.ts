import {
  ANSWER_LANGUAGES,
  type AnswerLanguage,
  type ArtistStudioAnswers,
  STUDIO_ANSWERS_ON_BY_DEFAULT,
  type StudioAnswerTopic,
} from '../../../contracts/studio-answers.ts';
import type { ArtistProfile } from '../artist-profile.ts';
import type { MessageClassification, StudioQuestion, StudioTopic } from '../classify/message-intent.ts';
import { languageModule } from '../languages/index.ts';
import { experienceInBio } from './bio-facts.ts';
import {
  answerLanguageOf,
  type ExperienceFact,
  type StudioAnswerWords,
  withArtistName,
} from './studio-answer-words.ts';

/** A language's studio answers, through its module (every answer language has one). */
export function studioAnswerWords(language: AnswerLanguage): StudioAnswerWords {
  const module = languageModule(language) ?? languageModule('en');
  if (!module) throw new Error('The English language module is missing');
  return module.studioAnswers;
}

/** The client's topics the artist's studio answers hold (decision 045), by the name the reader gives them. */
const ANSWER_TOPIC_OF: Partial<Record<StudioTopic, StudioAnswerTopic>> = {
  duration: 'session_length',
  healing_time: 'healing_time',
  pain: 'pain',
  aftercare: 'aftercare',
  numbing_cream: 'numbing_cream',
  touch_ups: 'touch_ups',
  payment_methods: 'payment_methods',
  parking: 'parking',
  guest_spots: 'guest_spots',
  colour_work: 'colour_work',
};

/** Topics answered from Intake Controls, and whether the setting they need is set. */
const INTAKE_SET: Partial<Record<StudioTopic, (artist: ArtistProfile) => boolean>> = {
  walk_ins: (artist) => (artist.intake?.takesWalkIns ?? null) !== null,
  cover_ups: (artist) => (artist.intake?.takesCoverUps ?? null) !== null,
  flash: (artist) => (artist.intake?.doesFlash ?? null) !== null,
  deposit: (artist) => !!artist.intake?.depositPolicy,
  location: (artist) => !!artist.intake?.studioLocation,
  hours: (artist) => !!artist.intake?.studioHours,
};

/** Topics a "when?" asks of the calendar while the books are closed ("any idea when you open again?"). */
const CALENDAR_TOPICS: ReadonlySet<StudioTopic> = new Set(['availability', 'booking', 'hours']);

export interface StudioQuestionOutcome {
  /** Topics answered in the artist's words or the default, in the order asked. */
  answers: StudioAnswerTopic[];
  /** The questions the artist has to answer: a topic switched off or unset, or one no topic covers. */
  deferred: StudioQuestion[];
  /** What the artist's bio says of their years, when asked ("how long have you been tattooing?"). */
  experience: ExperienceFact | null;
}

/**
 * What becomes of a message's questions (issue #23 item 2): answered from the artist's studio answers, or
 * deferred to the artist. Colour asked about while switched off is design talk the brief reads ("can I get it
 * in colour?"), unless it is asked of the artist ("do you work in colour?", decision 059); topics answered elsewhere (price, availability, a companion, Intake Controls that are set) are
 * neither.
 */
export function studioQuestionOutcome(
  classification: Pick<
    MessageClassification,
    'topics' | 'unknownQuestions' | 'questionTexts' | 'askedOfArtist' | 'asksWhen'
  >,
  artist: ArtistProfile,
): StudioQuestionOutcome {
  const answers: StudioAnswerTopic[] = [];
  const deferred: StudioQuestion[] = [];
  let experience: ExperienceFact | null = null;
  const defer = (topic: StudioTopic) =>
    deferred.push({ topic, text: classification.questionTexts?.[topic] ?? topic.replaceAll('_', ' ') });
  // "how long is the waitlist?", "when do your books open again?": with the books closed, a date only the artist
  // knows; the reply says the books are closed, and the question goes to the artist.
  const isClosed = (artist.intake?.booksStatus ?? 'open') !== 'open';
  const calendarTopic = classification.topics.find((topic) => CALENDAR_TOPICS.has(topic));
  if (isClosed && calendarTopic && classification.asksWhen)
    deferred.push({
      topic: 'availability',
      text: classification.questionTexts?.[calendarTopic] ?? 'availability',
    });
  for (const topic of classification.topics) {
    if (topic === 'experience') {
      experience = experienceInBio(artist.bio);
      if (!experience) defer(topic);
      continue;
    }
    const answerTopic = ANSWER_TOPIC_OF[topic];
    if (answerTopic && isOn(artist.studioAnswers, answerTopic)) answers.push(answerTopic);
    else if (answerTopic && (answerTopic !== 'colour_work' || classification.askedOfArtist?.includes(topic)))
      defer(topic);
    else if (INTAKE_SET[topic] && !INTAKE_SET[topic](artist)) defer(topic);
  }
  return {
    answers: [...new Set(answers)],
    deferred: [...deferred, ...(classification.unknownQuestions ?? [])],
    experience,
  };
}

function isOn(answers: ArtistStudioAnswers | null | undefined, topic: StudioAnswerTopic): boolean {
  return answers?.[topic]?.isOn ?? STUDIO_ANSWERS_ON_BY_DEFAULT[topic];
}

/**
 * A topic's answer in the reply's language: the artist's words in it, else the default in it. An artist who
 * wrote their own answer only in other languages is quoted in theirs, framed in the reply's language ("Con le
 * parole di Rafa: «Card, cash or Bizum.»"), since their facts beat a default's.
 */
export function studioAnswerText(
  answers: ArtistStudioAnswers | null | undefined,
  topic: StudioAnswerTopic,
  language: string | null,
  artistName: string,
): string {
  const code = answerLanguageOf(language);
  const own = answers?.[topic]?.text ?? {};
  const words = studioAnswerWords(code);
  if (own[code]) return withArtistName(own[code], artistName);
  const ownInOtherLanguage = own.en ?? ANSWER_LANGUAGES.map((known) => own[known]).find(Boolean);
  return ownInOtherLanguage
    ? words.inTheirWords(artistName, withArtistName(ownInOtherLanguage, artistName))
    : withArtistName(words.defaults[topic], artistName);
}

/** "Mara has been tattooing for 9 years.", in the reply's language, from the artist's bio. */
export function experienceText(language: string | null, artistName: string, fact: ExperienceFact): string {
  return studioAnswerWords(answerLanguageOf(language)).experience(artistName, fact);
}

/** "I'll ask <artist> about that", in the reply's language. */
export function willAskText(language: string | null, artistName: string, isAgain = false): string {
  const words = studioAnswerWords(answerLanguageOf(language));
  return isAgain ? words.willAskAgain(artistName) : words.willAsk(artistName);
}
